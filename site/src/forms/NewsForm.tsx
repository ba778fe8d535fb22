import { messages, resetDelays } from '@inclusion/forms';
import { useFormSubmission } from '@inclusion/forms/react';
import { FormField, TextArea, TextInput } from '@inclusion/ui';
import { newsPage } from '../content/news.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { SubmissionForm } from './SubmissionForm.js';

const newsRules = lazySchema((schemas) => schemas.newsSchema);

const empty = { fullName: '', email: '', newsUpdate: '' };

const text = newsPage.form;

/** 'Have News to Share?' (spec sections 2, 3 and 5); its section's heading names it. */
export function NewsForm({ labelledBy }: { labelledBy: string }) {
  const form = useFormSubmission({
    formId: 'news',
    schema: newsRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.news.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.news,
    resetAfterMs: resetDelays.news,
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
      <FormField
        label={text.labels.newsUpdate}
        hint={text.hints.newsUpdate}
        required
        error={form.errors.newsUpdate}
        id={form.fieldId('newsUpdate')}
      >
        <TextArea rows={6} maxCharacters={2000} {...form.field('newsUpdate')} />
      </FormField>
    </SubmissionForm>
  );
}
