import type { HTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, hasMessage, Necessity, type FieldBaseProps } from './FieldMessages.js';
import { FormFieldContext, type FormFieldContextValue } from './FormFieldContext.js';
import { describedBy, useFieldIds } from './useFieldIds.js';

export interface FormFieldProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id'>, FieldBaseProps {
  /** The visible label; it names the control. `required` also sets `required` on the control. */
  label: ReactNode;
  /** The control: TextInput, TextArea, Select, or any input that calls `useFormFieldControl`. */
  children: ReactNode;
}

/** A label, an optional hint, an optional error, and the control they describe, wired by ids. */
export function FormField({
  label,
  hint,
  error,
  required = false,
  hideNecessity = false,
  disabled = false,
  id,
  className,
  children,
  ...props
}: FormFieldProps) {
  const ids = useFieldIds(id);
  const hasError = hasMessage(error);
  const context: FormFieldContextValue = {
    controlId: ids.controlId,
    labelId: ids.labelId,
    describedBy: describedBy(hasMessage(hint) && ids.hintId, hasError ? ids.errorId : undefined),
    invalid: hasError,
    required,
    disabled,
  };

  return (
    <div
      className={['ui-field', hasError && 'ui-field--error', className].filter(Boolean).join(' ')}
      {...props}
    >
      <label id={ids.labelId} htmlFor={ids.controlId} className="ui-field__label">
        {label}
        {!hideNecessity && (
          <>
            {' '}
            <Necessity required={required} />
          </>
        )}
      </label>
      {hasMessage(hint) ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
    </div>
  );
}
