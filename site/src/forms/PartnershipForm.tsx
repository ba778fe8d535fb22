import { areaOfInterestOptions, messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, TextArea, TextInput } from '@inclusion/ui';
import { collaboratePage } from '../content/collaborate.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';

const partnershipRules = lazySchema((schemas) => schemas.partnershipSchema);

const empty = { fullName: '', organizationName: '', email: '', mobile: '', areaOfInterest: '', message: '' };

const text = collaboratePage.form;

/** The partnership request (spec sections 2, 3 and 5); its section's heading names it. */
export function PartnershipForm({ labelledBy }: { labelledBy: string }) {
  const form = useFormSubmission({
    formId: 'partnership',
    schema: partnershipRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.collaborate.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.partnership,
    resetAfterMs: resetDelays.partnership,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={text.submitLabel}
      busyLabel={messages.busy.processing}
      successTitle={messages.successHeading.partnership}
      successDetails={
        <p>
          <strong>{text.nextSteps.title}:</strong> {text.nextSteps.text}
        </p>
      }
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
      <FormField
        label={text.labels.organizationName}
        required
        error={form.errors.organizationName}
        id={form.fieldId('organizationName')}
      >
        <TextInput autoComplete="organization" {...form.field('organizationName')} />
      </FormField>
      <FormField label={text.labels.email} required error={form.errors.email} id={form.fieldId('email')}>
        <TextInput type="email" autoComplete="email" {...form.field('email')} />
      </FormField>
      <FormField label={text.labels.mobile} required error={form.errors.mobile} id={form.fieldId('mobile')}>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
      </FormField>
      <FormField
        label={text.labels.areaOfInterest}
        required
        error={form.errors.areaOfInterest}
        id={form.fieldId('areaOfInterest')}
      >
        <LazySelect
          name="areaOfInterest"
          options={areaOfInterestOptions}
          placeholder={text.placeholders.areaOfInterest}
          value={form.values.areaOfInterest}
          onValueChange={(value) => form.setValue('areaOfInterest', value)}
        />
      </FormField>
      <FormField
        label={text.labels.message}
        hint={text.hints.message}
        error={form.errors.message}
        id={form.fieldId('message')}
      >
        <TextArea rows={4} maxCharacters={2000} {...form.field('message')} />
      </FormField>
    </SubmissionForm>
  );
}
