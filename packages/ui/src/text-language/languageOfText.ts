/** Devanagari letters, vowel signs and digits (U+0900–U+097F). */
const devanagari = /[\u0900-\u097F]/gu;
/** Any letter of any script. */
const letters = /\p{L}/gu;

/**
 * The language a piece of text of unknown language is written in, as far as its script tells: 'hi' when
 * most of its letters are Devanagari, otherwise undefined (the page's own language applies). Put on the
 * element as `lang`, it makes NVDA, TalkBack and VoiceOver switch to a Hindi voice for text a visitor
 * typed, which would otherwise be spelled out by an English voice.
 */
export function languageOfText(text: string | null | undefined): 'hi' | undefined {
  if (!text) return undefined;
  const inDevanagari = text.match(devanagari)?.length ?? 0;
  if (inDevanagari === 0) return undefined;
  // Vowel signs are marks, not letters: count them on both sides so the halves compare fairly.
  const all =
    (text.match(letters)?.length ?? 0) +
    (text.match(/[\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963]/gu)?.length ?? 0);
  return inDevanagari * 2 >= all ? 'hi' : undefined;
}
