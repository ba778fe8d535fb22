import { messages, volunteerExpertiseOptions } from '@inclusion/forms';
import { useSiteForm } from './useSiteForm.js';
import { CheckboxGroup, TextArea } from '@inclusion/ui';
import { volunteerPage } from '../content/volunteer.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field, PersonFields } from './Field.js';

const volunteerRules = lazySchema((schemas) => schemas.volunteerSchema);

const empty = { fullName: '', email: '', mobile: '', expertise: [] as string[], howToHelp: '', message: '' };

const text = volunteerPage.form;

/** The volunteer registration (spec sections 2, 3 and 5); its section's heading names it. */
export function VolunteerForm({ labelledBy }: { labelledBy: string }) {
  const form = useSiteForm({
    formId: 'volunteer',
    schema: volunteerRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.volunteer.register(values, { idempotencyKey }),
    fallbackError: messages.fallback.volunteer,
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
      <CheckboxGroup
        legend={form.labelOf('expertise')}
        hint={text.hints.expertise}
        name="expertise"
        options={volunteerExpertiseOptions}
        value={form.values.expertise}
        onValueChange={(chosen) => form.setValue('expertise', chosen)}
        error={form.errors.expertise}
        id={form.fieldId('expertise')}
      />
      <Field form={form} name="howToHelp" hint={text.hints.howToHelp} required>
        <TextArea rows={5} maxCharacters={1000} {...form.field('howToHelp')} />
      </Field>
      <Field form={form} name="message">
        <TextArea rows={4} maxCharacters={500} {...form.field('message')} />
      </Field>
    </SubmissionForm>
  );
}
