import { useErrorTitle, type FormSubmission, type FormValues } from '@inclusion/forms/react';
import { Button, FormFrame, SuccessPanel } from '@inclusion/ui';
import type { ReactNode } from 'react';

export interface StaffFormProps<TValues extends FormValues> {
  form: FormSubmission<TValues>;
  /** The form's accessible name: the id of the heading above it. */
  labelledBy: string;
  submitLabel: string;
  busyLabel: string;
  /** The success panel's heading. */
  successTitle: string;
  /** The success panel's button that brings back the empty form. */
  againLabel: string;
  /** The heading level of the error summary and the success panel. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/**
 * An inbox form sent with `useFormSubmission`: the ui's FormFrame (error summary, banner, busy
 * button, sending status), 'Error: ' before the page's title while it shows errors, and the success
 * panel, which stays until the visitor asks for the form again.
 */
export function StaffForm<TValues extends FormValues>({
  form,
  labelledBy,
  submitLabel,
  busyLabel,
  successTitle,
  againLabel,
  headingLevel = 3,
  children,
  className,
}: StaffFormProps<TValues>) {
  useErrorTitle(form.errorList.length > 0 || form.bannerError !== null);
  if (form.status === 'succeeded') {
    return (
      <SuccessPanel
        title={successTitle}
        message={form.successMessage}
        headingLevel={headingLevel}
        action={
          <Button variant="outline" onClick={() => form.reset()}>
            {againLabel}
          </Button>
        }
      />
    );
  }
  return (
    <FormFrame
      ref={form.formRef}
      aria-labelledby={labelledBy}
      className={className}
      onSubmit={(event) => void form.handleSubmit(event)}
      errors={form.errorList}
      bannerError={form.bannerError}
      focusKey={form.submitCount}
      headingLevel={headingLevel}
      busy={form.isBusy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      {children}
    </FormFrame>
  );
}
