import { areaOfInterestOptions, messages } from '@inclusion/forms';
import { useSiteForm } from './useSiteForm.js';
import { TextArea, TextInput } from '@inclusion/ui';
import { collaboratePage } from '../content/collaborate.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field } from './Field.js';

const partnershipRules = lazySchema((schemas) => schemas.partnershipSchema);

const empty = { fullName: '', organizationName: '', email: '', mobile: '', areaOfInterest: '', message: '' };

const text = collaboratePage.form;

/** The partnership request (spec sections 2, 3 and 5); its section's heading names it. */
export function PartnershipForm({ labelledBy }: { labelledBy: string }) {
  const form = useSiteForm({
    formId: 'partnership',
    schema: partnershipRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.collaborate.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.partnership,
    labels: text.labels,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={text.submitLabel}
      busyLabel={messages.busy.processing}
      successTitle={messages.successHeading.partnership}
      againLabel={text.againLabel}
      successDetails={
        <p>
          <strong>{text.nextSteps.title}:</strong> {text.nextSteps.text}
        </p>
      }
      headingLevel={3}
    >
      <Field form={form} name="fullName" required>
        <TextInput autoComplete="name" {...form.field('fullName')} />
      </Field>
      <Field form={form} name="organizationName" required>
        <TextInput autoComplete="organization" {...form.field('organizationName')} />
      </Field>
      <Field form={form} name="email" required>
        <TextInput type="email" autoComplete="email" {...form.field('email')} />
      </Field>
      <Field form={form} name="mobile" required>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.field('mobile')} />
      </Field>
      <Field form={form} name="areaOfInterest" required>
        <LazySelect
          name="areaOfInterest"
          options={areaOfInterestOptions}
          placeholder={text.placeholders.areaOfInterest}
          value={form.values.areaOfInterest}
          onValueChange={(value) => form.setValue('areaOfInterest', value)}
        />
      </Field>
      <Field form={form} name="message" hint={text.hints.message}>
        <TextArea rows={4} maxCharacters={2000} {...form.field('message')} />
      </Field>
    </SubmissionForm>
  );
}
