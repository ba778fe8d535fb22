import { messages, resetDelays, volunteerExpertiseOptions } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { CheckboxGroup, FormField, TextArea, TextInput } from '@inclusion/ui';
import { volunteerPage } from '../content/volunteer.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { SubmissionForm } from './SubmissionForm.js';

const volunteerRules = lazySchema((schemas) => schemas.volunteerSchema);

const empty = { fullName: '', email: '', mobile: '', expertise: [] as string[], howToHelp: '', message: '' };

const text = volunteerPage.form;

/** The volunteer registration (spec sections 2, 3 and 5); its section's heading names it. */
export function VolunteerForm({ labelledBy }: { labelledBy: string }) {
  const form = useFormSubmission({
    formId: 'volunteer',
    schema: volunteerRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.volunteer.register(values, { idempotencyKey }),
    fallbackError: messages.fallback.volunteer,
    resetAfterMs: resetDelays.volunteer,
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
      <CheckboxGroup
        legend={text.labels.expertise}
        hint={text.hints.expertise}
        name="expertise"
        options={volunteerExpertiseOptions}
        value={form.values.expertise}
        onValueChange={(chosen) => form.setValue('expertise', chosen)}
        error={form.errors.expertise}
        id={form.fieldId('expertise')}
      />
      <FormField
        label={text.labels.howToHelp}
        hint={text.hints.howToHelp}
        required
        error={form.errors.howToHelp}
        id={form.fieldId('howToHelp')}
      >
        <TextArea rows={5} maxCharacters={1000} {...form.field('howToHelp')} />
      </FormField>
      <FormField label={text.labels.message} error={form.errors.message} id={form.fieldId('message')}>
        <TextArea rows={4} maxCharacters={500} {...form.field('message')} />
      </FormField>
    </SubmissionForm>
  );
}
