import { messages } from '../messages.js';
import { apiMessages } from './api-messages.js';

/** The longest note a staff member may add to a record. */
export const noteMaxLength = 5000;

/** The server's words for the fields of the staff's requests (notes, corrections, invites, people). */
export const staffRequestMessages = {
  emailInvalid: 'Enter a valid e-mail address',
  noteRequired: 'Enter the note',
  noteTooLong: apiMessages.tooLong('The note', noteMaxLength),
  fieldsRequired: 'Send the fields to correct, as { "fields": { "<name>": value } }',
  personRequired: messages.staff.personRequired,
  personMobileInvalid: 'Enter a mobile number of 10 digits (a +91 or 0 before them is allowed)',
  formatInvalid: 'Choose the format: json or csv',
  expectedInvalid: 'Send expected: the number of records the search showed, confirmed',
} as const;
