// Forms posted without JavaScript, read on the server by the same rules, messages and calls as the
// page's script uses. No markup.
export { formPostOf, type ApiClient, type FormPost } from './catalogue.js';
export { runFormPost, valuesFromPost, type FormPostAnswer, type PostedFields } from './run.js';
export type { FormInitialState } from '../hooks/formState.js';
