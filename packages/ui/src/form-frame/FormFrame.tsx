import { forwardRef, type ForwardedRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { Alert } from '../alert/Alert.js';
import { Button } from '../button/Button.js';
import { ErrorSummary, type ErrorSummaryItem } from '../error-summary/ErrorSummary.js';
import { Status } from '../status/Status.js';

export interface FormFrameProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children'> {
  /** The fields in error after a submit: an ErrorSummary above the fields lists them and takes focus. */
  errors?: readonly ErrorSummaryItem[];
  /** A failure to send (the server could not be reached, say): an error Alert that takes focus. */
  bannerError?: ReactNode;
  /** The summary and the banner take focus again whenever this changes: a submit counter. */
  focusKey?: unknown;
  /** The heading level of the error summary. */
  headingLevel?: 2 | 3;
  /** While true the submit button is busy and a hidden status says `busyLabel`. */
  busy?: boolean;
  submitLabel: string;
  /** What the busy button and the hidden status say while the form is being sent: 'Sending Message...'. */
  busyLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form checked when it is submitted: the error summary and the banner of a failed send above its
 * fields, each taking focus, then the fields, the submit button (busy while the form is sent) and a
 * hidden status that says the form is being sent. `noValidate`: the page's own checks speak, not the
 * browser's bubbles. What the form does is the caller's (`onSubmit`, `action`); its method is POST
 * unless the caller says otherwise, so without scripts the fields never go into the address.
 */
export const FormFrame = /* @__PURE__ */ forwardRef(function FormFrame(
  {
    errors = [],
    bannerError,
    focusKey,
    headingLevel = 3,
    busy = false,
    submitLabel,
    busyLabel,
    children,
    className,
    ...props
  }: FormFrameProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      className={['ui-form-frame', className].filter(Boolean).join(' ')}
      {...props}
    >
      {errors.length > 0 ? (
        <ErrorSummary errors={errors} focusKey={focusKey} headingLevel={headingLevel} />
      ) : null}
      {bannerError ? (
        <Alert variant="error" focusKey={focusKey}>
          {bannerError}
        </Alert>
      ) : null}
      {children}
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {/* The busy button shows the same words, but a change to the focused button's name is not
          announced by every screen reader, and a silent wait of seconds on slow mobile data leaves a
          screen-reader user unsure whether anything happened. */}
      <Status visuallyHidden>{busy ? busyLabel : null}</Status>
    </form>
  );
});
