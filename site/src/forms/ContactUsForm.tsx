import { contactSubjectOptions, messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, TextArea, TextInput } from '@inclusion/ui';
import { contactPage } from '../content/contact.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';

const contactUsRules = lazySchema((schemas) => schemas.contactUsSchema);

const empty = { fullName: '', email: '', mobile: '', subject: '', message: '' };

const text = contactPage.form;

/**
 * The full Contact Us form (spec sections 2, 3 and 5). On success it shows the server's message and
 * the ticket reference, the one reference besides the event registration ID that the site shows.
 */
export function ContactUsForm({ labelledBy }: { labelledBy: string }) {
  const form = useFormSubmission({
    formId: 'contactUs',
    schema: contactUsRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.contactUs.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.contactUs,
    resetAfterMs: resetDelays.contactUs,
    reference: (response) => response.data?.ticketReference,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={text.submitLabel}
      busyLabel={messages.busy.submitting}
      successTitle={messages.successHeading.contactUs}
      referenceLabel={text.referenceLabel}
      successDetails={form.reference ? <p>{text.successDetails}</p> : null}
      headingLevel={3}
    >
      <FormField
        label={text.labels.fullName}
        required
        error={form.errors.fullName}
        id={form.fieldId('fullName')}
      >
        <TextInput autoComplete="name" {...form.field('fullName')} />
      </FormField>
      <FormField label={text.labels.email} required error={form.errors.email} id={form.fieldId('email')}>
        <TextInput type="email" autoComplete="email" {...form.field('email')} />
      </FormField>
      <FormField label={text.labels.mobile} required error={form.errors.mobile} id={form.fieldId('mobile')}>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
      </FormField>
      <FormField
        label={text.labels.subject}
        required
        error={form.errors.subject}
        id={form.fieldId('subject')}
      >
        <LazySelect
          name="subject"
          options={contactSubjectOptions}
          placeholder={text.placeholders.subject}
          value={form.values.subject}
          onValueChange={(value) => form.setValue('subject', value)}
        />
      </FormField>
      <FormField
        label={text.labels.message}
        hint={text.hints.message}
        required
        error={form.errors.message}
        id={form.fieldId('message')}
      >
        <TextArea rows={5} maxCharacters={1500} {...form.field('message')} />
      </FormField>
    </SubmissionForm>
  );
}
