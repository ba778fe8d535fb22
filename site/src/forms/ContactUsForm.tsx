import { contactSubjectOptions, messages } from '@inclusion/forms';
import { useSiteForm } from './useSiteForm.js';
import { TextArea } from '@inclusion/ui';
import { contactPage } from '../content/contact.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field, PersonFields } from './Field.js';

const contactUsRules = lazySchema((schemas) => schemas.contactUsSchema);

const empty = { fullName: '', email: '', mobile: '', subject: '', message: '' };

const text = contactPage.form;

/**
 * The full Contact Us form (spec sections 2, 3 and 5). On success it shows the server's message and
 * the ticket reference, the one reference besides the event registration ID that the site shows.
 */
export function ContactUsForm({ labelledBy }: { labelledBy: string }) {
  const form = useSiteForm({
    formId: 'contactUs',
    schema: contactUsRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.contactUs.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.contactUs,
    labels: text.labels,
    reference: (response) => response.data?.ticketReference,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={text.submitLabel}
      busyLabel={messages.busy.submitting}
      successTitle={messages.successHeading.contactUs}
      againLabel={text.againLabel}
      referenceLabel={text.referenceLabel}
      successDetails={form.reference ? <p>{text.successDetails}</p> : null}
      headingLevel={3}
    >
      <PersonFields form={form} />
      <Field form={form} name="subject" required>
        <LazySelect
          name="subject"
          options={contactSubjectOptions}
          placeholder={text.placeholders.subject}
          value={form.values.subject}
          onValueChange={(value) => form.setValue('subject', value)}
        />
      </Field>
      <Field form={form} name="message" hint={text.hints.message} required>
        <TextArea rows={5} maxCharacters={1500} {...form.field('message')} />
      </Field>
    </SubmissionForm>
  );
}
