import { ApiError, messages } from '@inclusion/forms';
import { acceptInviteSchema } from '@inclusion/forms/schemas';
import { fieldProps, useFormSubmission, useSession } from '@inclusion/forms/react';
import { Alert, Button, FormField, PasswordInput, SuccessPanel } from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignIn } from '../signIn/SignInProvider.js';
import { staffClient } from '../staffApi.js';
import { StaffForm } from '../StaffForm.js';
import { useStaffPage } from '../useStaffPage.js';

export const acceptInviteText = {
  title: 'Set your password',
  intro:
    'You have been invited to the foundation’s staff inbox. Choose a password for your staff account; you then sign in with your e-mail address and this password.',
  labels: { token: 'Invitation link', password: 'New password' },
  passwordHint:
    'At least 8 characters, with an uppercase letter, a lowercase letter and a number. Use Show to check what you typed.',
  submitLabel: 'Set password',
  successTitle: 'Your password is set',
  signIn: 'Sign in',
  missingTitle: 'This page needs the link from your invitation',
  missing:
    'Open the link in your invitation e-mail again: it ends with the part this page reads. If the e-mail is gone, ask an administrator of the foundation to invite you again.',
  invalidTitle: 'This invitation link no longer works',
  invalid:
    'The link was used already, has expired (an invitation works for 3 days) or was replaced by a newer invitation. Ask an administrator of the foundation to invite you again: the new e-mail has a new link.',
  loading: 'Reading your invitation link…',
} as const;

const empty = { token: '', password: '' };

/** The token of `#token=…`, or '' when the address has none. */
function tokenOfFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * /staff/accept-invite#token=…: the invited person sets their password. The token is in the fragment,
 * which browsers never send, so it is in no request line or log; the page reads it once, takes it out
 * of the address (history.replaceState: not in the history, a bookmark or a screenshot of the address
 * bar) and posts it in the body with the password. Open to anyone: the person has no account yet.
 */
export default function AcceptInvitePage() {
  useStaffPage(acceptInviteText.title);
  const text = acceptInviteText;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { token: sessionToken } = useSession();
  // undefined until the fragment is read; '' when the address had no token.
  const [token, setToken] = useState<string | undefined>(undefined);
  const [linkInvalid, setLinkInvalid] = useState(false);
  // The server's words once the password is set; null until then.
  const [done, setDone] = useState<string | null>(null);
  const read = useRef<string | undefined>(undefined);

  const form = useFormSubmission({
    formId: 'accept-invite',
    schema: acceptInviteSchema,
    initialValues: empty,
    labels: text.labels,
    fallbackError: messages.fallback.auth,
    draft: false,
    emptyOnSuccess: true,
    submit: async ({ token: inviteToken, password }) => {
      try {
        return await staffClient.staff.accounts.acceptInvite({ token: inviteToken, password });
      } catch (error) {
        // An unknown, used or expired link: the form cannot help, the page says what to do instead.
        if (
          error instanceof ApiError &&
          error.status === 400 &&
          error.errors?.some((e) => e.field === 'token')
        )
          setLinkInvalid(true);
        throw error;
      }
    },
    onSuccess: (response) => setDone(response.message || text.successTitle),
  });
  const { setValue } = form;

  useEffect(() => {
    // Read once (React's strict mode runs effects twice; the fragment is gone the second time).
    if (read.current === undefined) {
      read.current = tokenOfFragment(window.location.hash);
      if (window.location.hash) {
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
      }
    }
    setToken(read.current);
    setValue('token', read.current);
  }, [setValue]);

  // Signed in from the success panel's button: on to the inbox.
  const signedInBefore = useRef(sessionToken);
  useEffect(() => {
    if (done !== null && sessionToken && sessionToken !== signedInBefore.current) navigate('/staff');
  }, [done, sessionToken, navigate]);

  let body = <p>{text.loading}</p>;
  if (done !== null) {
    body = (
      <SuccessPanel
        title={text.successTitle}
        message={done}
        action={<Button onClick={(event) => signIn.open(event.currentTarget)}>{text.signIn}</Button>}
      />
    );
  } else if (linkInvalid) {
    body = (
      <Alert variant="error" title={text.invalidTitle} focusKey={form.submitCount}>
        {text.invalid}
      </Alert>
    );
  } else if (token === '') {
    body = (
      <Alert variant="info" title={text.missingTitle}>
        {text.missing}
      </Alert>
    );
  } else if (token !== undefined) {
    body = (
      <StaffForm
        form={form}
        labelledBy="accept-invite-title"
        submitLabel={text.submitLabel}
        busyLabel={messages.busy.processing}
        successTitle={text.successTitle}
        againLabel={text.title}
        headingLevel={2}
      >
        <FormField {...fieldProps(form, 'password')} hint={text.passwordHint} required>
          <PasswordInput autoComplete="new-password" {...form.field('password')} />
        </FormField>
      </StaffForm>
    );
  }

  return (
    <div className="staff-form">
      <h1 id="accept-invite-title">{text.title}</h1>
      <p>{text.intro}</p>
      {body}
    </div>
  );
}
