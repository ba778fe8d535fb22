import { contactSubjectOptions } from '@inclusion/forms';
import { formWords, optionsOf } from '../formWords.en.js';
import type { contactPage } from '../../content/contact.js';
import { api } from '../../lib/api.js';
import { selectField } from '../controls/selectField.js';
import { textAreaField } from '../controls/textAreaField.js';
import { rowFor } from '../tableRow.js';
import { email, fullName, mobile } from './personFields.js';

/** On success it shows the ticket reference, the one reference besides the event registration ID the site shows. */
export const contactUs = rowFor<(typeof contactPage)['form']>()({
  formId: 'contactUs',
  rules: (schemas) => schemas.contactUsSchema,
  empty: { fullName: '', email: '', mobile: '', subject: '', message: '' },
  submit: (values, { idempotencyKey }) => api.contactUs.submit(values, { idempotencyKey }),
  fallbackError: formWords.fallback.contactUs,
  busyLabel: formWords.busy.submitting,
  successTitle: () => formWords.successHeading.contactUs,
  reference: (response) => response.data?.ticketReference,
  successDetails: (text, reference) => (reference ? <p>{text.successDetails}</p> : null),
  fields: [
    fullName,
    email,
    mobile,
    selectField('subject', { required: true, options: optionsOf(contactSubjectOptions) }),
    textAreaField('message', { required: true, rows: 5, maxCharacters: 1500 }),
  ],
});
