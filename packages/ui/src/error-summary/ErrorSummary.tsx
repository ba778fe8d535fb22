import {
  forwardRef,
  type ForwardedRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { assignRef } from '../internal/assignRef.js';
import { useUiSection } from '../locale/context.js';
import { enErrorSummary } from '../locale/en.js';

export interface ErrorSummaryItem {
  /** The id of the control in error; the link points at `#fieldId`. */
  fieldId: string;
  message: ReactNode;
  /**
   * The field's name (its label or legend), read before the message. Give it when the message alone
   * does not say which field it is about: 'Are you a person with a disability? This field is required'.
   */
  fieldName?: ReactNode;
}

/** 'Type of disability: Please select…', but 'Are you a person with a disability? This field…'. */
function FieldName({ name }: { name: ReactNode }) {
  const punctuation = typeof name === 'string' && /[?:.!]$/.test(name.trim()) ? '' : ':';
  // One text with its punctuation, so it is read as 'Your news: News update is required'. The space
  // stays outside the span: accessible-name code that trims each element's text would drop it inside.
  return (
    <>
      <span className="ui-error-summary__field">
        {typeof name === 'string' ? `${name.trim()}${punctuation}` : name}
        {typeof name === 'string' ? null : punctuation}
      </span>{' '}
    </>
  );
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  title?: ReactNode;
  errors: readonly ErrorSummaryItem[];
  /** The summary takes focus on mount and again whenever this changes (a submit counter, say). */
  focusKey?: unknown;
  headingLevel?: 2 | 3;
}

/**
 * What to scroll into view so the question is seen, not only the input: the legend for a radio or
 * checkbox in a fieldset, or for another control whose legend stays in the top half of the screen
 * with it; otherwise the control's label.
 */
function questionFor(control: HTMLElement): HTMLElement | null {
  const legend = control.closest('fieldset')?.querySelector('legend');
  if (legend) {
    const isChoice = control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type);
    const bottom = control.getBoundingClientRect().bottom;
    if (isChoice || bottom - legend.getBoundingClientRect().top < window.innerHeight / 2) return legend;
  }
  return (
    document.querySelector<HTMLElement>(`label[for="${CSS.escape(control.id)}"]`) ?? control.closest('label')
  );
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  event.preventDefault();
  const question = questionFor(control);
  if (!question) {
    control.focus();
    return;
  }
  question.scrollIntoView();
  control.focus({ preventScroll: true });
}

/**
 * The list of a form's errors, shown above it after a failed submit (GOV.UK Frontend's error summary).
 *
 * The summary takes focus, so screen readers read it at once. It is a group named by its heading and
 * described by its list, so focus alone says 'There is a problem' and every error: a plain focused
 * `div` has no role or name, and screen readers may say nothing for it at all (the virtual screen
 * reader said nothing). It has no `role="alert"`, unlike GOV.UK's: focus already makes it speak, and
 * both together make some screen readers read it twice (hmrc/accessibility#21).
 */
export const ErrorSummary = /* @__PURE__ */ forwardRef(function ErrorSummary(
  { title: titleProp, errors, focusKey, headingLevel = 2, className, ...props }: ErrorSummaryProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const strings = useUiSection('errorSummary', enErrorSummary);
  const title = titleProp ?? strings.errorSummary.title;
  const container = useRef<HTMLDivElement | null>(null);
  const hasErrors = errors.length > 0;
  const ids = useId();

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      container.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useEffect(() => {
    const element = container.current;
    if (!hasErrors || !element) return;
    // The browser's own scroll on focus may leave the heading of a summary taller than the view above
    // it (a magnifier at 400%, 320 × 256): its start is brought into view instead.
    element.focus({ preventScroll: true });
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <div
      ref={setRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-list`}
      className={['ui-error-summary', className].filter(Boolean).join(' ')}
      {...props}
    >
      <Heading id={`${ids}-title`} className="ui-error-summary__title">
        {title}
      </Heading>
      <ul id={`${ids}-list`} className="ui-error-summary__list">
        {errors.map(({ fieldId, message, fieldName }) => (
          <li key={fieldId}>
            <a
              className="ui-error-summary__link"
              href={`#${fieldId}`}
              onClick={(event) => focusField(event, fieldId)}
            >
              {fieldName ? <FieldName name={fieldName} /> : null}
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
