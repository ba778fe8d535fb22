import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ForwardedRef, type HTMLAttributes } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Hide the child element itself rather than wrapping it in a `<span>`. */
  asChild?: boolean;
  /** Show the content again while it, or something inside it, has keyboard focus. */
  focusable?: boolean;
}

/** Text for assistive technology only: read aloud, never drawn. */
export const VisuallyHidden = /* @__PURE__ */ forwardRef(function VisuallyHidden(
  { asChild = false, focusable = false, className, ...props }: VisuallyHiddenProps,
  ref: ForwardedRef<HTMLSpanElement>,
) {
  const Component = asChild ? Slot : 'span';
  const classes = ['ui-visually-hidden', focusable && 'ui-visually-hidden--focusable', className]
    .filter(Boolean)
    .join(' ');
  return <Component ref={ref} className={classes} {...props} />;
});
