import boldUrl from '../styles/noto-sans-devanagari-hindi-700.woff2?url';
import regularUrl from '../styles/noto-sans-devanagari-hindi-400.woff2?url';
// The English module itself (a Hindi module's imports are never swapped): a Hindi page has English
// words too (names, addresses), drawn in the Latin face.
import { webFontFaces as latinFaces, type WebFontFace } from './webFontFaces.en.js';

/** The Devanagari face: Noto Sans Devanagari, cut to Hindi's letters (scripts/subset-devanagari.mjs). */
export const devanagariFamily = 'Noto Sans Devanagari Web';

/** The letters it draws: the same list as scripts/subset-devanagari.mjs (tests/site/budgets.test.ts). */
export const devanagariUnicodeRange =
  'U+0900-0903, U+0905-0939, U+093C-0950, U+0958-0970, U+200C-200D, U+20B9, U+25CC';

/**
 * Where the phone has Noto Sans Devanagari (Android, ChromeOS, most Linux), it is used and nothing is
 * fetched: the same face, by name, then by its PostScript name.
 */
const localFirst = (weight: '400' | '700', url: string) =>
  weight === '400'
    ? `local('Noto Sans Devanagari'), local('NotoSansDevanagari-Regular'), url(${url})`
    : `local('Noto Sans Devanagari Bold'), local('NotoSansDevanagari-Bold'), url(${url})`;

/** The faces a Hindi page fetches for the pages drawn after it (src/app/webFont.ts). */
export const webFontFaces: readonly WebFontFace[] = [
  ...latinFaces,
  {
    family: devanagariFamily,
    weight: '400',
    src: localFirst('400', regularUrl),
    unicodeRange: devanagariUnicodeRange,
  },
  {
    family: devanagariFamily,
    weight: '700',
    src: localFirst('700', boldUrl),
    unicodeRange: devanagariUnicodeRange,
  },
];
