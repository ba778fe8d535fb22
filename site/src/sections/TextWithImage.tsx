import type { ReactNode } from 'react';
import type { SiteImage } from '../content/images.js';

/**
 * Text beside a picture, one column on a narrow screen (text first). The picture is below the fold on
 * every page that uses this, so it loads lazily, in the width the layout needs.
 */
export function TextWithImage({ image, children }: { image: SiteImage; children: ReactNode }) {
  return (
    <div className="site-home-split">
      <div className="site-home-split__text">{children}</div>
      <img
        className="site-home-split__image"
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 45vw, 100vw"
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}
