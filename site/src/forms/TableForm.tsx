import type { FormTable, TableFormId } from './formTable.js';
import { languageRules } from './languageRules.js';
import { SubmissionForm } from './SubmissionForm.js';
import type { AnyFormRow, FormText, TextOf } from './tableRow.js';
import { useSiteForm } from './useSiteForm.js';

export interface TableFormProps<TRow extends FormTable[TableFormId]> {
  /** The form's row of the table (formTable.ts), imported from its module in `rows/`. */
  row: TRow;
  /** Its words, from the page's content module. */
  text: TextOf<TRow>;
  /** The id of the heading of the section the form is in, which names the form. */
  labelledBy: string;
}

/**
 * One of the site's forms, made from its row of the table. It imports no control: each field draws
 * itself with the control its row imported, so a page loads only the controls its form uses.
 */
export function TableForm<TRow extends FormTable[TableFormId]>({
  row: ownRow,
  text,
  labelledBy,
}: TableFormProps<TRow>) {
  // Read as any row: the row's own types, checked where the row is written, tie its fields, rules,
  // endpoint and words together.
  const row: AnyFormRow = ownRow;
  const words: FormText = text;
  const form = useSiteForm({
    formId: row.formId,
    schema: languageRules(row.rules, row.formId as TableFormId),
    initialValues: row.empty,
    submit: row.submit,
    fallbackError: row.fallbackError,
    labels: words.labels,
    reference: row.reference,
  });
  return (
    <SubmissionForm
      form={form}
      labelledBy={labelledBy}
      submitLabel={words.submitLabel}
      busyLabel={row.busyLabel}
      successTitle={row.successTitle(text)}
      againLabel={words.againLabel}
      referenceLabel={words.referenceLabel}
      successDetails={row.successDetails?.(text, form.reference)}
      headingLevel={3}
    >
      {row.fields.map((field) => field.draw(form, words))}
    </SubmissionForm>
  );
}
