import { useFormSubmission } from '@inclusion/forms/react';
import { Button, TextInput } from '@inclusion/ui';
import { useId, useState } from 'react';
import { authText } from '../../content/auth.js';
import { SubmissionForm } from '../../forms/SubmissionForm.js';
import { api } from '../../lib/api.js';
import { Field } from '../../forms/Field.js';
import { formWords } from '../../forms/formWords.en.js';
import { languageRules } from '../../forms/languageRules.js';

// In the page's language, loaded when the visitor first types.
const forgotRules = languageRules((schemas) => schemas.forgotPasswordSchema, 'forgotPassword');

/** 'Forgot your password?' in the sign-in modal: a disclosure with one e-mail field. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = useFormSubmission({
    formId: 'forgot-password',
    schema: forgotRules,
    initialValues: { email: '' },
    submit: (values, { idempotencyKey }) => api.auth.forgotPassword(values, { idempotencyKey }),
    fallbackError: formWords.fallback.auth,
    messages: formWords,
    labels: authText.forgot.labels,
    // The panel stays until the visitor sends another link or the modal closes: they should read
    // where the link went.
    draft: false,
  });
  const text = authText.forgot;
  return (
    <div className="site-auth__forgot">
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
        <h3 className="site-auth__forgot-title">{text.title}</h3>
        <p>{text.intro}</p>
        <SubmissionForm
          form={form}
          label={text.title}
          submitLabel={text.submitLabel}
          busyLabel={formWords.busy.processing}
          successTitle={text.successTitle}
          againLabel={text.againLabel}
          headingLevel={3}
        >
          <Field form={form} name="email" required>
            <TextInput type="email" autoComplete="email" {...form.field('email')} />
          </Field>
        </SubmissionForm>
      </div>
    </div>
  );
}
