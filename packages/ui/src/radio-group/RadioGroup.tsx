import { forwardRef, type ForwardedRef } from 'react';
import { ChoiceGroup, type ChoiceGroupBaseProps } from './ChoiceGroup.js';

export interface RadioGroupProps extends ChoiceGroupBaseProps {
  /** The checked option's value, for a controlled group; `''` checks none. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Lays short options side by side, such as Yes and No. */
  inline?: boolean;
}

/**
 * Native radio buttons in a fieldset whose legend asks the question. The browser gives the keyboard
 * behaviour: Tab enters on the checked radio (or the first), arrow keys move and select, Space selects.
 */
export const RadioGroup = /* @__PURE__ */ forwardRef(function RadioGroup(
  { value, defaultValue, onValueChange, required = false, ...props }: RadioGroupProps,
  ref: ForwardedRef<HTMLFieldSetElement>,
) {
  return (
    <ChoiceGroup
      ref={ref}
      type="radio"
      required={required}
      {...props}
      inputProps={(option) => ({
        ...(value === undefined
          ? { defaultChecked: option.value === defaultValue }
          : { checked: option.value === value }),
        required: required || undefined,
        onChange: (event) => onValueChange?.(event.currentTarget.value),
      })}
    />
  );
});
