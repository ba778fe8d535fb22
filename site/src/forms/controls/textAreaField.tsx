import { TextArea } from '@inclusion/ui';
import { Field } from '../Field.js';
import type { TableField } from '../tableRow.js';

interface TextAreaSettings {
  required?: true;
  rows: number;
  maxCharacters: number;
}

/** A table form's field of several lines, with its character count. */
export const textAreaField = <TName extends string>(
  name: TName,
  { required, rows, maxCharacters }: TextAreaSettings,
): TableField<TName, 'text'> => ({
  name,
  holds: 'text',
  draw: (form, text) => (
    <Field key={name} form={form} name={name} hint={text.hints?.[name]} required={required}>
      <TextArea rows={rows} maxCharacters={maxCharacters} {...form.field(name)} />
    </Field>
  ),
});
