import { forwardRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { hasMessage, type FieldBaseProps } from '../form-field/FieldMessages.js';
import { useFieldIds } from '../form-field/useFieldIds.js';
import { Fieldset } from '../fieldset/Fieldset.js';
import { DATE_PARTS, type DatePart, type DateParts } from './checkDate.js';
import { useDateInput } from './useDateInput.js';
import { useUiSection } from '../locale/context.js';
import { enDateInput } from '../locale/en.js';

export interface DateInputLabels {
  day: string;
  month: string;
  year: string;
}

export interface DateInputProps
  extends
    Omit<
      FieldsetHTMLAttributes<HTMLFieldSetElement>,
      'children' | 'defaultValue' | 'onChange' | 'id' | 'disabled' | 'name'
    >,
    FieldBaseProps {
  /** The question: 'What is your date of birth?'. */
  legend: ReactNode;
  /** Makes the legend the page's `h1`, for a page that asks only this question. */
  pageHeading?: boolean;
  /** The boxes are sent as `${name}-day`, `${name}-month` and `${name}-year`. */
  name: string;
  /** What is typed in the three boxes, for a controlled input. */
  value?: DateParts;
  defaultValue?: Partial<DateParts>;
  onValueChange?: (value: DateParts) => void;
  /**
   * The parts the error is about; they get `aria-invalid` and a red border. Default: all three. Pass
   * `fields` from `checkDateParts`.
   */
  errorFields?: readonly DatePart[];
  /** `'bday'` for a date of birth: the boxes get `bday-day`, `bday-month` and `bday-year`. */
  autoComplete?: 'bday' | 'off';
  /** The boxes' labels, over the `UiLocaleProvider`'s. */
  labels?: Partial<DateInputLabels>;
}

/**
 * GOV.UK's date input: a fieldset whose legend asks the question, with three labelled boxes for the
 * day, month and year. `id` goes to the day box (for an error summary link); the month and year boxes
 * are `${id}-month` and `${id}-year` (`dateInputFieldId`). `ref` reaches the fieldset.
 */
export const DateInput = forwardRef<HTMLFieldSetElement, DateInputProps>(function DateInput(
  {
    legend,
    pageHeading,
    name,
    value,
    defaultValue,
    onValueChange,
    hint,
    error,
    errorFields = DATE_PARTS,
    required = false,
    hideNecessity = false,
    disabled = false,
    id,
    autoComplete,
    labels: labelOverrides,
    className,
    ...props
  },
  ref,
) {
  const labels: DateInputLabels = { ...useUiSection('dateInput', enDateInput).dateInput, ...labelOverrides };
  const { controlId } = useFieldIds(id);
  const groupId = `${controlId}-group`;
  const date = useDateInput({
    id: controlId,
    name,
    value,
    defaultValue,
    onValueChange,
    hasError: hasMessage(error),
    errorFields,
    errorId: `${groupId}-error`,
    autoComplete,
    required,
  });

  return (
    <Fieldset
      ref={ref}
      id={groupId}
      legend={legend}
      pageHeading={pageHeading}
      hint={hint}
      error={error}
      required={hideNecessity ? undefined : required}
      disabled={disabled || undefined}
      className={['ui-date-input', className].filter(Boolean).join(' ')}
      {...props}
    >
      <div className="ui-date-input__fields">
        {date.parts.map((part) => {
          const input = date.inputProps(part);
          return (
            <div className="ui-date-input__item" key={part}>
              <label htmlFor={input.id} className="ui-date-input__label">
                {labels[part]}
              </label>
              <input className={`ui-input ui-date-input__input ui-date-input__input--${part}`} {...input} />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
});
