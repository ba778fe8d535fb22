import { forwardRef, type ForwardedRef, type HTMLAttributes, type ReactNode } from 'react';
import { Container } from '../container/Container.js';

export interface HeroImage {
  src: string;
  /** What the image shows; `''` when it is decoration only. Never put text in the image. */
  alt: string;
  width: number;
  height: number;
  /** Other widths of the same picture, such as `"/a-480.webp 480w, /a-960.webp 960w"`. */
  srcSet?: string;
  /** How wide the image is drawn, for choosing from `srcSet`; defaults to the hero's media column. */
  sizes?: string;
  /** `'eager'` (the default: a hero is usually the first thing seen) or `'lazy'`. */
  loading?: 'eager' | 'lazy';
}

export interface HeroQuote {
  text: ReactNode;
  /** Who said it: a name, or a name and a role. */
  cite?: ReactNode;
}

export interface HeroTile {
  title: ReactNode;
  description?: ReactNode;
}

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading. */
  title: ReactNode;
  /** 1 for the page's own heading (the default); 2 when the hero sits under another h1. */
  headingLevel?: 1 | 2;
  /** A short line above the heading, such as the section of the site. */
  eyebrow?: ReactNode;
  /** The opening paragraph. */
  lead?: ReactNode;
  quote?: HeroQuote;
  image?: HeroImage;
  /** Usually one or two ButtonLinks. */
  actions?: ReactNode;
  /** Three or four ways in (call, write, visit...), listed under the heading's text. */
  tiles?: readonly HeroTile[];
}

/** A string becomes a paragraph; anything else is kept as it is. */
function Text({ className, children }: { className: string; children: ReactNode }) {
  return typeof children === 'string' ? (
    <p className={className}>{children}</p>
  ) : (
    <div className={className}>{children}</div>
  );
}

/** The top of a page: its heading, with an opening paragraph, actions, a quote, an image and tiles. */
export const Hero = /* @__PURE__ */ forwardRef(function Hero(
  { title, headingLevel = 1, eyebrow, lead, quote, image, actions, tiles, className, ...props }: HeroProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const Heading = `h${headingLevel}` as const;
  const TileHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const hasMedia = Boolean(image || quote);
  const classes = ['ui-hero', hasMedia && 'ui-hero--with-media', className].filter(Boolean).join(' ');
  return (
    <header ref={ref} className={classes} {...props}>
      <Container className="ui-hero__inner">
        <div className="ui-hero__text">
          {eyebrow ? <p className="ui-hero__eyebrow">{eyebrow}</p> : null}
          <Heading className="ui-hero__title">{title}</Heading>
          {lead ? <Text className="ui-hero__lead">{lead}</Text> : null}
          {actions ? <div className="ui-hero__actions">{actions}</div> : null}
        </div>
        {hasMedia ? (
          <div className="ui-hero__media">
            {image ? (
              <img
                className="ui-hero__image"
                sizes={image.srcSet ? (image.sizes ?? '(min-width: 48em) 40vw, 100vw') : undefined}
                srcSet={image.srcSet}
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={image.loading}
                decoding="async"
                fetchPriority={image.loading === 'lazy' ? undefined : 'high'}
              />
            ) : null}
            {quote ? (
              <figure className="ui-hero__quote">
                <blockquote className="ui-hero__quote-text">
                  {typeof quote.text === 'string' ? <p>{quote.text}</p> : quote.text}
                </blockquote>
                {quote.cite ? (
                  <figcaption className="ui-hero__quote-source">
                    <span aria-hidden="true">— </span>
                    <cite>{quote.cite}</cite>
                  </figcaption>
                ) : null}
              </figure>
            ) : null}
          </div>
        ) : null}
        {tiles?.length ? (
          // Safari drops list semantics from a list drawn without bullets unless the role is explicit.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul className="ui-hero__tiles" role="list">
            {tiles.map((tile, index) => (
              <li key={index} className="ui-hero__tile">
                <TileHeading className="ui-hero__tile-title">{tile.title}</TileHeading>
                {tile.description ? <Text className="ui-hero__tile-text">{tile.description}</Text> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </header>
  );
});
