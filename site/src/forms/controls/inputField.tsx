import { TextInput, type TextInputProps } from '@inclusion/ui';
import { Field } from '../Field.js';
import type { TableField } from '../tableRow.js';

type InputSettings = { required?: true } & Pick<
  TextInputProps,
  'type' | 'autoComplete' | 'inputMode' | 'width'
>;

/** A table form's one-line text field: `inputField('email', { required: true, type: 'email' })`. */
export const inputField = <TName extends string>(
  name: TName,
  { required, ...input }: InputSettings,
): TableField<TName, 'text'> => ({
  name,
  holds: 'text',
  draw: (form, text) => (
    <Field key={name} form={form} name={name} hint={text.hints?.[name]} required={required}>
      <TextInput {...input} {...form.field(name)} />
    </Field>
  ),
});
