import { messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, Section, TextArea, TextInput } from '@inclusion/ui';
import { contactSection } from '../content/shared.js';
import { SubmissionForm } from '../forms/SubmissionForm.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';

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
        <FormField
          label={contactSection.labels.fullName}
          required
          error={form.errors.fullName}
          id={form.fieldId('fullName')}
        >
          <TextInput autoComplete="name" {...form.field('fullName')} />
        </FormField>
        <FormField
          label={contactSection.labels.email}
          required
          error={form.errors.email}
          id={form.fieldId('email')}
        >
          <TextInput type="email" autoComplete="email" {...form.field('email')} />
        </FormField>
        <FormField
          label={contactSection.labels.mobile}
          required
          error={form.errors.mobile}
          id={form.fieldId('mobile')}
        >
          <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
        </FormField>
        <FormField
          label={contactSection.labels.message}
          required
          error={form.errors.message}
          id={form.fieldId('message')}
        >
          <TextArea rows={5} maxCharacters={1000} {...form.field('message')} />
        </FormField>
      </SubmissionForm>
    </Section>
  );
}
