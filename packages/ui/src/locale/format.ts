import type { PluralForms, UiStrings } from './UiStrings.js';

type Values = Record<string, string | number>;

/** Puts each `{name}` of `text` in its value; a number is written the table's way. */
export function fill(
  strings: Pick<UiStrings, 'locale' | 'numbers'>,
  text: string,
  values: Values = {},
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(strings, value) : value;
  });
}

/** The text of `forms` for `count` by the language's plural rules, filled in with `count` and `values`. */
export function plural(
  strings: Pick<UiStrings, 'locale' | 'numbers'>,
  forms: PluralForms,
  count: number,
  values: Values = {},
): string {
  const category = new Intl.PluralRules(strings.locale).select(count);
  return fill(strings, forms[category] ?? forms.other, { count, ...values });
}

export function formatNumber(strings: Pick<UiStrings, 'locale' | 'numbers'>, value: number): string {
  return new Intl.NumberFormat(strings.locale, strings.numbers).format(value);
}

/** Parts joined as the language joins a list: 'day and month', 'दिन और महीना'. */
export function formatList(strings: Pick<UiStrings, 'locale'>, parts: readonly string[]): string {
  return new Intl.ListFormat(strings.locale, { type: 'conjunction' }).format(parts);
}

/** The name of a language in the table's language: 'English', 'अंग्रेज़ी'. */
export function languageName(strings: Pick<UiStrings, 'locale'>, tag: string): string {
  try {
    return new Intl.DisplayNames(strings.locale, { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
