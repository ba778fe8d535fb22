import { messages } from '@inclusion/forms';
import { useAuthModal } from '@inclusion/forms/react';
import { Button, FormField, Modal, TextInput } from '@inclusion/ui';
import { useEffect, type RefObject } from 'react';
import { authText } from '../../content/auth.js';
import { SubmissionForm } from '../../forms/SubmissionForm.js';
import { api } from '../../lib/api.js';
import type { AuthRequest } from './AuthProvider.js';
import { ForgotPassword } from './ForgotPassword.js';

export interface AuthDialogProps {
  request: AuthRequest;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The sign-in and register modal (spec section 4). Loaded the first time it is opened. */
export default function AuthDialog({ request, returnFocusTo }: AuthDialogProps) {
  const modal = useAuthModal({ login: api.auth.login, signup: api.auth.signup });
  const { open } = modal;
  useEffect(() => {
    open(request.mode);
  }, [open, request]);

  const isSignIn = modal.mode === 'signin';
  const text = isSignIn ? authText.signIn : authText.register;
  const busyLabel = messages.busy.processing;
  return (
    <Modal
      open={modal.isOpen}
      onOpenChange={(open) => (open ? undefined : modal.close())}
      title={text.title}
      description={text.description}
      returnFocusRef={returnFocusTo}
      size="sm"
    >
      {isSignIn ? (
        <SubmissionForm
          form={modal.signInForm}
          label={text.title}
          submitLabel={text.submitLabel}
          busyLabel={busyLabel}
          successTitle={text.title}
          headingLevel={3}
        >
          <FormField
            label={authText.signIn.identifierLabel}
            required
            error={modal.signInForm.errors.email}
            id={modal.signInForm.fieldId('email')}
          >
            <TextInput autoComplete="username" {...modal.signInForm.field('email')} />
          </FormField>
          <FormField
            label={authText.signIn.passwordLabel}
            required
            error={modal.signInForm.errors.password}
            id={modal.signInForm.fieldId('password')}
          >
            <TextInput
              type="password"
              autoComplete="current-password"
              {...modal.signInForm.field('password')}
            />
          </FormField>
        </SubmissionForm>
      ) : (
        <SubmissionForm
          form={modal.registerForm}
          label={text.title}
          submitLabel={text.submitLabel}
          busyLabel={busyLabel}
          successTitle={text.title}
          headingLevel={3}
        >
          <FormField
            label={authText.register.nameLabel}
            hint={authText.register.nameHint}
            required
            error={modal.registerForm.errors.name}
            id={modal.registerForm.fieldId('name')}
          >
            <TextInput autoComplete="username" {...modal.registerForm.field('name')} />
          </FormField>
          <FormField
            label={authText.register.emailLabel}
            required
            error={modal.registerForm.errors.email}
            id={modal.registerForm.fieldId('email')}
          >
            <TextInput type="email" autoComplete="email" {...modal.registerForm.field('email')} />
          </FormField>
          <FormField
            label={authText.register.phoneLabel}
            required
            error={modal.registerForm.errors.phoneNumber}
            id={modal.registerForm.fieldId('phoneNumber')}
          >
            <TextInput
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...modal.registerForm.field('phoneNumber')}
            />
          </FormField>
          <FormField
            label={authText.register.passwordLabel}
            hint={authText.register.passwordHint}
            required
            error={modal.registerForm.errors.password}
            id={modal.registerForm.fieldId('password')}
          >
            <TextInput
              type="password"
              autoComplete="new-password"
              {...modal.registerForm.field('password')}
            />
          </FormField>
          <FormField
            label={authText.register.confirmPasswordLabel}
            required
            error={modal.registerForm.errors.confirmPassword}
            id={modal.registerForm.fieldId('confirmPassword')}
          >
            <TextInput
              type="password"
              autoComplete="new-password"
              {...modal.registerForm.field('confirmPassword')}
            />
          </FormField>
        </SubmissionForm>
      )}
      {isSignIn ? <ForgotPassword /> : null}
      <p className="site-auth__switch">
        {text.switchPrompt}{' '}
        <Button variant="ghost" size="sm" onClick={modal.toggleMode} disabled={modal.isBusy}>
          {text.switchLabel}
        </Button>
      </p>
    </Modal>
  );
}
