import { internshipAreaOptions, messages } from '@inclusion/forms';
import { useSiteForm } from './useSiteForm.js';
import { TextArea } from '@inclusion/ui';
import { internPage } from '../content/intern.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field, PersonFields } from './Field.js';

const internshipRules = lazySchema((schemas) => schemas.internshipSchema);

const empty = { fullName: '', email: '', mobile: '', internshipArea: '', education: '', motivation: '' };

const text = internPage.form;

/** The internship application (spec sections 2, 3 and 5); its section's heading names it. */
export function InternshipForm({ labelledBy }: { labelledBy: string }) {
  const form = useSiteForm({
    formId: 'internship',
    schema: internshipRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.intern.apply(values, { idempotencyKey }),
    fallbackError: messages.fallback.internship,
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
      headingLevel={3}
    >
      <PersonFields form={form} />
      <Field form={form} name="internshipArea" required>
        <LazySelect
          name="internshipArea"
          options={internshipAreaOptions}
          placeholder={text.placeholders.internshipArea}
          value={form.values.internshipArea}
          onValueChange={(value) => form.setValue('internshipArea', value)}
        />
      </Field>
      <Field form={form} name="education" hint={text.hints.education}>
        <TextArea rows={3} maxCharacters={1000} {...form.field('education')} />
      </Field>
      <Field form={form} name="motivation" hint={text.hints.motivation} required>
        <TextArea rows={5} maxCharacters={1000} {...form.field('motivation')} />
      </Field>
    </SubmissionForm>
  );
}
