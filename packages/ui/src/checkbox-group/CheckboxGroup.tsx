import { forwardRef, type ForwardedRef } from 'react';
import { ChoiceGroup, type ChoiceGroupBaseProps } from '../radio-group/ChoiceGroup.js';

export interface CheckboxGroupProps extends ChoiceGroupBaseProps {
  /** The checked options' values, for a controlled group. */
  value?: string[];
  defaultValue?: string[];
  /** Called with every checked value, in the order of the options. */
  onValueChange?: (value: string[]) => void;
}

/**
 * Native checkboxes in a fieldset whose legend asks the question; each checked box submits `name=value`.
 * Tab moves from box to box and Space toggles the focused one.
 */
export const CheckboxGroup = /* @__PURE__ */ forwardRef(function CheckboxGroup(
  { value, defaultValue, onValueChange, ...props }: CheckboxGroupProps,
  ref: ForwardedRef<HTMLFieldSetElement>,
) {
  return (
    <ChoiceGroup
      ref={ref}
      type="checkbox"
      {...props}
      // No `required` on the boxes: natively it would demand that every box be checked, not one of them.
      inputProps={(option) => ({
        ...(value === undefined
          ? { defaultChecked: defaultValue?.includes(option.value) ?? false }
          : { checked: value.includes(option.value) }),
        onChange: (event) => {
          // By now the DOM holds the new state, for controlled and uncontrolled groups alike. Only this
          // group's own boxes: a question revealed under an option may hold checkboxes of its own.
          const boxes = event.currentTarget
            .closest('fieldset')
            ?.querySelectorAll<HTMLInputElement>(
              ':scope > .ui-choice-group__options > .ui-choice > input:checked',
            );
          onValueChange?.(Array.from(boxes ?? [], (box) => box.value));
        },
      })}
    />
  );
});
