import { messages, signInSchema, type AuthResponse } from '@inclusion/forms';
import { fieldProps, useFormSubmission, useSession } from '@inclusion/forms/react';
import { FormField, FormFrame, Modal, TextInput, useAnnounce } from '@inclusion/ui';
import { useEffect, useState, type RefObject } from 'react';
import { staffClient } from '../staffApi.js';
import { ForgotPassword } from './ForgotPassword.js';
import { focusPageAfterSignIn } from '../useStaffPage.js';
import { signInText as text } from './signInText.js';

export interface SignInDialogProps {
  /** A new number opens the dialog again. */
  request: number;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The inbox's sign-in dialog. Loaded the first time it is opened. Staff accounts come by invitation only, so it offers no registration. */
export default function SignInDialog({ request, returnFocusTo }: SignInDialogProps) {
  const { signIn } = useSession();
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  const form = useFormSubmission({
    formId: 'staff-signin',
    schema: signInSchema,
    initialValues: { email: '', password: '' },
    labels: text.labels,
    fallbackError: messages.fallback.auth,
    emptyOnSuccess: true,
    // It holds a password: nothing is kept in sessionStorage.
    draft: false,
    // Signed in means a token: an answer without one leaves the outcome unknown, and says so.
    outcome: (response: AuthResponse) =>
      typeof response.token === 'string' && response.token !== ''
        ? { kind: 'accepted' }
        : { kind: 'unknown' },
    submit: (values, options) =>
      staffClient.auth.login({ email: values.email, password: values.password }, options),
    onSuccess: (response) => {
      // The page shown once the server has confirmed the role takes focus on its heading.
      focusPageAfterSignIn();
      signIn(response);
      setOpen(false);
      // Focus goes back to the page with nothing said about what happened: say it.
      announce(text.done);
    },
  });
  const { reset, isBusy } = form;
  useEffect(() => setOpen(true), [request]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && !isBusy) reset();
      }}
      title={text.title}
      description={text.description}
      returnFocusRef={returnFocusTo}
      size="sm"
    >
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
          <TextInput autoComplete="username" {...form.field('email')} />
        </FormField>
        <FormField {...fieldProps(form, 'password')} required>
          <TextInput type="password" autoComplete="current-password" {...form.field('password')} />
        </FormField>
      </FormFrame>
      <ForgotPassword />
    </Modal>
  );
}
