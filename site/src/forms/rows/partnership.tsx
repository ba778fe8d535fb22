import { areaOfInterestOptions, messages } from '@inclusion/forms';
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
  fallbackError: messages.fallback.partnership,
  busyLabel: messages.busy.processing,
  successTitle: () => messages.successHeading.partnership,
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
    selectField('areaOfInterest', { required: true, options: areaOfInterestOptions }),
    textAreaField('message', { rows: 4, maxCharacters: 2000 }),
  ],
});
