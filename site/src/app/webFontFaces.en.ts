import boldUrl from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url';
import regularUrl from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url';

/** One file of a face, as `new FontFace()` takes it. */
export interface WebFontFace {
  family: string;
  weight: '400' | '700';
  /** The `src` descriptor: `url(…)`, or local faces first. */
  src: string;
  /** The characters it draws; the browser fetches it only for those (`unicode-range`). */
  unicodeRange?: string;
}

/** The site's text face, designed for low-vision readers; it ships with the site in its two weights. */
export const latinFamily = 'Atkinson Hyperlegible Next';

/**
 * The faces an English page fetches for the pages drawn after it (src/app/webFont.ts). The Hindi build
 * reads webFontFaces.hi.ts in place of this module (scripts/site-language.mjs).
 */
export const webFontFaces: readonly WebFontFace[] = [
  { family: latinFamily, weight: '400', src: `url(${regularUrl})` },
  { family: latinFamily, weight: '700', src: `url(${boldUrl})` },
];
