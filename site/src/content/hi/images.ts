import type * as en from '../images.js';

/*
 * The same helpers as images.ts, for the Hindi build: each Hindi content module builds its pictures
 * with `picture`, from the English file names and a Hindi description. The completeness test holds
 * every `src`, `srcSet`, size and banner equal to the English.
 */
export const imageWidths: typeof en.imageWidths = [480, 960, 1440];

export function picture(name: string, alt: string, ratio: [number, number] = [3, 2]): en.SiteImage {
  const [w, h] = ratio;
  return {
    src: `/images/${name}-960.webp`,
    srcSet: imageWidths.map((width) => `/images/${name}-${width}.webp ${width}w`).join(', '),
    width: 960,
    height: Math.round((960 * h) / w),
    alt,
  };
}

/** An event's banner, by the file name the events package gives; `alt` comes in Hindi from the caller. */
export function eventBanner(file: string, alt: string): en.SiteImage {
  return picture(`events/${file.replace(/\.webp$/, '')}`, alt, [16, 9]);
}

/** The picture shared on social sites (Open Graph), 1200×630. */
export const socialImage: typeof en.socialImage = { src: '/og-image.png', width: 1200, height: 630 };
