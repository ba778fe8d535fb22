import { useErrorTitle, type FormSubmission, type FormValues } from '@inclusion/forms/react';
import { Button, FormFrame, SuccessPanel } from '@inclusion/ui';
import type { ReactNode } from 'react';
import { siteLanguage } from '../app/language.js';
import { formAnchorId, PostedFormField, usePostAction } from './postedForm.js';

export interface SubmissionFormProps<TValues extends FormValues> {
  form: FormSubmission<TValues>;
  /** The form's accessible name: the id of the heading above it… */
  labelledBy?: string;
  /** …or a name of its own, where no heading names it (in a modal, say). */
  label?: string;
  submitLabel: string;
  busyLabel: string;
  /** The thank-you panel's heading. */
  successTitle: string;
  /**
   * The thank-you panel's button that brings back the empty form, focus on its first field: 'Send
   * another message'. The panel stays until the visitor presses it or leaves (WCAG 2.2.1).
   */
  againLabel: string;
  /** Shown under the server's message, such as a Next Steps note. */
  successDetails?: ReactNode;
  /** The label of the reference the panel shows; the reference is not shown without it (spec section 3). */
  referenceLabel?: string;
  /** The heading level of the error summary and the thank-you panel. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/**
 * The one way every form on the site behaves: checked on submit (`noValidate`), an error summary that
 * takes focus, the red banner for a failed send (which takes focus too: at 400% zoom it is a screen
 * above the button), a busy button, and the thank-you panel on success, which stays until the visitor
 * asks for the form again. Without JavaScript it posts to its own page (never a GET: nothing typed goes
 * into an address), and the server answers with the same page, rendered by these components.
 */
export function SubmissionForm<TValues extends FormValues>({
  form,
  labelledBy,
  label,
  submitLabel,
  busyLabel,
  successTitle,
  againLabel,
  successDetails,
  referenceLabel,
  headingLevel = 3,
  children,
  className,
}: SubmissionFormProps<TValues>) {
  useErrorTitle(form.errorList.length > 0 || form.bannerError !== null, siteLanguage);
  const action = usePostAction(form.formId);

  if (form.status === 'succeeded') {
    return (
      <SuccessPanel
        id={formAnchorId(form.formId)}
        title={successTitle}
        message={form.successMessage}
        headingLevel={headingLevel}
        reference={
          referenceLabel && form.reference ? { label: referenceLabel, value: form.reference } : undefined
        }
        action={
          // Without JavaScript the button asks for the page again (the thanks are shown once), so it
          // still brings back the empty form; with it, the form comes back in place. The form is only
          // the means: `role="none"` keeps screen readers from announcing an unnamed form around it.
          <form method="get" action={action} role="none">
            <Button
              type="submit"
              variant="outline"
              onClick={(event) => {
                event.preventDefault();
                form.reset();
              }}
            >
              {againLabel}
            </Button>
          </form>
        }
      >
        {successDetails}
      </SuccessPanel>
    );
  }

  return (
    <FormFrame
      ref={form.formRef}
      id={formAnchorId(form.formId)}
      method="post"
      action={action}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={['site-form', className].filter(Boolean).join(' ')}
      onSubmit={(event) => void form.handleSubmit(event)}
      errors={form.errorList}
      bannerError={form.bannerError}
      focusKey={form.submitCount}
      headingLevel={headingLevel}
      busy={form.isBusy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <PostedFormField formId={form.formId} />
      {children}
    </FormFrame>
  );
}
