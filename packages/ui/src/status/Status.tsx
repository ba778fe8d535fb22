import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ForwardedRef, type HTMLAttributes } from 'react';

export const statusVariants = cva('ui-status', {
  variants: {
    tone: {
      neutral: 'ui-status--neutral',
      info: 'ui-status--info',
      success: 'ui-status--success',
    },
    visuallyHidden: {
      true: 'ui-visually-hidden',
      false: '',
    },
  },
  defaultVariants: { tone: 'neutral', visuallyHidden: false },
});

export interface StatusProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof statusVariants> {
  /** Read by screen readers only: for news that sighted users get from the page itself. */
  visuallyHidden?: boolean;
}

/**
 * A polite live region (`role="status"`) for messages such as 'Submitting...' or a character count.
 * Keep it rendered and change its text: screen readers only announce changes to a region that
 * already exists.
 */
export const Status = /* @__PURE__ */ forwardRef(function Status(
  { tone, visuallyHidden, className, ...props }: StatusProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <div ref={ref} className={statusVariants({ tone, visuallyHidden, className })} {...props} role="status" />
  );
});
