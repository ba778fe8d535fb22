import type { Option } from '@inclusion/forms';
import { CheckboxGroup } from '@inclusion/ui';
import type { TableField } from '../tableRow.js';

/** A table form's group of checkboxes, any number chosen; its label is the group's legend. */
export const checkboxesField = <TName extends string>(
  name: TName,
  { options }: { options: readonly Option[] },
): TableField<TName, 'list'> => ({
  name,
  holds: 'list',
  draw: (form, text) => (
    <CheckboxGroup
      key={name}
      legend={form.labelOf(name)}
      hint={text.hints?.[name]}
      name={name}
      options={options}
      // The field holds a list (the row's type checks it), so its value is a list.
      value={form.values[name] as string[]}
      onValueChange={(chosen) => form.setValue(name, chosen)}
      error={form.errors[name]}
      id={form.fieldId(name)}
    />
  ),
});
