import { donationTypeOptions } from '@inclusion/forms';
import { formWords, optionsOf } from '../formWords.en.js';
import type { donatePage } from '../../content/donate.js';
import { api } from '../../lib/api.js';
import { inputField } from '../controls/inputField.js';
import { selectField } from '../controls/selectField.js';
import { textAreaField } from '../controls/textAreaField.js';
import { rowFor } from '../tableRow.js';
import { email, fullName, mobile } from './personFields.js';

/** It records an intention only: staff e-mail the payment details afterwards. */
export const donation = rowFor<(typeof donatePage)['form']>()({
  formId: 'donation',
  rules: (schemas) => schemas.donationSchema,
  // The amount is typed as text; the rules turn it into the number that is sent (in rupees).
  empty: { fullName: '', email: '', mobile: '', donationAmount: '', donationType: '', message: '' },
  submit: (values, { idempotencyKey }) => api.donation.submit(values, { idempotencyKey }),
  fallbackError: formWords.fallback.donation,
  busyLabel: formWords.busy.submitting,
  successTitle: (text) => text.successTitle,
  successDetails: (text) => <p>{text.successDetails}</p>,
  fields: [
    fullName,
    email,
    mobile,
    inputField('donationAmount', {
      required: true,
      inputMode: 'decimal',
      autoComplete: 'off',
      width: 'medium',
    }),
    selectField('donationType', { required: true, options: optionsOf(donationTypeOptions) }),
    textAreaField('message', { rows: 4, maxCharacters: 1000 }),
  ],
});
