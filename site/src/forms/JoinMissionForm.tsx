import { messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, Section, TextArea, TextInput } from '@inclusion/ui';
import { aboutPage } from '../content/about.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { SubmissionForm } from './SubmissionForm.js';

const joinRules = lazySchema((schemas) => schemas.joinSchema);

const empty = { fullName: '', email: '', mobile: '', howToHelp: '' };

const text = aboutPage.joinMission;

/**
 * The About page's Join Our Mission form: a short volunteer registration, really sent to the volunteer
 * endpoint. The thank-you view appears only when the server accepts it, and stays for `resetDelays.join`.
 */
export function JoinMissionForm({ id = 'join-our-mission' }: { id?: string }) {
  const form = useFormSubmission({
    formId: 'join',
    schema: joinRules,
    initialValues: empty,
    // The payload builder lives with the schemas, which load on demand (never in the page's first download).
    submit: async (values, context) => {
      const { toVolunteerPayload } = await import('@inclusion/forms/schemas');
      return api.volunteer.register(toVolunteerPayload(values), context);
    },
    fallbackError: messages.fallback.volunteer,
    resetAfterMs: resetDelays.join,
  });
  const headingId = `${id}-heading`;
  return (
    <Section id={id} title={text.title} intro={text.intro}>
      <SubmissionForm
        form={form}
        labelledBy={headingId}
        submitLabel={text.submitLabel}
        busyLabel={messages.busy.submitting}
        successTitle={text.successTitle}
      >
        <FormField
          label={text.fields.fullName}
          required
          error={form.errors.fullName}
          id={form.fieldId('fullName')}
        >
          <TextInput autoComplete="name" {...form.field('fullName')} />
        </FormField>
        <FormField label={text.fields.email} required error={form.errors.email} id={form.fieldId('email')}>
          <TextInput type="email" autoComplete="email" {...form.field('email')} />
        </FormField>
        <FormField label={text.fields.mobile} required error={form.errors.mobile} id={form.fieldId('mobile')}>
          <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
        </FormField>
        <FormField
          label={text.fields.howToHelp}
          hint={text.howToHelpHint}
          required
          error={form.errors.howToHelp}
          id={form.fieldId('howToHelp')}
        >
          <TextArea rows={5} maxCharacters={1000} {...form.field('howToHelp')} />
        </FormField>
      </SubmissionForm>
    </Section>
  );
}
