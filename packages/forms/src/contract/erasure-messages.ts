import { apiMessages } from './api-messages.js';

/** The longest text of a data request's identity check or outcome. */
export const dataRequestTextMax = 1000;

/**
 * The server's words for erasure, the data-request log and a correction across a person's records:
 * the answers' messages and the messages of their requests' fields.
 */
export const erasureMessages = {
  requestKindInvalid: 'Choose the kind of request: access, correction or erasure',
  dayInvalid: (label: string) => `Enter ${label} as a date, such as 2026-11-28`,
  receivedInFuture: 'The date received cannot be after today',
  dueBeforeReceived: 'The deadline cannot be before the date received',
  identityCheckRequired: 'Say how the person’s identity was checked',
  identityCheckTooLong: apiMessages.tooLong('How identity was checked', dataRequestTextMax),
  outcomeRequired: 'Say what was done',
  outcomeTooLong: apiMessages.tooLong('The outcome', dataRequestTextMax),
  noPersonalData:
    'Leave out e-mail addresses and phone numbers: the log names records by their reference only',
  alreadyCompleted: 'This request is already completed. Nothing was changed.',
  recorded: 'The request is recorded in the data-request log.',
  completed: 'The request is marked completed.',
  personSending:
    'A mail to or about this person is being sent at this moment, so nothing was erased. Try again in a minute.',
  personErased:
    'The person’s records, rows and mail files are deleted from the server. Copies outside the server are listed with the answer.',
  correctionFieldInvalid: 'Choose the field to correct: fullName, email or mobile',
  correctionValueRequired: 'Enter the corrected value',
  correctionChanged:
    'The records of this person changed since the search, so nothing was corrected. Search again, check the count, and confirm again.',
  correctionNothing: 'Every record of this person already holds this value: nothing was changed.',
  personCorrected: (count: number) => `${count} ${count === 1 ? 'record' : 'records'} corrected.`,
  personCorrectionPreview: (count: number) =>
    `${count} ${count === 1 ? 'record holds' : 'records hold'} another value. Nothing is changed until you confirm.`,
} as const;
