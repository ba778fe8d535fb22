import { donationTypeOptions, messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, TextArea, TextInput } from '@inclusion/ui';
import { donatePage } from '../content/donate.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';

const donationRules = lazySchema((schemas) => schemas.donationSchema);

// The amount is typed as text; the rules turn it into the number that is sent (in rupees).
const empty = { fullName: '', email: '', mobile: '', donationAmount: '', donationType: '', message: '' };

const text = donatePage.form;

/**
 * The donation form (spec sections 2, 3 and 5). It records an intention only: staff e-mail the
 * payment details afterwards. Its section's heading names it.
 */
export function DonationForm({ labelledBy }: { labelledBy: string }) {
  const form = useFormSubmission({
    formId: 'donation',
    schema: donationRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.donation.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.donation,
    resetAfterMs: resetDelays.donation,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={text.submitLabel}
      busyLabel={messages.busy.submitting}
      successTitle={text.successTitle}
      successDetails={<p>{text.successDetails}</p>}
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
        label={text.labels.donationAmount}
        hint={text.hints.donationAmount}
        required
        error={form.errors.donationAmount}
        id={form.fieldId('donationAmount')}
      >
        <TextInput inputMode="decimal" autoComplete="off" width="medium" {...form.field('donationAmount')} />
      </FormField>
      <FormField
        label={text.labels.donationType}
        required
        error={form.errors.donationType}
        id={form.fieldId('donationType')}
      >
        <LazySelect
          name="donationType"
          options={donationTypeOptions}
          placeholder={text.placeholders.donationType}
          value={form.values.donationType}
          onValueChange={(value) => form.setValue('donationType', value)}
        />
      </FormField>
      <FormField
        label={text.labels.message}
        hint={text.hints.message}
        error={form.errors.message}
        id={form.fieldId('message')}
      >
        <TextArea rows={4} maxCharacters={1000} {...form.field('message')} />
      </FormField>
    </SubmissionForm>
  );
}
