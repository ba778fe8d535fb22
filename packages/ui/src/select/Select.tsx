import * as RadixSelect from '@radix-ui/react-select';
import { forwardRef, type ForwardedRef, useEffect, useRef, useState } from 'react';
import { useFormFieldControl } from '../form-field/FormFieldContext.js';
import { CheckIcon, ChevronIcon } from './icons.js';
import { assignRef } from '../internal/assignRef.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen (value ''), e.g. 'Select a subject'. An optional field also offers it in the list. */
  placeholder?: string;
  /** The value is submitted with the form under this name. */
  name?: string;
  /** '' means nothing is chosen. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  autoComplete?: string;
  /** The trigger button. */
}

/** Radix items cannot have the value '', so the "no choice" option carries this and maps to ''. */
const NO_CHOICE = '__ui-select-no-choice__';

/**
 * A single choice from a list, on Radix Select: a combobox button that opens a listbox. Inside a FormField it
 * takes the field's id (so the label names it), description, invalid, required and disabled state.
 */
export const Select = /* @__PURE__ */ forwardRef(function Select(
  {
    options,
    placeholder,
    name,
    value: valueProp,
    defaultValue,
    onValueChange,
    autoComplete,
    ...ariaProps
  }: SelectProps,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  const { required, disabled, ...triggerProps } = useFormFieldControl(ariaProps);
  const controlled = valueProp !== undefined;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const value = controlled ? valueProp : ownValue;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const resetting = useRef(false);
  const [resets, setResets] = useState(0);
  const [open, setOpen] = useState(false);

  const change = (next: string) => {
    if (!controlled) setOwnValue(next);
    if (next !== value) onValueChange?.(next);
  };

  // The latest reset handler, for the form's listener. A ref updated after each render, not
  // useEffectEvent, which React 18 and 19.0 to 19.1 do not have.
  const handleReset = useRef(() => {});
  useEffect(() => {
    handleReset.current = () => {
      // Radix also listens for reset and would report its first value; ignore it for the rest of this task.
      resetting.current = true;
      setTimeout(() => {
        resetting.current = false;
      });
      change(controlled ? '' : (defaultValue ?? ''));
      // The browser resets Radix's hidden native <select> to the value it was created with; a fresh one matches ours.
      setResets((count) => count + 1);
    };
  });

  useEffect(() => {
    const form = triggerRef.current?.form;
    if (!form) return;
    const listener = () => handleReset.current();
    // Capture runs before Radix's own listener on the form.
    form.addEventListener('reset', listener, true);
    return () => form.removeEventListener('reset', listener, true);
  }, []);

  const offerNoChoice = !required && Boolean(placeholder);

  return (
    <RadixSelect.Root
      key={resets}
      open={open}
      onOpenChange={setOpen}
      value={value}
      onValueChange={(next) => {
        if (!resetting.current) change(next === NO_CHOICE ? '' : next);
      }}
      name={name}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
    >
      <RadixSelect.Trigger
        {...triggerProps}
        // While the list is open Radix hides the page behind it with aria-hidden and traps focus in the
        // list; taking the trigger out of the tab order too keeps hidden content unfocusable.
        tabIndex={open ? -1 : undefined}
        ref={(node) => {
          triggerRef.current = node;
          assignRef(ref, node);
        }}
        className="ui-select"
      >
        {/* The chosen label is given here, not left to Radix, which fills it in only after mount: so the
            server's HTML already shows it. */}
        <RadixSelect.Value className="ui-select__value" placeholder={placeholder}>
          {options.find((option) => option.value === value)?.label}
        </RadixSelect.Value>
        <RadixSelect.Icon className="ui-select__icon">
          <ChevronIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        {/* Popper keeps the list below the trigger (item-aligned would cover the label and hint) and
            exposes the available height, so the list fits a short screen. */}
        <RadixSelect.Content className="ui-select__content" position="popper" sideOffset={4}>
          <RadixSelect.ScrollUpButton className="ui-select__scroll">
            <ChevronIcon direction="up" />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className="ui-select__viewport">
            {offerNoChoice ? (
              <SelectItem value={NO_CHOICE} label={placeholder ?? ''} checked={value === ''} />
            ) : null}
            {options.map((option) => (
              <SelectItem key={option.value} {...option} />
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className="ui-select__scroll">
            <ChevronIcon />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});

function SelectItem({ value, label, disabled, checked }: SelectOption & { checked?: boolean }) {
  const check = (
    <span className="ui-select__check">
      <CheckIcon />
    </span>
  );
  return (
    <RadixSelect.Item
      className="ui-select__item"
      value={value}
      disabled={disabled}
      data-checked={checked || undefined}
      // Radix moves focus from an option to the list when the pointer leaves the option, and the
      // browser says the pointer left when the list scrolls or moves under a pointer at rest. A
      // keyboard or screen reader user would be thrown off the option the arrow keys reached. Focus
      // stays on the last option instead, as in a native select's list.
      onPointerLeave={(event) => event.preventDefault()}
    >
      {checked ? check : <RadixSelect.ItemIndicator asChild>{check}</RadixSelect.ItemIndicator>}
      <RadixSelect.ItemText>{label}</RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}
