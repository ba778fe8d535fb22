import { inputField } from '../controls/inputField.js';

/** Full name, e-mail and mobile: the fields most table forms start with (spec section 5, "common"). */
export const fullName = inputField('fullName', { required: true, autoComplete: 'name' });
export const email = inputField('email', { required: true, type: 'email', autoComplete: 'email' });
export const mobile = inputField('mobile', {
  required: true,
  type: 'tel',
  autoComplete: 'tel',
  inputMode: 'tel',
});
