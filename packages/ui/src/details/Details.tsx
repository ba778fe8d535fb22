import { forwardRef, type DetailsHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { useDetails } from './useDetails.js';

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'open' | 'onToggle'> {
  /** The line that opens and closes it, as a short question or label: 'Help with your certificate number'. */
  summary: ReactNode;
  /** What is shown when it is open. */
  children: ReactNode;
  /** Open or closed, for a controlled disclosure; follow `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The native toggle event (typed as React 18 and 19 both give it). */
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * A native `<details>` and `<summary>`: a line of text that shows and hides more. The browser does the
 * work: Enter and Space toggle it, screen readers say 'collapsed' or 'expanded', find-in-page opens it,
 * and it works without scripts. `ref` and other props go to the `<details>`.
 */
export const Details = forwardRef<HTMLDetailsElement, DetailsProps>(function Details(
  { summary, children, open, defaultOpen, onOpenChange, onToggle, className, ...props },
  ref,
) {
  const details = useDetails({ open, defaultOpen, onOpenChange, onToggle });
  return (
    <details
      ref={ref}
      className={['ui-details', className].filter(Boolean).join(' ')}
      {...props}
      open={details.open}
      onToggle={details.onToggle}
    >
      <summary className="ui-details__summary">
        <span className="ui-details__summary-text">{summary}</span>
      </summary>
      <div className="ui-details__text">{children}</div>
    </details>
  );
});
