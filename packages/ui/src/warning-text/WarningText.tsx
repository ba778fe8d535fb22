import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';
import { useUiSection } from '../locale/context.js';
import { enWarning } from '../locale/en.js';

export interface WarningTextProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Read before the text by screen readers, in place of the icon they cannot see. 'Warning' by default;
   * translate it with the page.
   */
  label?: string;
}

/**
 * An important warning, such as a legal consequence or a deadline (GOV.UK Frontend's warning text):
 * an exclamation-mark icon hidden from assistive technology, then the text in bold, preceded by a
 * visually hidden 'Warning:' so that what the icon shows is also heard.
 */
export const WarningText = forwardRef<HTMLDivElement, WarningTextProps>(function WarningText(
  { label: labelProp, className, children, ...props },
  ref,
) {
  const strings = useUiSection('warning', enWarning);
  const label = labelProp ?? strings.warning.label;
  return (
    <div ref={ref} className={['ui-warning-text', className].filter(Boolean).join(' ')} {...props}>
      <span className="ui-warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="ui-warning-text__text">
        <VisuallyHidden>{`${label}: `}</VisuallyHidden>
        {children}
      </strong>
    </div>
  );
});
