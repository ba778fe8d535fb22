import type { HTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, Necessity } from './FieldMessages.js';
import { FormFieldContext, type FormFieldContextValue } from './FormFieldContext.js';
import { describedBy, useFieldIds } from './useFieldIds.js';

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help shown under the label and read after it. */
  hint?: ReactNode;
  /** The error message; when set the control is marked invalid and the message is read with it. */
  error?: ReactNode;
  /** Says "(required)" after the label; otherwise "(optional)". Also sets `required` on the control. */
  required?: boolean;
  /** Hides the "(required)"/"(optional)" words, for a form that says it once for all its fields. */
  hideNecessity?: boolean;
  disabled?: boolean;
  /** The control's id. Set it when something links to the field, such as an error summary. */
  id?: string;
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
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const context: FormFieldContextValue = {
    controlId: ids.controlId,
    labelId: ids.labelId,
    describedBy: describedBy(hint ? ids.hintId : undefined, hasError ? ids.errorId : undefined),
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
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
    </div>
  );
}
