import { areaOfInterestOptions } from '@inclusion/forms';
import { formWords, optionsOf } from '../formWords.en.js';
import type { collaboratePage } from '../../content/collaborate.js';
import { api } from '../../lib/api.js';
import { inputField } from '../controls/inputField.js';
import { selectField } from '../controls/selectField.js';
import { textAreaField } from '../controls/textAreaField.js';
import { rowFor } from '../tableRow.js';
import { email, fullName, mobile } from './personFields.js';

export const partnership = rowFor<(typeof collaboratePage)['form']>()({
  formId: 'partnership',
  rules: (schemas) => schemas.partnershipSchema,
  empty: { fullName: '', organizationName: '', email: '', mobile: '', areaOfInterest: '', message: '' },
  submit: (values, { idempotencyKey }) => api.collaborate.submit(values, { idempotencyKey }),
  fallbackError: formWords.fallback.partnership,
  busyLabel: formWords.busy.processing,
  successTitle: () => formWords.successHeading.partnership,
  successDetails: (text) => (
    <p>
      <strong>{text.nextSteps.title}:</strong> {text.nextSteps.text}
    </p>
  ),
  fields: [
    fullName,
    inputField('organizationName', { required: true, autoComplete: 'organization' }),
    email,
    mobile,
    selectField('areaOfInterest', { required: true, options: optionsOf(areaOfInterestOptions) }),
    textAreaField('message', { rows: 4, maxCharacters: 2000 }),
  ],
});
