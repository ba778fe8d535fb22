import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ForwardedRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Container, type ContainerProps } from '../container/Container.js';

export const sectionVariants = cva('ui-section', {
  variants: {
    tone: {
      default: 'ui-section--default',
      muted: 'ui-section--muted',
      brand: 'ui-section--brand',
    },
  },
  defaultVariants: { tone: 'default' },
});

export interface SectionProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title'>, VariantProps<typeof sectionVariants> {
  /** The section's heading; it also names the section (a region landmark). */
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Text under the heading; a string becomes a paragraph. */
  intro?: ReactNode;
  /** The anchor in-page links jump to, such as `who-we-are` or `volunteer-form`. */
  id?: string;
  /** The width of the inner Container. */
  size?: ContainerProps['size'];
}

/** A page section named by its own heading, with its content in a Container. */
export const Section = /* @__PURE__ */ forwardRef(function Section(
  { title, headingLevel = 2, intro, id, tone, size, className, children, ...props }: SectionProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : `section${generatedId.replace(/:/g, '')}-heading`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={sectionVariants({ tone, className })}
      {...props}
    >
      <Container size={size}>
        <Heading id={headingId} className="ui-section__title">
          {title}
        </Heading>
        {intro ? (
          typeof intro === 'string' ? (
            <p className="ui-section__intro">{intro}</p>
          ) : (
            <div className="ui-section__intro">{intro}</div>
          )
        ) : null}
        {children}
      </Container>
    </section>
  );
});
