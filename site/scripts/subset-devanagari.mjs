// Writes the site's Devanagari face: Noto Sans Devanagari (from @fontsource/noto-sans-devanagari) in
// its two weights, cut down to the letters Hindi is written with (hindiUnicodeRange), as
// src/styles/noto-sans-devanagari-hindi-400.woff2 and -700.woff2. Run it when the face's package is
// updated: `node site/scripts/subset-devanagari.mjs`. The files are committed, so a build needs nothing
// but them. harfbuzz's subsetter (subset-font, WebAssembly) keeps every glyph the kept letters can
// form (conjuncts, half forms, matras), so text shapes as in the whole face.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { codePointsOf, hindiUnicodeRange } from './hindi-letters.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const source = (weight) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
export const faceFile = (weight) =>
  join(here, '..', 'src', 'styles', `noto-sans-devanagari-hindi-${weight}.woff2`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = String.fromCodePoint(...codePointsOf(hindiUnicodeRange));
  for (const weight of ['400', '700']) {
    const whole = await readFile(source(weight));
    const subset = await subsetFont(whole, text, { targetFormat: 'woff2' });
    await writeFile(faceFile(weight), subset);
    console.log(`${weight}: ${whole.length} → ${subset.length} bytes (${faceFile(weight)})`);
  }
}
