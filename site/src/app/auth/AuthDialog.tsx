import { useAuthModal } from '@inclusion/forms/react';
import { Button, Modal, Status, TextInput, useAnnounce } from '@inclusion/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { authText } from '../../content/auth.js';
import { siteLanguage } from '../language.js';
import { Field } from '../../forms/Field.js';
import { formWords } from '../../forms/formWords.en.js';
import { SubmissionForm } from '../../forms/SubmissionForm.js';
import { api } from '../../lib/api.js';
import type { AuthRequest } from './authRequest.js';
import { ForgotPassword } from './ForgotPassword.js';

export interface AuthDialogProps {
  request: AuthRequest;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The sign-in and register modal (spec section 4). Loaded the first time it is opened. */
export default function AuthDialog({ request, returnFocusTo }: AuthDialogProps) {
  const announce = useAnnounce();
  const modal = useAuthModal({
    login: api.auth.login,
    signup: api.auth.signup,
    labels: { signIn: authText.signIn.labels, register: authText.register.labels },
    // The page's language: its rules' words are the server's answers to a post from this page.
    language: siteLanguage,
    messages: formWords,
    // Focus goes back to the page with nothing said about what happened: say it.
    onSignedIn: () => announce(authText.signIn.done),
  });
  const { open, mode, signInForm, registerForm } = modal;
  useEffect(() => {
    open(request.mode);
  }, [open, request]);

  // Switching between sign-in and register changes the dialog under the visitor's focus, which stays
  // on the switch button with its new name, and screen readers say nothing. So focus moves to the new
  // form's first field, and the change is said, by a live region inside the dialog: the page's own
  // is hidden from screen readers while the dialog is open.
  const switched = useRef(false);
  const [shown, setShown] = useState('');
  const toggleMode = () => {
    switched.current = true;
    modal.toggleMode();
  };
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    const first = mode === 'signin' ? signInForm.fieldId('email') : registerForm.fieldId('name');
    document.getElementById(first)?.focus();
    setShown(mode === 'signin' ? authText.signIn.shown : authText.register.shown);
  }, [mode, signInForm, registerForm]);

  // The thanks replace the form, so 'Now showing: Create an account.' no longer says what is shown.
  const { registeredEmail } = modal;
  useEffect(() => {
    if (registeredEmail) setShown('');
  }, [registeredEmail]);

  const isSignIn = modal.mode === 'signin';
  const text = isSignIn ? authText.signIn : authText.register;
  const busyLabel = formWords.busy.processing;
  return (
    <Modal
      open={modal.isOpen}
      onOpenChange={(open) => (open ? undefined : modal.close())}
      title={text.title}
      // 'All fields are required.' describes the form, not the thanks that replace it.
      description={registeredEmail ? undefined : text.description}
      returnFocusRef={returnFocusTo}
      size="sm"
    >
      {isSignIn ? (
        <SubmissionForm
          form={modal.signInForm}
          label={text.title}
          submitLabel={text.submitLabel}
          busyLabel={busyLabel}
          // Never shown: a success signs the visitor in and closes the modal.
          successTitle={text.title}
          againLabel={text.title}
          headingLevel={3}
        >
          <Field form={modal.signInForm} name="email" required>
            <TextInput autoComplete="username" {...modal.signInForm.field('email')} />
          </Field>
          <Field form={modal.signInForm} name="password" required>
            <TextInput
              type="password"
              autoComplete="current-password"
              {...modal.signInForm.field('password')}
            />
          </Field>
        </SubmissionForm>
      ) : (
        <SubmissionForm
          form={modal.registerForm}
          label={text.title}
          submitLabel={text.submitLabel}
          busyLabel={busyLabel}
          // No one is signed in: the address is mailed, new or not, and the visitor signs in once
          // it is confirmed.
          successTitle={authText.register.successTitle}
          successDetails={registeredEmail ? <p>{authText.register.sentTo(registeredEmail)}</p> : null}
          againLabel={authText.register.againLabel}
          headingLevel={3}
        >
          <Field form={modal.registerForm} name="name" hint={authText.register.nameHint} required>
            <TextInput autoComplete="username" {...modal.registerForm.field('name')} />
          </Field>
          <Field form={modal.registerForm} name="email" required>
            <TextInput type="email" autoComplete="email" {...modal.registerForm.field('email')} />
          </Field>
          <Field form={modal.registerForm} name="phoneNumber" required>
            <TextInput
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...modal.registerForm.field('phoneNumber')}
            />
          </Field>
          <Field form={modal.registerForm} name="password" hint={authText.register.passwordHint} required>
            <TextInput
              type="password"
              autoComplete="new-password"
              {...modal.registerForm.field('password')}
            />
          </Field>
          <Field form={modal.registerForm} name="confirmPassword" required>
            <TextInput
              type="password"
              autoComplete="new-password"
              {...modal.registerForm.field('confirmPassword')}
            />
          </Field>
        </SubmissionForm>
      )}
      {isSignIn ? <ForgotPassword /> : null}
      <Status visuallyHidden>{shown}</Status>
      <p className="site-auth__switch">
        {text.switchPrompt}{' '}
        <Button variant="ghost" size="sm" onClick={toggleMode} disabled={modal.isBusy}>
          {text.switchLabel}
        </Button>
      </p>
    </Modal>
  );
}
