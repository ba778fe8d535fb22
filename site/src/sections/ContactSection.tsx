import { formWords } from '../forms/formWords.en.js';
import { useSiteForm } from '../forms/useSiteForm.js';
import { Section, TextArea } from '@inclusion/ui';
import { contactSection } from '../content/shared.js';
import { SubmissionForm } from '../forms/SubmissionForm.js';
import { api } from '../lib/api.js';
import { languageRules } from '../forms/languageRules.js';
import { Field, PersonFields } from '../forms/Field.js';

const contactRules = languageRules((schemas) => schemas.contactSchema, 'contact');

const empty = { fullName: '', email: '', mobile: '', message: '' };

/** The short contact form that most pages end with (spec: "Get in Touch"). */
export function ContactSection({ id = 'contact-section' }: { id?: string }) {
  const form = useSiteForm({
    formId: 'contact',
    schema: contactRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.contact.submit(values, { idempotencyKey }),
    fallbackError: formWords.fallback.contact,
    labels: contactSection.labels,
  });
  // Section names its heading `${id}-heading`; the form takes its name from it.
  const headingId = `${id}-heading`;
  return (
    <Section id={id} title={contactSection.title} intro={contactSection.intro} tone="muted">
      <SubmissionForm
        form={form}
        labelledBy={headingId}
        submitLabel={contactSection.submitLabel}
        busyLabel={formWords.busy.sendingMessage}
        successTitle={contactSection.successTitle}
        againLabel={contactSection.againLabel}
      >
        <PersonFields form={form} />
        <Field form={form} name="message" required>
          <TextArea rows={5} maxCharacters={1000} {...form.field('message')} />
        </Field>
      </SubmissionForm>
    </Section>
  );
}
