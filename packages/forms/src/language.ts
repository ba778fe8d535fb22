// No table of words is imported here: a page's first download holds its own language's words only
// (words-by-language.ts picks among them, for the server and the schemas' chunk).

/** The languages the forms speak: English as the spec words it, and Hindi. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  languages.some((language) => language === value);

/** A form's hidden field and a JSON body's key that name the language the visitor reads. */
export const languageField = 'language';

/**
 * The first language of an `Accept-Language` header the forms speak, by the weights given
 * (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi); undefined when it names none of them.
 */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: weight ? Number(weight) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** What goes before a page's title while its form shows errors (WCAG 3.3.1, technique G199). */
export const errorTitlePrefix: Readonly<Record<Language, string>> = { en: 'Error: ', hi: 'त्रुटि: ' };
