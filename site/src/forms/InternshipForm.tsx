import { internshipAreaOptions, messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, TextArea, TextInput } from '@inclusion/ui';
import { internPage } from '../content/intern.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';

const internshipRules = lazySchema((schemas) => schemas.internshipSchema);

const empty = { fullName: '', email: '', mobile: '', internshipArea: '', education: '', motivation: '' };

const text = internPage.form;

/** The internship application (spec sections 2, 3 and 5); its section's heading names it. */
export function InternshipForm({ labelledBy }: { labelledBy: string }) {
  const form = useFormSubmission({
    formId: 'internship',
    schema: internshipRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.intern.apply(values, { idempotencyKey }),
    fallbackError: messages.fallback.internship,
    resetAfterMs: resetDelays.internship,
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
        label={text.labels.internshipArea}
        required
        error={form.errors.internshipArea}
        id={form.fieldId('internshipArea')}
      >
        <LazySelect
          name="internshipArea"
          options={internshipAreaOptions}
          placeholder={text.placeholders.internshipArea}
          value={form.values.internshipArea}
          onValueChange={(value) => form.setValue('internshipArea', value)}
        />
      </FormField>
      <FormField
        label={text.labels.education}
        hint={text.hints.education}
        error={form.errors.education}
        id={form.fieldId('education')}
      >
        <TextArea rows={3} maxCharacters={1000} {...form.field('education')} />
      </FormField>
      <FormField
        label={text.labels.motivation}
        hint={text.hints.motivation}
        required
        error={form.errors.motivation}
        id={form.fieldId('motivation')}
      >
        <TextArea rows={5} maxCharacters={1000} {...form.field('motivation')} />
      </FormField>
    </SubmissionForm>
  );
}
