import { messages } from '@inclusion/forms';
import { useSiteForm } from './useSiteForm.js';
import { TextArea, TextInput } from '@inclusion/ui';
import { newsPage } from '../content/news.js';
import { api } from '../lib/api.js';
import { lazySchema } from '../lib/schemas.js';
import { SubmissionForm } from './SubmissionForm.js';
import { Field } from './Field.js';

const newsRules = lazySchema((schemas) => schemas.newsSchema);

const empty = { fullName: '', email: '', newsUpdate: '' };

const text = newsPage.form;

/** 'Have News to Share?' (spec sections 2, 3 and 5); its section's heading names it. */
export function NewsForm({ labelledBy }: { labelledBy: string }) {
  const form = useSiteForm({
    formId: 'news',
    schema: newsRules,
    initialValues: empty,
    submit: (values, { idempotencyKey }) => api.news.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.news,
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
      successDetails={<p>{text.successDetails}</p>}
      headingLevel={3}
    >
      <Field form={form} name="fullName" required>
        <TextInput autoComplete="name" {...form.field('fullName')} />
      </Field>
      <Field form={form} name="email" required>
        <TextInput type="email" autoComplete="email" {...form.field('email')} />
      </Field>
      <Field form={form} name="newsUpdate" hint={text.hints.newsUpdate} required>
        <TextArea rows={6} maxCharacters={2000} {...form.field('newsUpdate')} />
      </Field>
    </SubmissionForm>
  );
}
