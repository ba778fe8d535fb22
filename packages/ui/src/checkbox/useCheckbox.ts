import type { ChangeEvent, ReactNode } from 'react';
import { hasMessage } from '../form-field/FieldMessages.js';
import { describedBy, useFieldIds } from '../form-field/useFieldIds.js';
import { revealIds, revealInputProps } from '../conditional-reveal/useConditionalReveal.js';
import { useControllableState } from '../internal/useControllableState.js';
import { useHydrated } from '../internal/useHydrated.js';

export interface UseCheckboxOptions {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  hasConditional: boolean;
  ownDescription?: string;
}

/**
 * The state and wiring of a single checkbox: its ids, what describes it (the hint, then the error),
 * whether it is checked (controlled or not), and the attributes that tie it to the content it reveals.
 */
export function useCheckbox({
  id,
  hint,
  error,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  hasConditional,
  ownDescription,
}: UseCheckboxOptions) {
  const ids = useFieldIds(id);
  const hydrated = useHydrated();
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);
  const hasHint = hasMessage(hint);
  const hasError = hasMessage(error);
  const { panelId, labelId } = revealIds(ids.controlId);

  return {
    inputId: ids.controlId,
    hintId: ids.hintId,
    errorId: ids.errorId,
    labelId,
    panelId,
    hasHint,
    hasError,
    hasConditional,
    checked,
    inputProps: {
      id: ids.controlId,
      type: 'checkbox' as const,
      'aria-describedby': describedBy(hasHint && ids.hintId, hasError && ids.errorId, ownDescription),
      'aria-invalid': hasError || undefined,
      ...(checkedProp === undefined ? { defaultChecked } : { checked: checkedProp }),
      ...(hasConditional ? revealInputProps('checkbox', panelId, checked, hydrated) : {}),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setChecked(event.currentTarget.checked);
        onChange?.(event);
      },
    },
  };
}
