// The letters the site's Devanagari face is cut to (scripts/subset-devanagari.mjs).

/**
 * The letters of Hindi, and what Hindi text needs with them: the signs, vowels and consonants of the
 * Devanagari block with nukta forms, dandas and Devanagari digits (a visitor may type them), ॐ, the
 * abbreviation sign; the joiners that choose a conjunct's form; the rupee sign; the dotted circle a
 * shaper shows under a sign typed alone. Left out: Vedic accents and letters of other languages
 * (U+0904, U+0951–0957, U+0971–097F, the Vedic Extensions), which fall back to a local face.
 * The same list is the web face's unicode-range (src/app/webFontFaces.hi.ts).
 */
export const hindiUnicodeRange =
  'U+0900-0903, U+0905-0939, U+093C-0950, U+0958-0970, U+200C-200D, U+20B9, U+25CC';

/** The code points of a unicode-range list. */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(start, 16);
    const last = Number.parseInt(end, 16);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}
