import { messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { Section, TextArea } from '@inclusion/ui';
import { contactSection } from '../content/shared.js';
import { SubmissionForm } from '../forms/SubmissionForm.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { Field, PersonFields } from '../forms/Field.js';

const contactRules = lazySchema((schemas) => schemas.contactSchema);

const empty = { fullName: '', email: '', mobile: '', message: '' };

/** The short contact form that most pages end with (spec: "Get in Touch"). */
export function ContactSection({ id = 'contact-section' }: { id?: string }) {
  const form = useFormSubmission({
    formId: 'contact',
    schema: contactRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.contact.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.contact,
    resetAfterMs: resetDelays.contact,
  });
  // Section names its heading `${id}-heading`; the form takes its name from it.
  const headingId = `${id}-heading`;
  return (
    <Section id={id} title={contactSection.title} intro={contactSection.intro} tone="muted">
      <SubmissionForm
        form={form}
        labelledBy={headingId}
        submitLabel={contactSection.submitLabel}
        busyLabel={messages.busy.sendingMessage}
        successTitle={contactSection.successTitle}
      >
        <PersonFields form={form} labels={contactSection.labels} />
        <Field form={form} name="message" label={contactSection.labels.message} required>
          <TextArea rows={5} maxCharacters={1000} {...form.field('message')} />
        </Field>
      </SubmissionForm>
    </Section>
  );
}
