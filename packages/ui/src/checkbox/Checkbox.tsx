import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, Necessity, type FieldBaseProps } from '../form-field/FieldMessages.js';
import { ConditionalReveal } from '../conditional-reveal/ConditionalReveal.js';
import { useCheckbox } from './useCheckbox.js';

export interface CheckboxProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'disabled' | 'required' | 'id'>,
    FieldBaseProps {
  /** What checking the box means, as a statement: 'I agree to the privacy policy'. */
  label: ReactNode;
  /** Called with the new state whenever the visitor checks or unchecks the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** Shown right under the box while it is checked: a follow-up question (GOV.UK's conditional reveal). */
  conditional?: ReactNode;
}

/**
 * A single native checkbox with its label, for consent or one yes-or-no statement ('I agree to the
 * privacy policy'). The hint and the error are tied to the box by `aria-describedby`, an error sets
 * `aria-invalid`, and "(required)" or "(optional)" is said in words after the label.
 *
 * It is a real `<input type="checkbox">`, as in GOV.UK Frontend: it is submitted with the form and
 * works before and without scripts, and every browser and screen reader knows it. `ref`, `name`,
 * `value`, `checked` and the other input props go to the input; `className` goes to the wrapper.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    required = false,
    hideNecessity = false,
    disabled = false,
    id,
    checked,
    defaultChecked,
    onCheckedChange,
    onChange,
    conditional,
    className,
    'aria-describedby': ownDescription,
    ...props
  },
  ref,
) {
  const box = useCheckbox({
    id,
    hint,
    error,
    checked,
    defaultChecked,
    onCheckedChange,
    onChange,
    hasConditional: conditional !== undefined && conditional !== null,
    ownDescription,
  });
  const classes = ['ui-checkbox', box.hasError && 'ui-checkbox--error', className];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {box.hasError ? <FieldError id={box.errorId}>{error}</FieldError> : null}
      <div className="ui-choice">
        <input
          ref={ref}
          className="ui-choice__input ui-choice__input--checkbox ui-checkbox__input"
          required={required || undefined}
          disabled={disabled || undefined}
          {...props}
          {...box.inputProps}
        />
        <label
          htmlFor={box.inputId}
          id={box.hasConditional ? box.labelId : undefined}
          className="ui-choice__label ui-checkbox__label"
        >
          {label}
          {!hideNecessity && (
            <>
              {' '}
              <Necessity required={required} />
            </>
          )}
        </label>
        {box.hasHint ? (
          <div id={box.hintId} className="ui-choice__hint ui-checkbox__hint">
            {hint}
          </div>
        ) : null}
        {box.hasConditional ? (
          <ConditionalReveal id={box.panelId} labelledBy={box.labelId} expanded={box.checked}>
            {conditional}
          </ConditionalReveal>
        ) : null}
      </div>
    </div>
  );
});
