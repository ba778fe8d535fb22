import { formWords } from '../forms/formWords.en.js';
import { useSiteForm } from '../forms/useSiteForm.js';
import { Section, TextInput } from '@inclusion/ui';
import { newsletterSection } from '../content/shared.js';
import { SubmissionForm } from '../forms/SubmissionForm.js';
import { api } from '../lib/api.js';
import { languageRules } from '../forms/languageRules.js';
import { Field } from '../forms/Field.js';

const newsletterRules = languageRules((schemas) => schemas.newsletterSchema, 'newsletter');

/** The newsletter sign-up: one e-mail field; then 'Check your inbox' and the server's words (double opt-in), until the visitor moves on. */
export function NewsletterSection({ id = 'newsletter' }: { id?: string }) {
  const form = useSiteForm({
    formId: 'newsletter',
    schema: newsletterRules,
    initialValues: { email: '' },
    submit: (values, { idempotencyKey }) => api.newsletter.subscribe(values, { idempotencyKey }),
    fallbackError: formWords.fallback.newsletter,
    labels: newsletterSection.labels,
  });
  return (
    <Section id={id} title={newsletterSection.title} intro={newsletterSection.intro} tone="default">
      <SubmissionForm
        form={form}
        labelledBy={`${id}-heading`}
        submitLabel={newsletterSection.submitLabel}
        busyLabel={formWords.busy.subscribing}
        successTitle={newsletterSection.successTitle}
        againLabel={newsletterSection.againLabel}
        className="site-form--inline"
      >
        <Field form={form} name="email" required>
          <TextInput type="email" autoComplete="email" {...form.field('email')} />
        </Field>
      </SubmissionForm>
    </Section>
  );
}
