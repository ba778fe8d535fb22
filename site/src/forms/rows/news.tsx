import { formWords } from '../formWords.en.js';
import type { newsPage } from '../../content/news.js';
import { api } from '../../lib/api.js';
import { textAreaField } from '../controls/textAreaField.js';
import { rowFor } from '../tableRow.js';
import { email, fullName } from './personFields.js';

/** 'Have News to Share?'. */
export const news = rowFor<(typeof newsPage)['form']>()({
  formId: 'news',
  rules: (schemas) => schemas.newsSchema,
  empty: { fullName: '', email: '', newsUpdate: '' },
  submit: (values, { idempotencyKey }) => api.news.submit(values, { idempotencyKey }),
  fallbackError: formWords.fallback.news,
  busyLabel: formWords.busy.submitting,
  successTitle: (text) => text.successTitle,
  successDetails: (text) => <p>{text.successDetails}</p>,
  fields: [fullName, email, textAreaField('newsUpdate', { required: true, rows: 6, maxCharacters: 2000 })],
});
