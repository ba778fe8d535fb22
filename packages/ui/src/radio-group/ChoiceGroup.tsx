import {
  forwardRef,
  type ForwardedRef,
  type FieldsetHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  FieldError,
  FieldHint,
  hasMessage,
  Necessity,
  type FieldBaseProps,
} from '../form-field/FieldMessages.js';
import { describedBy, useFieldIds } from '../form-field/useFieldIds.js';
import { ConditionalReveal } from '../conditional-reveal/ConditionalReveal.js';
import { revealIds, useConditionalReveal } from '../conditional-reveal/useConditionalReveal.js';

/** One radio or checkbox in a group. */
export interface ChoiceOption {
  /** What the form submits as `name=value`. */
  value: string;
  label: ReactNode;
  /** Help for this option, read after its label. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown right under the option while it is checked: a follow-up question (GOV.UK's conditional reveal). */
  conditional?: ReactNode;
}

/** What RadioGroup and CheckboxGroup share. */
export interface ChoiceGroupBaseProps
  extends
    Omit<
      FieldsetHTMLAttributes<HTMLFieldSetElement>,
      'children' | 'defaultValue' | 'onChange' | 'name' | 'disabled' | 'id'
    >,
    FieldBaseProps {
  /** The question; it names the group. */
  legend: ReactNode;
  /** The form field name every input in the group submits under. */
  name: string;
  options: readonly ChoiceOption[];
}

interface ChoiceGroupProps extends ChoiceGroupBaseProps {
  type: 'radio' | 'checkbox';
  inline?: boolean;
  /** The state and handlers of one option's input. */
  inputProps: (option: ChoiceOption) => InputHTMLAttributes<HTMLInputElement>;
}

/** The fieldset, legend, hint, error and options that RadioGroup and CheckboxGroup draw. */
export const ChoiceGroup = /* @__PURE__ */ forwardRef(function ChoiceGroup(
  {
    type,
    legend,
    name,
    options,
    hint,
    error,
    required = false,
    hideNecessity = false,
    disabled = false,
    inline = false,
    id,
    inputProps,
    className,
    'aria-describedby': ownDescription,
    ...props
  }: ChoiceGroupProps,
  ref: ForwardedRef<HTMLFieldSetElement>,
) {
  const ids = useFieldIds(id);
  const hasError = hasMessage(error);
  const reveal = useConditionalReveal(type, options, inputProps);
  const optionId = (index: number) => (index === 0 ? ids.controlId : `${ids.controlId}-${index + 1}`);
  const classes = [
    'ui-choice-group',
    `ui-${type}-group`,
    // Content revealed under an option needs the row's width: side-by-side options would split it.
    inline && !options.some((option) => option.conditional) && 'ui-choice-group--inline',
    hasError && 'ui-choice-group--error',
    className,
  ];

  // No aria-invalid: it is not allowed on a fieldset's group role, and role="radiogroup" (which allows it)
  // would not fit checkboxes. As in GOV.UK Frontend, the error is in the group's description instead, read
  // as the user enters the group, after a hidden "Error:".
  return (
    <fieldset
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      aria-describedby={describedBy(hint ? ids.hintId : undefined, hasError && ids.errorId, ownDescription)}
      disabled={disabled || undefined}
      {...props}
    >
      <legend className="ui-field__legend ui-choice-group__legend">
        {legend}
        {!hideNecessity && (
          <>
            {' '}
            <Necessity required={required} />
          </>
        )}
      </legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      <div className="ui-choice-group__options" ref={reveal.containerRef}>
        {options.map((option, index) => {
          const inputId = optionId(index);
          const hintId = `${inputId}-item-hint`;
          const { panelId, labelId } = revealIds(inputId);
          return (
            <div className="ui-choice" key={option.value}>
              <input
                id={inputId}
                type={type}
                name={name}
                value={option.value}
                className={`ui-choice__input ui-choice__input--${type}`}
                disabled={option.disabled || undefined}
                aria-describedby={option.hint ? hintId : undefined}
                {...reveal.inputProps(option, inputId)}
              />
              <label
                htmlFor={inputId}
                id={option.conditional ? labelId : undefined}
                className="ui-choice__label"
              >
                {option.label}
              </label>
              {option.hint ? (
                <div id={hintId} className="ui-choice__hint">
                  {option.hint}
                </div>
              ) : null}
              {option.conditional ? (
                <ConditionalReveal id={panelId} labelledBy={labelId} expanded={reveal.expanded(option)}>
                  {option.conditional}
                </ConditionalReveal>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});
