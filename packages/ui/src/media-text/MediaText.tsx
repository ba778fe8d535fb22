import { forwardRef, type ForwardedRef, type HTMLAttributes, type ReactNode } from 'react';

export interface MediaTextImage {
  src: string;
  /** What the image shows; `''` when it is decoration only. Never put text in the image. */
  alt: string;
  width: number;
  height: number;
  /** Other widths of the same picture, such as `"/a-480.webp 480w, /a-960.webp 960w"`. */
  srcSet?: string;
  /** How wide the image is drawn, for choosing from `srcSet`; defaults to half a container, or the screen. */
  sizes?: string;
  /** `'lazy'` (the default) or `'eager'` for a picture near the top of the page. */
  loading?: 'eager' | 'lazy';
}

export interface MediaTextProps extends HTMLAttributes<HTMLDivElement> {
  image: MediaTextImage;
  /** The side the image is drawn on when there is room for two columns. The text always comes first to read. */
  imagePosition?: 'start' | 'end';
  /** The text: paragraphs, lists, links. */
  children: ReactNode;
}

/** Text beside an image, in two equal columns when there is room and one column (text first) when there is not. */
export const MediaText = /* @__PURE__ */ forwardRef(function MediaText(
  { image, imagePosition = 'end', children, className, ...props }: MediaTextProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <div
      ref={ref}
      className={['ui-media-text', `ui-media-text--image-${imagePosition}`, className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <div className="ui-media-text__text">{children}</div>
      <div className="ui-media-text__media">
        <img
          className="ui-media-text__image"
          sizes={
            image.srcSet
              ? (image.sizes ?? '(min-width: 72rem) 34rem, (min-width: 48rem) 45vw, 100vw')
              : undefined
          }
          srcSet={image.srcSet}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={image.loading ?? 'lazy'}
          decoding="async"
        />
      </div>
    </div>
  );
});
