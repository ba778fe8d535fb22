import { createContext, useContext } from 'react';

export interface FormFieldContextValue {
  controlId: string;
  labelId: string;
  /** The hint and error ids, when present, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export interface ControlAriaProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
}

/**
 * Lets a control inside a FormField pick up the id, description, invalid state, required and disabled
 * that the field owns. Props the caller sets win, except `aria-describedby`, which is merged.
 */
export function useFormFieldControl<P extends ControlAriaProps>(props: P): P {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  const ownDescription = props['aria-describedby'];
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': [field.describedBy, ownDescription].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
