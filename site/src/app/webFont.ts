import boldUrl from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url';
import regularUrl from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url';

/** The site's text face, designed for low-vision readers; ships with the site in its two weights. */
export const webFontFamily = 'Atkinson Hyperlegible Next';

export const webFontFaces = [
  { weight: '400', url: regularUrl },
  { weight: '700', url: boldUrl },
] as const;

/**
 * Fetches the text face once the page has been painted and loaded, so its 26 kB never compete with
 * the page and its first image for a slow link. Until it arrives the page is set in a local face
 * resized to the same measures (styles/fonts.css), so the swap moves no line. With scripts off the
 * page names the same files in a `<noscript>` style (scripts/prerender.mjs).
 */
export function loadWebFont(): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const faces = webFontFaces.map(
    ({ weight, url }) =>
      // Normal style, the default; no `display`, which matters only to a face the page is waiting for.
      new FontFace(webFontFamily, `url(${url}) format('woff2')`, { weight }),
  );
  // Both weights go in together, once both have arrived: the page is laid out again once, not twice,
  // which on a slow phone is a long task each. Offline or refused: the local face stays, as readable.
  Promise.all(faces.map((face) => face.load()))
    .then(() => faces.forEach((face) => document.fonts.add(face)))
    .catch(() => undefined);
}
