import { formWords } from './formWords.en.js';
import { useSiteForm } from './useSiteForm.js';
import { Section, TextArea } from '@inclusion/ui';
import { aboutPage } from '../content/about.js';
import { api } from '../lib/api.js';
import { languageRules } from './languageRules.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field, PersonFields } from './Field.js';

const joinRules = languageRules((schemas) => schemas.joinSchema, 'join');

const empty = { fullName: '', email: '', mobile: '', howToHelp: '' };

const text = aboutPage.joinMission;

/**
 * The About page's Join Our Mission form: a short volunteer registration, really sent to the volunteer
 * endpoint. The thank-you view appears only when the server accepts it, and stays until the visitor
 * asks for the form again.
 *
 * It is not a row of formTable: it renders its own section and heading, and it turns its answers into
 * a volunteer registration with a payload builder that loads with the rules.
 */
export function JoinMissionForm({ id = 'join-our-mission' }: { id?: string }) {
  const form = useSiteForm({
    formId: 'join',
    schema: joinRules,
    initialValues: empty,
    // The payload builder lives with the schemas, which load on demand (never in the page's first download).
    submit: async (values, context) => {
      const { toVolunteerPayload } = await import('@inclusion/forms/schemas');
      return api.volunteer.register(toVolunteerPayload(values), context);
    },
    fallbackError: formWords.fallback.volunteer,
    labels: text.labels,
  });
  const headingId = `${id}-heading`;
  return (
    <Section id={id} title={text.title} intro={text.intro}>
      <SubmissionForm
        form={form}
        labelledBy={headingId}
        submitLabel={text.submitLabel}
        busyLabel={formWords.busy.submitting}
        successTitle={text.successTitle}
        againLabel={text.againLabel}
      >
        <PersonFields form={form} />
        <Field form={form} name="howToHelp" hint={text.howToHelpHint} required>
          <TextArea rows={5} maxCharacters={1000} {...form.field('howToHelp')} />
        </Field>
      </SubmissionForm>
    </Section>
  );
}
