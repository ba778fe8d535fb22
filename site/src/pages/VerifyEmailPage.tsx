import { useSession } from '@inclusion/forms/react';
import { useSiteForm } from '../forms/useSiteForm.js';
import { Alert, Button, Container, Hero, SuccessPanel } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthLauncher } from '../app/auth/AuthProvider.js';
import { EmailVerificationNotice } from '../app/auth/EmailVerificationNotice.js';
import { refreshEmailVerified } from '../app/auth/emailVerification.js';
import { authText } from '../content/auth.js';
import { emailVerificationText } from '../content/email-verification.js';
import { SubmissionForm } from '../forms/SubmissionForm.js';
import { api } from '../lib/api.js';
import { formWords } from '../forms/formWords.en.js';
import { languageRules } from '../forms/languageRules.js';

// In the page's language: the words the server answers a confirmation from this page with.
const verifyRules = languageRules((schemas) => schemas.verifyEmailSchema, 'verifyEmail');

/**
 * The page the confirmation e-mail links to: /verify-email?token=…. As /reset-password, it is
 * prerendered without a token, reads the token after hydration and sends it in a POST body (never
 * in a URL the server logs). The visitor presses a button: a mail scanner that opens the link
 * confirms nothing. Without a token it explains where the link is, and a signed-in visitor whose
 * address is not confirmed can send the link again from here.
 */
export default function VerifyEmailPage() {
  const text = emailVerificationText.page;
  const [searchParams] = useSearchParams();
  const auth = useAuthLauncher();
  const session = useSession();
  // undefined: not read yet (the prerendered page); '': the link had no token.
  const [token, setToken] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);

  const form = useSiteForm({
    formId: 'verify-email',
    schema: verifyRules,
    initialValues: { token: '' },
    submit: ({ token: linkToken }, { idempotencyKey }) =>
      api.auth.verifyEmail({ token: linkToken }, { idempotencyKey }),
    fallbackError: formWords.fallback.auth,
    draft: false,
    onSuccess: () => {
      setDone(true);
      // The header's reminder goes away if the signed-in account is the one just confirmed.
      void refreshEmailVerified(session.token);
    },
  });
  const { setValue } = form;

  useEffect(() => {
    const fromLink = searchParams.get('token')?.trim() ?? '';
    setToken(fromLink);
    setValue('token', fromLink);
  }, [searchParams, setValue]);

  const openSignIn = (event: { currentTarget: HTMLElement }) => auth.open('signin', event.currentTarget);
  // What a visitor can do when the link is missing or did not work: sign in, or send a new link.
  const nextSteps = session.isSignedIn ? (
    <EmailVerificationNotice className="site-policy-actions" />
  ) : (
    <p className="site-policy-actions">
      {text.signInPrompt} <Button onClick={openSignIn}>{authText.signIn.title}</Button>
    </p>
  );

  // The prerendered page, until the link's token is read: what to do if that never happens.
  let body = <p className="site-needs-scripts">{text.needsScripts}</p>;
  if (done) {
    body = (
      <SuccessPanel title={text.successTitle} message={form.successMessage ?? undefined}>
        <p>{text.successDetails}</p>
      </SuccessPanel>
    );
  } else if (token === '') {
    body = (
      <>
        <Alert variant="info">{text.missingToken}</Alert>
        {nextSteps}
      </>
    );
  } else if (token !== undefined) {
    body = (
      <>
        <SubmissionForm
          form={form}
          label={text.title}
          submitLabel={text.submitLabel}
          busyLabel={text.busyLabel}
          successTitle={text.successTitle}
          // Never shown: the token works once, so after a success the page shows its own panel (`done`).
          againLabel={text.submitLabel}
          headingLevel={2}
        >
          {null}
        </SubmissionForm>
        {form.status === 'failed' ? nextSteps : null}
      </>
    );
  }

  return (
    <>
      <Hero title={text.title} lead={text.intro} />
      <Container size="narrow" className="site-policy">
        {body}
      </Container>
    </>
  );
}
