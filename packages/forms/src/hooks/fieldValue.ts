import type { ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldChange<T> = T | ChangeEvent<Control>;

function isChangeEvent(input: unknown): input is ChangeEvent<Control> {
  return (
    typeof input === 'object' &&
    input !== null &&
    'target' in input &&
    'nativeEvent' in input &&
    typeof (input as { target: unknown }).target === 'object'
  );
}

/**
 * The value an `onChange` carries: a native input's event (a checkbox gives `checked`, a multiple select
 * its chosen values) or the value itself, as Select, RadioGroup and CheckboxGroup pass it.
 */
export function valueFromChange<T>(input: FieldChange<T>): T {
  if (!isChangeEvent(input)) return input;
  const target = input.target;
  if (target instanceof HTMLInputElement && target.type === 'checkbox') return target.checked as T;
  if (target instanceof HTMLSelectElement && target.multiple)
    return Array.from(target.selectedOptions, (option) => option.value) as T;
  return target.value as T;
}
