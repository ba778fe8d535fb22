import boldUrl from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url';
import regularUrl from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url';

/** The site's text face, designed for low-vision readers; ships with the site in its two weights. */
export const webFontFamily = 'Atkinson Hyperlegible Next';

export const webFontFaces = [
  { weight: '400', url: regularUrl },
  { weight: '700', url: boldUrl },
] as const;

/**
 * When the face is used: never on a page already drawn, so its arrival never lays a page out again. On a
 * slow phone that is a long task, during which a tap waits; and under a magnifier every letter would
 * change shape, and a line could wrap anew, while it is being read.
 *
 * - A page loaded from the server is drawn in the local face, resized to the web font's measures
 *   (styles/fonts.css). Once it has hydrated and the browser is idle, it fetches the two files
 *   (prefetchWebFont), so they never compete with the page for a slow link; later loads find them cached.
 * - The next page drawn in the same tab (a link followed, Back or Forward) is drawn in the face.
 *
 * With scripts off, a `<noscript>` style names the files instead (scripts/prerender.mjs), and the face
 * replaces the local one when it arrives: nothing else can load it.
 */
/** Both weights once fetched, and until they are added to the document. */
let fetched: FontFace[] | undefined;

/**
 * Fetches the face for the pages that come next, without adding it to this page. Called once the page
 * has hydrated and the browser is idle (src/app/hydrate.tsx).
 */
export async function prefetchWebFont(): Promise<void> {
  if (fetched) return;
  try {
    // Normal style, the default; no `display`: these faces are added only once loaded.
    const faces = webFontFaces.map(
      ({ weight, url }) => new FontFace(webFontFamily, `url(${url})`, { weight }),
    );
    await Promise.all(faces.map((face) => face.load()));
    fetched = faces;
  } catch {
    // Offline, refused, or a browser without the Font Loading API: the local face stays, as readable.
  }
}

/**
 * Adds the face to the document as a new page is drawn, before it is painted (useWebFontOnNewPage): the
 * page is laid out anyway, so the face costs no layout of its own. Nothing while the files are still on
 * their way: a later page takes it then. Adding a face twice changes nothing.
 */
export function addWebFontToNewPage(): void {
  for (const face of fetched ?? []) document.fonts.add(face);
}
