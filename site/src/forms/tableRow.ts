import type { ApiResponse } from '@inclusion/forms';
import type { FormSchema, FormSubmission, SubmitContext } from '@inclusion/forms/react';
import type * as Schemas from '@inclusion/forms/schemas';
import type { ReactNode } from 'react';

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
 * One field of a table form, in the order the form shows it, as a control module makes it
 * (`controls/`): its name, whether it holds text or a list, and how it draws itself. Drawing is the
 * control module's job, so a page downloads the code of the controls its own fields use, and no other.
 */
export interface TableField<TName extends string = string, THolds extends 'text' | 'list' = 'text' | 'list'> {
  name: TName;
  holds: THolds;
  /** Its element, keyed by its name. */
  draw(form: FormSubmission<TableValues>, text: FormText): ReactNode;
}

/**
 * One form of the table. The functions are methods so that a row of any form fits the wide type the
 * component reads it as.
 */
export interface FormRow<
  TFormId extends string,
  TText extends FormText,
  TValues extends TableValues,
  TOutput,
  TResponse extends ApiResponse,
> {
  /** The form's id: its `<form>`'s anchor, the hidden field of its post, the key of its saved draft. */
  formId: TFormId;
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
  /** A text field's name is one of `empty`'s text fields, a list field's one of its lists. */
  fields: readonly (
    TableField<NameOf<TValues, string>, 'text'> | TableField<NameOf<TValues, string[]>, 'list'>
  )[];
}

/** Any row, as `TableForm` reads it. */
export type AnyFormRow = Omit<FormRow<string, FormText, TableValues, unknown, ApiResponse>, 'fields'> & {
  fields: readonly TableField[];
};

/** The words a row's form takes from its page: `text={page.form}`. */
export type TextOf<TRow extends AnyFormRow> = Parameters<TRow['successTitle']>[0];

/** A row for a form whose words are `TText`; the other types follow from the row itself. */
export const rowFor =
  <TText extends FormText>() =>
  <TFormId extends string, TValues extends TableValues, TOutput, TResponse extends ApiResponse>(
    row: FormRow<TFormId, TText, TValues, TOutput, TResponse>,
  ) =>
    row;
