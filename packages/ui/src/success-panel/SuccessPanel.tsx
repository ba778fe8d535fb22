import { forwardRef, type ForwardedRef, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';

export interface SuccessPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** For example 'Message Sent Successfully!' */
  title: ReactNode;
  /** The server's message; `children` may add more. */
  message?: ReactNode;
  /** A ticket or registration number, drawn to be easy to read and to copy. */
  reference?: { label: ReactNode; value: string };
  /** What to do next, such as a Button 'Send another message'. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** Move focus to the heading when the panel appears. On by default. */
  autoFocus?: boolean;
}

/** Takes the place of a form that the server accepted. */
export const SuccessPanel = /* @__PURE__ */ forwardRef(function SuccessPanel(
  {
    title,
    message,
    reference,
    action,
    headingLevel = 2,
    autoFocus = true,
    className,
    children,
    ...props
  }: SuccessPanelProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone, so focus would fall back to the page. Moving it to the heading
  // both announces the panel and starts the reader at it. It is not also a live region, which would
  // read the news twice.
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={ref} className={['ui-success-panel', className].filter(Boolean).join(' ')} {...props}>
      <Heading ref={heading} tabIndex={-1} className="ui-success-panel__title">
        <svg className="ui-success-panel__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.1-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z" />
        </svg>
        <span>{title}</span>
      </Heading>
      {message ? <p className="ui-success-panel__message">{message}</p> : null}
      {reference ? (
        <p className="ui-success-panel__reference">
          {reference.label}{' '}
          {/* A code in Latin letters and digits: read letter by letter in English on a Hindi page too. */}
          <strong className="ui-success-panel__reference-value" translate="no" lang="en">
            {reference.value}
          </strong>
        </p>
      ) : null}
      {children}
      {action ? <div className="ui-success-panel__action">{action}</div> : null}
    </div>
  );
});
