/**
 * What the table's types refuse, checked by the site's typecheck: each `@ts-expect-error` must meet its
 * error, so a change that lets a wrong row through fails `pnpm typecheck`. Nothing imports this file,
 * so no page downloads it.
 */
import { contactSubjectOptions, volunteerExpertiseOptions } from '@inclusion/forms';
import type { collaboratePage } from '../content/collaborate.js';
import { contactPage } from '../content/contact.js';
import type { donatePage } from '../content/donate.js';
import type { internPage } from '../content/intern.js';
import type { newsPage } from '../content/news.js';
import type { volunteerPage } from '../content/volunteer.js';
import { checkboxesField } from './controls/checkboxesField.js';
import { inputField } from './controls/inputField.js';
import { selectField } from './controls/selectField.js';
import { textAreaField } from './controls/textAreaField.js';
import type { FormTable, TableFormId } from './formTable.js';
import type { contactUs } from './rows/contactUs.js';
import type { volunteer } from './rows/volunteer.js';
import { TableForm } from './TableForm.js';
import type { TextOf } from './tableRow.js';

/** Each page's words, by the id of the form it shows. */
interface PageWords {
  contactUs: (typeof contactPage)['form'];
  donation: (typeof donatePage)['form'];
  internship: (typeof internPage)['form'];
  news: (typeof newsPage)['form'];
  partnership: (typeof collaboratePage)['form'];
  volunteer: (typeof volunteerPage)['form'];
}

/** For each form, the ids of the pages whose words it would take. */
type TakesWordsOf = {
  [TFormId in TableFormId]: {
    [TPage in TableFormId]: PageWords[TPage] extends TextOf<FormTable[TFormId]> ? TPage : never;
  }[TableFormId];
};
type Is<TActual extends TExpected, TExpected> = TActual;

/** Every form takes its own page's words and no other page's. */
export type OnlyItsOwnWords = Is<TakesWordsOf, { [TFormId in TableFormId]: TFormId }>;

type ContactFields = (typeof contactUs)['fields'];
type VolunteerFields = (typeof volunteer)['fields'];

export const refusedFields: [ContactFields, ContactFields, ContactFields, ContactFields, VolunteerFields] = [
  // @ts-expect-error: a name the form does not have
  [textAreaField('mesage', { rows: 5, maxCharacters: 1500 })],
  // @ts-expect-error: another form's field
  [inputField('organizationName', { required: true })],
  // @ts-expect-error: a group of checkboxes on a field that holds text
  [checkboxesField('mobile', { options: volunteerExpertiseOptions })],
  // @ts-expect-error: a select on a field that holds a list
  [selectField('expertise', { options: volunteerExpertiseOptions })],
  // @ts-expect-error: another control's setting
  [textAreaField('howToHelp', { rows: 5, maxCharacters: 1000, options: volunteerExpertiseOptions })],
];

export const acceptedFields: ContactFields = [
  selectField('subject', { required: true, options: contactSubjectOptions }),
  textAreaField('message', { rows: 5, maxCharacters: 1500 }),
];

declare const unlistedRow: Omit<FormTable['contactUs'], 'formId'> & { formId: 'unlisted' };

export const unlistedForm = (
  // @ts-expect-error: a row the table does not list
  <TableForm row={unlistedRow} text={contactPage.form} labelledBy="heading" />
);
