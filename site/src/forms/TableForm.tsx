import type { FormSubmission } from '@inclusion/forms/react';
import { CheckboxGroup, TextArea, TextInput } from '@inclusion/ui';
import { Field } from './Field.js';
import {
  formTable,
  type AnyFormRow,
  type FormText,
  type TableField,
  type TableFormId,
  type TableValues,
  type TextOf,
} from './formTable.js';
import { lazySchema } from '../lib/schemas.js';
import { LazySelect } from './LazySelect.js';
import { SubmissionForm } from './SubmissionForm.js';
import { useSiteForm } from './useSiteForm.js';

export interface TableFormProps<TFormId extends TableFormId> {
  /** The form's row in `formTable`. */
  formId: TFormId;
  /** Its words, from the page's content module. */
  text: TextOf<TFormId>;
  /** The id of the heading of the section the form is in, which names the form. */
  labelledBy: string;
}

/** One of the site's forms, made from its row of `formTable`. */
export function TableForm<TFormId extends TableFormId>({
  formId,
  text,
  labelledBy,
}: TableFormProps<TFormId>) {
  // Read as any row: the row's own types, checked where the table is written, tie its fields, rules,
  // endpoint and words together.
  const row: AnyFormRow = formTable[formId];
  const words: FormText = text;
  const form = useSiteForm({
    formId,
    schema: lazySchema(row.rules),
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
      {row.fields.map((field) => (
        <TableFormField key={field.name} form={form} field={field} text={words} />
      ))}
    </SubmissionForm>
  );
}

function TableFormField({
  form,
  field,
  text,
}: {
  form: FormSubmission<TableValues>;
  field: TableField;
  text: FormText;
}) {
  const { name } = field;
  const hint = text.hints?.[name];
  switch (field.control) {
    case 'input':
      return (
        <Field form={form} name={name} hint={hint} required={field.required}>
          <TextInput {...field.input} {...form.field(name)} />
        </Field>
      );
    case 'textArea':
      return (
        <Field form={form} name={name} hint={hint} required={field.required}>
          <TextArea rows={field.rows} maxCharacters={field.maxCharacters} {...form.field(name)} />
        </Field>
      );
    case 'select':
      return (
        <Field form={form} name={name} hint={hint} required={field.required}>
          <LazySelect
            name={name}
            options={field.options}
            placeholder={text.placeholders?.[name]}
            // A select's name is one of the row's text fields (TableField), so its value is a string.
            value={form.values[name] as string}
            onValueChange={(value) => form.setValue(name, value)}
          />
        </Field>
      );
    case 'checkboxes':
      return (
        <CheckboxGroup
          legend={form.labelOf(name)}
          hint={hint}
          name={name}
          options={field.options}
          // A group's name is one of the row's list fields (TableField), so its value is a list.
          value={form.values[name] as string[]}
          onValueChange={(chosen) => form.setValue(name, chosen)}
          error={form.errors[name]}
          id={form.fieldId(name)}
        />
      );
  }
}
