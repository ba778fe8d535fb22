import { forwardRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, Necessity } from '../form-field/FieldMessages.js';
import { useFieldset } from './useFieldset.js';

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  /** The question the fields answer together ('What is your address?'); it names the group. */
  legend: ReactNode;
  /**
   * Makes the legend the page's `h1`, for a page that asks only this question. Screen readers then
   * read the question once, as the heading and as the group's name, instead of twice.
   */
  pageHeading?: boolean;
  /** Help for the whole group, read once as the visitor enters it. */
  hint?: ReactNode;
  /** An error about the group as a whole; read after a hidden "Error:" as the visitor enters it. */
  error?: ReactNode;
  /**
   * Says "(required)" or "(optional)" after the legend. Left out, the legend says neither: the fields
   * inside usually say it for themselves.
   */
  required?: boolean;
  children: ReactNode;
}

/**
 * A `<fieldset>` whose `<legend>` asks the question that groups its fields, with the group's hint and
 * error wired to it by id. Every prop not listed goes to the fieldset; `disabled` disables every
 * field inside, as the browser does.
 */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
  {
    legend,
    pageHeading = false,
    hint,
    error,
    required,
    id,
    className,
    children,
    'aria-describedby': ownDescription,
    ...props
  },
  ref,
) {
  const wiring = useFieldset({ id, hint, error, ownDescription });
  const classes = ['ui-fieldset', wiring.hasError && 'ui-fieldset--error', className];
  const necessity =
    required === undefined ? null : (
      <>
        {' '}
        <Necessity required={required} />
      </>
    );

  return (
    <fieldset
      ref={ref}
      id={id}
      className={classes.filter(Boolean).join(' ')}
      aria-describedby={wiring.describedBy}
      {...props}
    >
      <legend
        className={['ui-fieldset__legend', pageHeading && 'ui-fieldset__legend--page-heading']
          .filter(Boolean)
          .join(' ')}
      >
        {pageHeading ? <h1 className="ui-fieldset__heading">{legend}</h1> : legend}
        {necessity}
      </legend>
      {wiring.hasHint ? <FieldHint id={wiring.hintId}>{hint}</FieldHint> : null}
      {wiring.hasError ? <FieldError id={wiring.errorId}>{error}</FieldError> : null}
      {children}
    </fieldset>
  );
});
