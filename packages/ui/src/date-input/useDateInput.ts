import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useFieldIds } from '../form-field/useFieldIds.js';
import { useControllableState } from '../internal/useControllableState.js';
import { DATE_PARTS, type DatePart, type DateParts } from './checkDate.js';

/** The id of one box of a DateInput: `id` itself for the day, `${id}-month` and `${id}-year` for the others. */
export function dateInputFieldId(id: string, part: DatePart): string {
  return part === 'day' ? id : `${id}-${part}`;
}

export interface UseDateInputOptions {
  id?: string;
  name: string;
  value?: DateParts;
  defaultValue?: Partial<DateParts>;
  onValueChange?: (value: DateParts) => void;
  /** Whether an error is shown, and which parts it is about. */
  hasError: boolean;
  errorFields: readonly DatePart[];
  errorId: string;
  autoComplete?: 'bday' | 'off';
  required: boolean;
}

const empty: DateParts = { day: '', month: '', year: '' };

/**
 * The three boxes' ids, names, values and states. A box the error is about gets `aria-invalid` and the
 * error in its description, so a visitor who lands on it hears why; the others do not.
 */
export function useDateInput({
  id,
  name,
  value,
  defaultValue,
  onValueChange,
  hasError,
  errorFields,
  errorId,
  autoComplete,
  required,
}: UseDateInputOptions) {
  const { controlId } = useFieldIds(id);
  const [parts, setParts] = useControllableState<DateParts>(
    value,
    { ...empty, ...defaultValue },
    onValueChange,
  );

  const inputProps = (part: DatePart): InputHTMLAttributes<HTMLInputElement> => {
    const invalid = hasError && errorFields.includes(part);
    return {
      id: dateInputFieldId(controlId, part),
      name: `${name}-${part}`,
      type: 'text',
      // A numeric keypad on phones, without type="number" (which changes the value on scroll and arrow keys,
      // drops leading zeros and is read as a spin button).
      inputMode: 'numeric',
      spellCheck: false,
      autoComplete: autoComplete === 'bday' ? `bday-${part}` : autoComplete,
      required: required || undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId : undefined,
      value: parts[part],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setParts({ ...parts, [part]: event.currentTarget.value }),
    };
  };

  return { controlId, parts: DATE_PARTS, inputProps };
}
