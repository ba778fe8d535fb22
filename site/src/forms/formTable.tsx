import {
  areaOfInterestOptions,
  contactSubjectOptions,
  donationTypeOptions,
  internshipAreaOptions,
  messages,
  volunteerExpertiseOptions,
  type ApiResponse,
  type Option,
} from '@inclusion/forms';
import type { FormSchema, SubmitContext } from '@inclusion/forms/react';
import type * as Schemas from '@inclusion/forms/schemas';
import type { TextInputProps } from '@inclusion/ui';
import type { ReactNode } from 'react';
// Types only: each page passes its own words, so no page downloads another page's texts.
import type { collaboratePage } from '../content/collaborate.js';
import type { contactPage } from '../content/contact.js';
import type { donatePage } from '../content/donate.js';
import type { internPage } from '../content/intern.js';
import type { newsPage } from '../content/news.js';
import type { volunteerPage } from '../content/volunteer.js';
import { api } from '../lib/api.js';

/** What every table form reads from its page's content module. */
export interface FormText {
  /** Each field's label, or a group's legend. */
  labels: Record<string, string>;
  /** A field's hint, shown under its label. */
  hints?: Record<string, string>;
  /** A select's text while nothing is chosen. */
  placeholders?: Record<string, string>;
  submitLabel: string;
  againLabel: string;
  /** Shown only by a form that picks a reference from the server's answer. */
  referenceLabel?: string;
}

/** What a table form's fields hold: text, or the values of a group of checkboxes. */
export type TableValues = Record<string, string | string[]>;

/** The names of the fields of `TValues` that hold a `TValue`. */
type NameOf<TValues, TValue> = {
  [K in keyof TValues & string]: TValues[K] extends TValue ? K : never;
}[keyof TValues & string];

/**
 * One field of a table form, in the order the form shows it; a field is optional unless `required`.
 * `TText` names the fields that hold text, `TList` those that hold a list.
 */
export type TableField<TText extends string = string, TList extends string = string> =
  | {
      control: 'input';
      name: TText;
      required?: true;
      input: Pick<TextInputProps, 'type' | 'autoComplete' | 'inputMode' | 'width'>;
    }
  | { control: 'textArea'; name: TText; required?: true; rows: number; maxCharacters: number }
  | { control: 'select'; name: TText; required?: true; options: readonly Option[] }
  | { control: 'checkboxes'; name: TList; options: readonly Option[] };

/**
 * One form of the table. The functions are methods so that a row of any form fits the wide type the
 * component reads it as.
 */
export interface FormRow<
  TText extends FormText,
  TValues extends TableValues,
  TOutput,
  TResponse extends ApiResponse,
> {
  /** Picks the form's rules; they load in their own chunk when the visitor first types (lazySchema). */
  rules(schemas: typeof Schemas): FormSchema<TOutput>;
  /** The empty form, its fields in the order they appear. */
  empty: TValues;
  submit(values: TOutput, context: SubmitContext): Promise<TResponse>;
  fallbackError: string;
  busyLabel: string;
  successTitle(text: TText): string;
  /** Picks the reference the thank-you panel shows under `text.referenceLabel`. */
  reference?(response: TResponse): string | null | undefined;
  /** Shown under the server's message in the thank-you panel. */
  successDetails?(text: TText, reference: string | null): ReactNode;
  fields: readonly TableField<NameOf<TValues, string>, NameOf<TValues, string[]>>[];
}

/** Any row, as `TableForm` reads it. */
export type AnyFormRow = Omit<FormRow<FormText, TableValues, unknown, ApiResponse>, 'fields'> & {
  fields: readonly TableField[];
};

/** A row for a form whose words are `TText`; the other types follow from the row itself. */
const rowFor =
  <TText extends FormText>() =>
  <TValues extends TableValues, TOutput, TResponse extends ApiResponse>(
    row: FormRow<TText, TValues, TOutput, TResponse>,
  ) =>
    row;

const fullName = {
  control: 'input',
  name: 'fullName',
  required: true,
  input: { autoComplete: 'name' },
} as const;
const email = {
  control: 'input',
  name: 'email',
  required: true,
  input: { type: 'email', autoComplete: 'email' },
} as const;
const mobile = {
  control: 'input',
  name: 'mobile',
  required: true,
  input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

/**
 * The six site forms that differ only in data (spec sections 2, 3 and 5), keyed by form id: which
 * fields, which rules, which endpoint, which messages. Each renders through `TableForm`, inside a
 * section of its page whose heading names it. The About page's Join Our Mission form is not here: it
 * renders its own section and turns its answers into a volunteer registration (JoinMissionForm.tsx).
 */
export const formTable = {
  /** On success it shows the ticket reference, the one reference besides the event registration ID the site shows. */
  contactUs: rowFor<(typeof contactPage)['form']>()({
    rules: (schemas) => schemas.contactUsSchema,
    empty: { fullName: '', email: '', mobile: '', subject: '', message: '' },
    submit: (values, { idempotencyKey }) => api.contactUs.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.contactUs,
    busyLabel: messages.busy.submitting,
    successTitle: () => messages.successHeading.contactUs,
    reference: (response) => response.data?.ticketReference,
    successDetails: (text, reference) => (reference ? <p>{text.successDetails}</p> : null),
    fields: [
      fullName,
      email,
      mobile,
      { control: 'select', name: 'subject', required: true, options: contactSubjectOptions },
      { control: 'textArea', name: 'message', required: true, rows: 5, maxCharacters: 1500 },
    ],
  }),
  /** It records an intention only: staff e-mail the payment details afterwards. */
  donation: rowFor<(typeof donatePage)['form']>()({
    rules: (schemas) => schemas.donationSchema,
    // The amount is typed as text; the rules turn it into the number that is sent (in rupees).
    empty: { fullName: '', email: '', mobile: '', donationAmount: '', donationType: '', message: '' },
    submit: (values, { idempotencyKey }) => api.donation.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.donation,
    busyLabel: messages.busy.submitting,
    successTitle: (text) => text.successTitle,
    successDetails: (text) => <p>{text.successDetails}</p>,
    fields: [
      fullName,
      email,
      mobile,
      {
        control: 'input',
        name: 'donationAmount',
        required: true,
        input: { inputMode: 'decimal', autoComplete: 'off', width: 'medium' },
      },
      { control: 'select', name: 'donationType', required: true, options: donationTypeOptions },
      { control: 'textArea', name: 'message', rows: 4, maxCharacters: 1000 },
    ],
  }),
  internship: rowFor<(typeof internPage)['form']>()({
    rules: (schemas) => schemas.internshipSchema,
    empty: { fullName: '', email: '', mobile: '', internshipArea: '', education: '', motivation: '' },
    submit: (values, { idempotencyKey }) => api.intern.apply(values, { idempotencyKey }),
    fallbackError: messages.fallback.internship,
    busyLabel: messages.busy.submitting,
    successTitle: (text) => text.successTitle,
    fields: [
      fullName,
      email,
      mobile,
      { control: 'select', name: 'internshipArea', required: true, options: internshipAreaOptions },
      { control: 'textArea', name: 'education', rows: 3, maxCharacters: 1000 },
      { control: 'textArea', name: 'motivation', required: true, rows: 5, maxCharacters: 1000 },
    ],
  }),
  /** 'Have News to Share?'. */
  news: rowFor<(typeof newsPage)['form']>()({
    rules: (schemas) => schemas.newsSchema,
    empty: { fullName: '', email: '', newsUpdate: '' },
    submit: (values, { idempotencyKey }) => api.news.submit(values, { idempotencyKey }),
    fallbackError: messages.fallback.news,
    busyLabel: messages.busy.submitting,
    successTitle: (text) => text.successTitle,
    successDetails: (text) => <p>{text.successDetails}</p>,
    fields: [
      fullName,
      email,
      { control: 'textArea', name: 'newsUpdate', required: true, rows: 6, maxCharacters: 2000 },
    ],
  }),
  partnership: rowFor<(typeof collaboratePage)['form']>()({
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
      { control: 'input', name: 'organizationName', required: true, input: { autoComplete: 'organization' } },
      email,
      mobile,
      { control: 'select', name: 'areaOfInterest', required: true, options: areaOfInterestOptions },
      { control: 'textArea', name: 'message', rows: 4, maxCharacters: 2000 },
    ],
  }),
  volunteer: rowFor<(typeof volunteerPage)['form']>()({
    rules: (schemas) => schemas.volunteerSchema,
    empty: { fullName: '', email: '', mobile: '', expertise: [] as string[], howToHelp: '', message: '' },
    submit: (values, { idempotencyKey }) => api.volunteer.register(values, { idempotencyKey }),
    fallbackError: messages.fallback.volunteer,
    busyLabel: messages.busy.submitting,
    successTitle: (text) => text.successTitle,
    fields: [
      fullName,
      email,
      mobile,
      { control: 'checkboxes', name: 'expertise', options: volunteerExpertiseOptions },
      { control: 'textArea', name: 'howToHelp', required: true, rows: 5, maxCharacters: 1000 },
      { control: 'textArea', name: 'message', rows: 4, maxCharacters: 500 },
    ],
  }),
};

export type TableFormId = keyof typeof formTable;

/** The words a table form takes from its page: `text={page.form}`. */
export type TextOf<TFormId extends TableFormId> = Parameters<(typeof formTable)[TFormId]['successTitle']>[0];
