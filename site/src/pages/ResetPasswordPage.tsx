import { useSiteForm } from '../forms/useSiteForm.js';
import { Alert, Button, Container, Hero, SuccessPanel, TextInput } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthLauncher } from '../app/auth/AuthProvider.js';
import { authText } from '../content/auth.js';
import { SubmissionForm } from '../forms/SubmissionForm.js';
import { api } from '../lib/api.js';
import { formWords } from '../forms/formWords.en.js';
import { languageRules } from '../forms/languageRules.js';
import { Field } from '../forms/Field.js';

// In the page's language: the words the server answers a reset from this page with.
const resetRules = languageRules((schemas) => schemas.resetPasswordSchema, 'resetPassword');

const empty = { token: '', password: '', confirmPassword: '' };

/**
 * The page the password reset e-mail links to: /reset-password?token=…. The page is prerendered
 * without a token, so the token is read after hydration; until then the page shows only its heading
 * and intro, the same markup the server sent. Without a token it explains how to get a new link.
 */
export default function ResetPasswordPage() {
  const text = authText.reset;
  const [searchParams] = useSearchParams();
  const auth = useAuthLauncher();
  // undefined: not read yet (the prerendered page); '' : the link had no token.
  const [token, setToken] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);

  const form = useSiteForm({
    formId: 'reset-password',
    schema: resetRules,
    initialValues: empty,
    submit: ({ token: resetToken, password }, { idempotencyKey }) =>
      api.auth.resetPassword({ token: resetToken, password }, { idempotencyKey }),
    fallbackError: formWords.fallback.auth,
    labels: text.labels,
    // The token works once: after a success the page keeps its own thank-you panel (see `done`), and
    // the passwords leave memory at once.
    emptyOnSuccess: true,
    // Passwords and the token are never kept in storage.
    draft: false,
    onSuccess: () => setDone(true),
  });
  const { setValue } = form;

  useEffect(() => {
    const fromLink = searchParams.get('token')?.trim() ?? '';
    setToken(fromLink);
    setValue('token', fromLink);
  }, [searchParams, setValue]);

  const openSignIn = (event: { currentTarget: HTMLElement }) => auth.open('signin', event.currentTarget);

  // The prerendered page, until the link's token is read: what to do if that never happens.
  let body = <p className="site-needs-scripts">{text.needsScripts}</p>;
  if (done) {
    body = (
      <SuccessPanel
        title={text.successTitle}
        message={text.successDetails}
        action={<Button onClick={openSignIn}>{authText.signIn.title}</Button>}
      />
    );
  } else if (token === '') {
    body = (
      <>
        <Alert variant="info">{text.missingToken}</Alert>
        <p className="site-policy-actions">
          <Button onClick={openSignIn}>{authText.signIn.title}</Button>
        </p>
      </>
    );
  } else if (token !== undefined) {
    body = (
      <SubmissionForm
        form={form}
        label={text.title}
        submitLabel={text.submitLabel}
        busyLabel={formWords.busy.processing}
        successTitle={text.successTitle}
        againLabel={text.title}
        headingLevel={2}
      >
        <Field form={form} name="password" hint={authText.register.passwordHint} required>
          <TextInput type="password" autoComplete="new-password" {...form.field('password')} />
        </Field>
        <Field form={form} name="confirmPassword" required>
          <TextInput type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        </Field>
      </SubmissionForm>
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
