import { cva } from 'class-variance-authority';
import {
  forwardRef,
  type ForwardedRef,
  Children,
  isValidElement,
  useId,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

export type CardAccent = 'blue' | 'purple' | 'green' | 'orange' | 'red' | 'pink' | 'yellow' | 'indigo';

export const cardVariants = cva('ui-card', {
  variants: {
    accent: {
      blue: 'ui-card--accent-blue',
      purple: 'ui-card--accent-purple',
      green: 'ui-card--accent-green',
      orange: 'ui-card--accent-orange',
      red: 'ui-card--accent-red',
      pink: 'ui-card--accent-pink',
      yellow: 'ui-card--accent-yellow',
      indigo: 'ui-card--accent-indigo',
    } satisfies Record<CardAccent, string>,
    linked: { true: 'ui-card--linked', false: '' },
  },
  defaultVariants: { linked: false },
});

export interface CardImage {
  src: string;
  /** What the image shows; `''` when it is decoration only. Never put text in the image. */
  alt: string;
  width: number;
  height: number;
  /** Other widths of the same picture, such as `"/a-480.webp 480w, /a-960.webp 960w"`. */
  srcSet?: string;
  /** How wide the image is drawn, for choosing from `srcSet`; defaults to a card in a grid. */
  sizes?: string;
  /** `'lazy'` (the default) or `'eager'` for a card near the top of the page. */
  loading?: 'eager' | 'lazy';
}

interface CardBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  subtitle?: ReactNode;
  /** The description. In a linked card it must hold no links or buttons. */
  children?: ReactNode;
  features?: readonly ReactNode[];
  image?: CardImage;
  /** Decoration only: hidden from assistive technology. */
  icon?: ReactNode;
  /** The project colour: a stripe along the top and the icon's background. Decoration only. */
  accent?: CardAccent;
}

interface LinkedCardProps {
  /** Makes the whole card one link: the title is the link, and clicking anywhere on the card follows it. */
  href: string;
  /** A visible call to action at the foot of the card, such as "Read more"; it is added to the link's name. */
  linkLabel?: ReactNode;
  /** A linked card cannot hold other controls: they would sit inside the link's click area. */
  actions?: never;
}

interface StaticCardProps {
  href?: undefined;
  linkLabel?: never;
  /** Buttons or links at the foot of the card. */
  actions?: ReactNode;
}

export type CardProps = CardBaseProps & (LinkedCardProps | StaticCardProps);

/** A project, programme or story, with an optional image, icon, feature list, link or actions. */
export const Card = /* @__PURE__ */ forwardRef(function Card(
  {
    title,
    headingLevel = 3,
    subtitle,
    children,
    features,
    image,
    icon,
    accent,
    href,
    linkLabel,
    actions,
    className,
    ...props
  }: CardProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const id = useId().replace(/:/g, '');
  const Heading = `h${headingLevel}` as const;
  const linkId = `card${id}-link`;
  const ctaId = `card${id}-cta`;
  const linked = href !== undefined;
  return (
    <article ref={ref} className={cardVariants({ accent, linked, className })} {...props}>
      <div className="ui-card__body">
        {icon ? (
          <span className="ui-card__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Heading className="ui-card__title">
          {linked ? (
            <a
              id={linkId}
              className="ui-card__link"
              href={href}
              aria-labelledby={linkLabel ? `${linkId} ${ctaId}` : undefined}
            >
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {subtitle ? <p className="ui-card__subtitle">{subtitle}</p> : null}
        {children ? (
          typeof children === 'string' ? (
            <p className="ui-card__description">{children}</p>
          ) : (
            <div className="ui-card__description">{children}</div>
          )
        ) : null}
        {features?.length ? (
          <ul className="ui-card__features">
            {Children.toArray(features).map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        ) : null}
        {linked && linkLabel ? (
          // Already read as part of the link's name.
          <p className="ui-card__cta" aria-hidden="true">
            <span id={ctaId}>{linkLabel}</span> →
          </p>
        ) : null}
        {!linked && actions ? <div className="ui-card__actions">{actions}</div> : null}
      </div>
      {image ? (
        <img
          className="ui-card__image"
          sizes={image.srcSet ? (image.sizes ?? '(min-width: 48em) 33vw, 100vw') : undefined}
          srcSet={image.srcSet}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={image.loading ?? 'lazy'}
          decoding="async"
        />
      ) : null}
    </article>
  );
});

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** The cards; each is put in its own list item. */
  children: ReactNode;
}

/** A list of cards in a responsive grid: as many columns as fit, one on a narrow screen. */
export const CardGrid = /* @__PURE__ */ forwardRef(function CardGrid(
  { children, className, ...props }: CardGridProps,
  ref: ForwardedRef<HTMLUListElement>,
) {
  return (
    // Safari drops list semantics from a list drawn without bullets unless the role is explicit.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul ref={ref} role="list" className={['ui-card-grid', className].filter(Boolean).join(' ')} {...props}>
      {Children.toArray(children).map((child, index) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className="ui-card-grid__item"
        >
          {child}
        </li>
      ))}
    </ul>
  );
});
