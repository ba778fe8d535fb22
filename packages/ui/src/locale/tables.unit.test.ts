import { describe, expect, it } from 'vitest';
import { uiLanguages, uiStrings } from './languages.js';
import { pluralCategories } from './UiStrings.js';

/** Every text of a table by its path ('pagination.where', 'textArea.characters.one'). */
function texts(table: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof table === 'string') found.set(path, table);
  else if (table && typeof table === 'object') {
    for (const [key, value] of Object.entries(table)) {
      for (const [inner, text] of texts(value, path ? `${path}.${key}` : key)) found.set(inner, text);
    }
  }
  return found;
}

/** The words of a language; its tag, `lang`, number options and word order are not words. */
const words = (table: unknown) =>
  new Map(
    [...texts(table)].filter(
      ([path]) => !/^(locale|lang|numbers)(\.|$)/.test(path) && path !== 'summaryList.actionName',
    ),
  );

/** A plural form's path stands for its group: 'textArea.characters.one' → 'textArea.characters'. */
const plurals = new RegExp(`\\.(${pluralCategories.join('|')})$`);
const groupOf = (path: string) => path.replace(plurals, '');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = words(uiStrings.en);

describe.each(uiLanguages.filter((language) => language !== 'en'))('the %s table', (language) => {
  const table = words(uiStrings[language]);

  it('has every word the English table has, and none it lacks', () => {
    const groups = (map: Map<string, string>) => [...new Set([...map.keys()].map(groupOf))].sort();
    expect(groups(table)).toEqual(groups(english));
    for (const [path] of table) {
      if (plurals.test(path))
        expect(table.has(`${groupOf(path)}.other`), `${path}: no other form`).toBe(true);
    }
  });

  it('fills in the same values as English', () => {
    for (const [path, text] of table) {
      const group = groupOf(path);
      const englishForm = english.get(path) ?? english.get(`${group}.other`) ?? '';
      expect(placeholders(text), path).toEqual(placeholders(englishForm));
    }
  });

  it('is written in its own script, not left in English', () => {
    const script = language === 'hi' ? /\p{Script=Devanagari}/u : /./u;
    for (const [path, text] of table) expect(text, path).toMatch(script);
  });
});

it('gives every language a tag that Intl knows', () => {
  for (const language of uiLanguages) {
    const { locale } = uiStrings[language];
    expect(Intl.PluralRules.supportedLocalesOf(locale), language).toEqual([locale]);
  }
});

it('orders an action and its subject in every language with both placeholders, once each', () => {
  for (const language of uiLanguages) {
    const { actionName } = uiStrings[language].summaryList;
    expect(placeholders(actionName), language).toEqual(['action', 'subject']);
  }
});
