/**
 * A picture the site shows. The files live in site/public/images/ (made by scripts/make-images.mjs)
 * in three widths; `src` is the middle one.
 */
export interface SiteImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** What the picture shows; '' when it is decoration only. */
  alt: string;
}

export const imageWidths = [480, 960, 1440] as const;

/**
 * A picture by its file name. Each picture and its description sit in the content module of the page
 * that shows it, so a page's first download carries only its own pictures' words.
 */
export function picture(name: string, alt: string, ratio: [number, number] = [3, 2]): SiteImage {
  const [w, h] = ratio;
  return {
    src: `/images/${name}-960.webp`,
    srcSet: imageWidths.map((width) => `/images/${name}-${width}.webp ${width}w`).join(', '),
    width: 960,
    height: Math.round((960 * h) / w),
    alt,
  };
}

/** An event's banner, by the file name the events package gives. */
export function eventBanner(file: string, alt: string): SiteImage {
  return picture(`events/${file.replace(/\.webp$/, '')}`, alt, [16, 9]);
}

/** The picture shared on social sites (Open Graph), 1200×630. */
export const socialImage = { src: '/og-image.png', width: 1200, height: 630 } as const;
