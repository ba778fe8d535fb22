import { volunteerExpertiseOptions } from '@inclusion/forms';
import { formWords, optionsOf } from '../formWords.en.js';
import type { volunteerPage } from '../../content/volunteer.js';
import { api } from '../../lib/api.js';
import { checkboxesField } from '../controls/checkboxesField.js';
import { textAreaField } from '../controls/textAreaField.js';
import { rowFor } from '../tableRow.js';
import { email, fullName, mobile } from './personFields.js';

export const volunteer = rowFor<(typeof volunteerPage)['form']>()({
  formId: 'volunteer',
  rules: (schemas) => schemas.volunteerSchema,
  empty: { fullName: '', email: '', mobile: '', expertise: [] as string[], howToHelp: '', message: '' },
  submit: (values, { idempotencyKey }) => api.volunteer.register(values, { idempotencyKey }),
  fallbackError: formWords.fallback.volunteer,
  busyLabel: formWords.busy.submitting,
  successTitle: (text) => text.successTitle,
  fields: [
    fullName,
    email,
    mobile,
    checkboxesField('expertise', { options: optionsOf(volunteerExpertiseOptions) }),
    textAreaField('howToHelp', { required: true, rows: 5, maxCharacters: 1000 }),
    textAreaField('message', { rows: 4, maxCharacters: 500 }),
  ],
});
