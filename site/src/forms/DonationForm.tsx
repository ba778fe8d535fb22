import { donationTypeOptions, messages } from '@inclusion/forms';
import { useSiteForm } from './useSiteForm.js';
import { TextArea, TextInput } from '@inclusion/ui';
import { donatePage } from '../content/donate.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field, PersonFields } from './Field.js';

const donationRules = lazySchema((schemas) => schemas.donationSchema);

// The amount is typed as text; the rules turn it into the number that is sent (in rupees).
const empty = { fullName: '', email: '', mobile: '', donationAmount: '', donationType: '', message: '' };

const text = donatePage.form;

/**
 * The donation form (spec sections 2, 3 and 5). It records an intention only: staff e-mail the
 * payment details afterwards. Its section's heading names it.
 */
export function DonationForm({ labelledBy }: { labelledBy: string }) {
  const form = useSiteForm({
    formId: 'donation',
    schema: donationRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.donation.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.donation,
    labels: text.labels,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={text.submitLabel}
      busyLabel={messages.busy.submitting}
      successTitle={text.successTitle}
      againLabel={text.againLabel}
      successDetails={<p>{text.successDetails}</p>}
      headingLevel={3}
    >
      <PersonFields form={form} />
      <Field form={form} name="donationAmount" hint={text.hints.donationAmount} required>
        <TextInput inputMode="decimal" autoComplete="off" width="medium" {...form.field('donationAmount')} />
      </Field>
      <Field form={form} name="donationType" required>
        <LazySelect
          name="donationType"
          options={donationTypeOptions}
          placeholder={text.placeholders.donationType}
          value={form.values.donationType}
          onValueChange={(value) => form.setValue('donationType', value)}
        />
      </Field>
      <Field form={form} name="message" hint={text.hints.message}>
        <TextArea rows={4} maxCharacters={1000} {...form.field('message')} />
      </Field>
    </SubmissionForm>
  );
}
