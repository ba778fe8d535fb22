import type { Option } from '@inclusion/forms';
import { Field } from '../Field.js';
import { LazySelect } from '../LazySelect.js';
import type { TableField } from '../tableRow.js';

/** A table form's choice of one option, from a list; its words say what it shows while empty. */
export const selectField = <TName extends string>(
  name: TName,
  { required, options }: { required?: true; options: readonly Option[] },
): TableField<TName, 'text'> => ({
  name,
  holds: 'text',
  draw: (form, text) => (
    <Field key={name} form={form} name={name} hint={text.hints?.[name]} required={required}>
      <LazySelect
        name={name}
        options={options}
        placeholder={text.placeholders?.[name]}
        // The field holds text (the row's type checks it), so its value is a string.
        value={form.values[name] as string}
        onValueChange={(value) => form.setValue(name, value)}
      />
    </Field>
  ),
});
