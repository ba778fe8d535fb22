import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes } from 'react';

export type TagTone = 'neutral' | 'info' | 'success' | 'danger' | 'strong' | 'secondary';

export const tagVariants = cva('ui-tag', {
  variants: {
    tone: {
      neutral: 'ui-tag--neutral',
      info: 'ui-tag--info',
      success: 'ui-tag--success',
      danger: 'ui-tag--danger',
      strong: 'ui-tag--strong',
      secondary: 'ui-tag--secondary',
    } satisfies Record<TagTone, string>,
  },
  defaultVariants: { tone: 'neutral' },
});

export interface TagProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof tagVariants> {
  /**
   * The colour of the tag: `neutral` (grey, for closed or inactive), `info` (blue-tinted, in progress),
   * `success` (green, done or accepted), `danger` (red, rejected or urgent), `strong` (filled primary,
   * new) or `secondary` (filled purple, waiting on someone). Colour only repeats what the words say.
   */
  tone?: TagTone;
}

/**
 * A short status label, such as 'New', 'In progress' or 'Closed' (GOV.UK Frontend's tag). It is a
 * `strong`, read as part of the text around it; the words carry the status, the colour only repeats it.
 */
export const Tag = forwardRef<HTMLElement, TagProps>(function Tag({ tone, className, ...props }, ref) {
  return <strong ref={ref} className={tagVariants({ tone, className })} {...props} />;
});
