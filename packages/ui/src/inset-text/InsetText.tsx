import { forwardRef, type HTMLAttributes } from 'react';

export type InsetTextProps = HTMLAttributes<HTMLDivElement>;

/**
 * Sets a short piece of content apart from the text around it, such as a quotation, an example or a
 * note on a process (GOV.UK Frontend's inset text). It is drawn with a thick border on its start side
 * and has no role: screen readers read it in place, so its words must make sense without the border.
 */
export const InsetText = forwardRef<HTMLDivElement, InsetTextProps>(function InsetText(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={['ui-inset-text', className].filter(Boolean).join(' ')} {...props} />;
});
