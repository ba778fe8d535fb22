import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ForwardedRef, type HTMLAttributes, type Ref } from 'react';

export const containerVariants = cva('ui-container', {
  variants: {
    size: {
      narrow: 'ui-container--narrow',
      default: 'ui-container--default',
      wide: 'ui-container--wide',
    },
  },
  defaultVariants: { size: 'default' },
});

export type ContainerElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'main';

export interface ContainerProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof containerVariants> {
  /** The element to render. A landmark (`nav`, `aside`, `section`) needs a name: pass `aria-label` or `aria-labelledby`. */
  as?: ContainerElement;
}

/**
 * Centres its content at a readable width (`narrow`: one text column, `default`: the page, `wide`: galleries)
 * with inline padding that keeps it off the screen edges down to 320px.
 */
export const Container = /* @__PURE__ */ forwardRef(function Container(
  { as: Component = 'div', size, className, ...props }: ContainerProps,
  ref: ForwardedRef<HTMLElement>,
) {
  // Every `as` element is an HTMLElement; TypeScript cannot see that through the union of tags.
  const elementRef = ref as Ref<HTMLDivElement> | undefined;
  return <Component ref={elementRef} className={containerVariants({ size, className })} {...props} />;
});
