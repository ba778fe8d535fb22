import { forwardRef, type ForwardedRef, type OlHTMLAttributes, type ReactNode } from 'react';

export interface Step {
  title: ReactNode;
  /** What happens in this step; a string becomes a paragraph. */
  description: ReactNode;
}

export interface StepsProps extends OlHTMLAttributes<HTMLOListElement> {
  steps: readonly Step[];
  /** The level of each step's heading: 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The stages of a process as numbered cards. The ordered list gives assistive technology the number and
 * the count; the big number on each card is drawn by CSS and hidden from it, so it is not read twice.
 */
export const Steps = /* @__PURE__ */ forwardRef(function Steps(
  { steps, headingLevel = 3, className, ...props }: StepsProps,
  ref: ForwardedRef<HTMLOListElement>,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    // Safari drops list semantics from a list drawn without bullets unless the role is explicit.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ol ref={ref} role="list" className={['ui-steps', className].filter(Boolean).join(' ')} {...props}>
      {steps.map((step, index) => (
        <li key={index} className="ui-steps__item">
          <Heading className="ui-steps__title">{step.title}</Heading>
          {typeof step.description === 'string' ? (
            <p className="ui-steps__description">{step.description}</p>
          ) : (
            <div className="ui-steps__description">{step.description}</div>
          )}
        </li>
      ))}
    </ol>
  );
});
