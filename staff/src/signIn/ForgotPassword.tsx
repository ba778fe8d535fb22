import { forgotPasswordSchema, messages } from '@inclusion/forms';
import { fieldProps, useErrorTitle, useFormSubmission } from '@inclusion/forms/react';
import { Button, FormField, FormFrame, SuccessPanel, TextInput } from '@inclusion/ui';
import { useId, useState } from 'react';
import { staffClient } from '../staffApi.js';
import { signInText } from './signInText.js';

const text = signInText.forgot;

/** 'Forgot your password?' in the sign-in dialog: a disclosure with one e-mail field. The mailed link opens the public site's reset page. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = useFormSubmission({
    formId: 'staff-forgot-password',
    schema: forgotPasswordSchema,
    initialValues: { email: '' },
    submit: (values, { idempotencyKey }) => staffClient.auth.forgotPassword(values, { idempotencyKey }),
    fallbackError: messages.fallback.auth,
    labels: text.labels,
    // The panel stays until the visitor sends another link or the dialog closes: they should read
    // where the link went.
    draft: false,
  });
  useErrorTitle(form.errorList.length > 0 || form.bannerError !== null);
  return (
    <div className="staff-sign-in__forgot">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {text.toggleLabel}
      </Button>
      <div id={panelId} hidden={!open}>
        <h3>{text.title}</h3>
        <p>{text.intro}</p>
        {form.status === 'succeeded' ? (
          <SuccessPanel
            title={text.successTitle}
            message={form.successMessage}
            headingLevel={3}
            action={
              <Button variant="outline" onClick={() => form.reset()}>
                {text.againLabel}
              </Button>
            }
          />
        ) : (
          <FormFrame
            ref={form.formRef}
            aria-label={text.title}
            onSubmit={(event) => void form.handleSubmit(event)}
            errors={form.errorList}
            bannerError={form.bannerError}
            focusKey={form.submitCount}
            busy={form.isBusy}
            submitLabel={text.submitLabel}
            busyLabel={messages.busy.processing}
          >
            <FormField {...fieldProps(form, 'email')} required>
              <TextInput type="email" autoComplete="email" {...form.field('email')} />
            </FormField>
          </FormFrame>
        )}
      </div>
    </div>
  );
}
