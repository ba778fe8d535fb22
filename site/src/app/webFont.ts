// The faces of this build's language (webFontFaces.en.ts; the Hindi build reads webFontFaces.hi.ts,
// which adds the Devanagari face to the Latin one) load with the fetch, after hydration: a page's
// first download does without their addresses.

/**
 * When the faces are used: never on a page already drawn, so its arrival never lays a page out again. On a
 * slow phone that is a long task, during which a tap waits; and under a magnifier every letter would
 * change shape, and a line could wrap anew, while it is being read.
 *
 * - A page loaded from the server is drawn in the local face, resized to the web font's measures
 *   (styles/fonts.css). Once it has hydrated and the browser is idle, it fetches the files, two
 *   weights of each face (prefetchWebFont), so they never compete with the page for a slow link; later loads find them cached.
 * - The next page drawn in the same tab (a link followed, Back or Forward) is drawn in the face.
 *
 * With scripts off, a `<noscript>` style names the files instead (scripts/prerender.mjs), and the face
 * replaces the local one when it arrives: nothing else can load it.
 */
/** Every face once fetched, and until they are added to the document. */
let fetched: FontFace[] | undefined;

/**
 * Fetches the face for the pages that come next, without adding it to this page. Called once the page
 * has hydrated and the browser is idle (src/app/hydrate.tsx).
 */
export async function prefetchWebFont(): Promise<void> {
  if (fetched) return;
  try {
    const { webFontFaces } = await import('./webFontFaces.en.js');
    // Normal style, the default; no `display`: these faces are added only once loaded.
    const faces = webFontFaces.map(
      ({ family, weight, src, unicodeRange }) =>
        new FontFace(family, src, unicodeRange ? { weight, unicodeRange } : { weight }),
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
