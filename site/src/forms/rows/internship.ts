import { internshipAreaOptions } from '@inclusion/forms';
import { formWords, optionsOf } from '../formWords.en.js';
import type { internPage } from '../../content/intern.js';
import { api } from '../../lib/api.js';
import { selectField } from '../controls/selectField.js';
import { textAreaField } from '../controls/textAreaField.js';
import { rowFor } from '../tableRow.js';
import { email, fullName, mobile } from './personFields.js';

export const internship = rowFor<(typeof internPage)['form']>()({
  formId: 'internship',
  rules: (schemas) => schemas.internshipSchema,
  empty: { fullName: '', email: '', mobile: '', internshipArea: '', education: '', motivation: '' },
  submit: (values, { idempotencyKey }) => api.intern.apply(values, { idempotencyKey }),
  fallbackError: formWords.fallback.internship,
  busyLabel: formWords.busy.submitting,
  successTitle: (text) => text.successTitle,
  fields: [
    fullName,
    email,
    mobile,
    selectField('internshipArea', { required: true, options: optionsOf(internshipAreaOptions) }),
    textAreaField('education', { rows: 3, maxCharacters: 1000 }),
    textAreaField('motivation', { required: true, rows: 5, maxCharacters: 1000 }),
  ],
});
