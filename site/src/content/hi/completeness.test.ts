import { describe, expect, it } from 'vitest';

/**
 * Every English content module has a Hindi twin that says all of it in Hindi: the same exports, the
 * same keys, lists of the same length, every text translated into Devanagari and every number kept.
 * The types check the shape; this checks the words, which the types cannot.
 */
const english = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts']);
const hindi = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts']);

/** Keys whose values are link targets, ids, colours, icons and files, kept as the English has them. */
const notTextKeys = new Set([
  'to',
  'variant',
  'accent',
  'icon',
  'id',
  'registerId',
  'src',
  'srcSet',
  'captions',
  'file',
  'iso',
]);

/** Values that are not words in any language: paths, addresses, links, phone numbers, punctuation. */
function isNotText(value: string): boolean {
  return (
    /^\//.test(value) ||
    /^[^\s@]+@[^\s@]+\.[a-z]+$/i.test(value) ||
    /^(https?:|tel:|mailto:)/.test(value) ||
    /^[+\d\s()-]+$/.test(value) ||
    !/\p{L}/u.test(value)
  );
}

const devanagari = /[\u0900-\u097F]/;
const devanagariDigits = /[\u0966-\u096F]/;
const numbers = (text: string): string[] => [...(text.match(/\d(?:[\d,.]*\d)?/g) ?? [])];

/**
 * Texts whose Hindi has no word of its own by design. `learnMoreAbout` follows "और जानें" on each
 * event's button: the English adds " about <title>", the Hindi only ": <title>".
 */
const wordlessInHindi = new Set(['events-page.eventsPage.upcoming.learnMoreAbout']);

/**
 * Functions that build a value from the caller's words rather than saying any: the Hindi must build
 * the same as the English from the same arguments.
 */
const builders: Record<string, unknown[]> = {
  'images.eventBanner': ['banner.webp', 'A banner'],
  'images.picture': ['a-picture', 'A picture'],
};

/** Arguments for the texts that are functions, numbers so that both languages receive the same. */
const sampleArguments = [2, 6, 9];

interface Problem {
  path: string;
  english: unknown;
  hindi: unknown;
  problem: string;
}

function compare(en: unknown, hi: unknown, path: string, key: string, problems: Problem[]): void {
  const report = (problem: string): void => {
    problems.push({ path, english: en, hindi: hi, problem });
  };
  if (typeof en === 'function') {
    if (typeof hi !== 'function') return report('not a function');
    // The same function in both (an image helper the Hindi module re-exports) makes no text.
    if (hi === en) return;
    const builderArguments = builders[path];
    if (builderArguments) {
      const [built, builtInHindi] = [en(...builderArguments), hi(...builderArguments)];
      if (JSON.stringify(built) !== JSON.stringify(builtInHindi))
        report('builds another value than the English');
      return;
    }
    const args = sampleArguments.slice(0, en.length);
    const [enText, hiText] = [en(...args), hi(...args)];
    if (wordlessInHindi.has(path) && typeof hiText === 'string' && !/\p{L}/u.test(hiText)) return;
    return compare(enText, hiText, `${path}(${args.join(', ')})`, key, problems);
  }
  if (typeof en === 'string') {
    if (typeof hi !== 'string') return report('not a string');
    if (notTextKeys.has(key) || isNotText(en)) {
      if (notTextKeys.has(key) && hi !== en) report('changed, though it is not text');
      return;
    }
    if (hi === en) return report('the same as the English');
    if (!devanagari.test(hi)) return report('no Devanagari');
    if (devanagariDigits.test(hi)) report('Devanagari digits: the glossary says 0-9');
    const hindiNumbers = numbers(hi);
    for (const number of numbers(en)) {
      const at = hindiNumbers.indexOf(number);
      if (at === -1) report(`lost the number ${number}`);
      else hindiNumbers.splice(at, 1);
    }
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return report('not a list');
    if (hi.length !== en.length) return report(`${hi.length} items, English has ${en.length}`);
    en.forEach((item, index) => compare(item, hi[index], `${path}[${index}]`, key, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object') return report('not an object');
    const hiRecord = hi as Record<string, unknown>;
    const enRecord = en as Record<string, unknown>;
    const missing = Object.keys(enRecord).filter((k) => !(k in hiRecord));
    const extra = Object.keys(hiRecord).filter((k) => !(k in enRecord));
    if (missing.length || extra.length)
      report(`keys missing: ${missing.join(', ')}; extra: ${extra.join(', ')}`);
    for (const k of Object.keys(enRecord)) {
      if (k in hiRecord) compare(enRecord[k], hiRecord[k], `${path}.${k}`, k, problems);
    }
    return;
  }
  if (hi !== en) report('a value that is not text changed');
}

const moduleName = (file: string) => file.replace(/^\.\.?\//, '');
const englishModules = Object.keys(english).map(moduleName).sort();

describe('the Hindi content modules', () => {
  it('find the English modules to compare with', () => {
    expect(englishModules).toContain('contact.ts');
    expect(englishModules.length).toBeGreaterThanOrEqual(19);
  });

  it('exist for every English module', () => {
    const hindiModules = new Set(Object.keys(hindi).map(moduleName));
    expect(englishModules.filter((name) => !hindiModules.has(name))).toEqual([]);
  });

  it.each(englishModules)('say all of %s in Hindi', async (name) => {
    const [loadEnglish, loadHindi] = [english[`../${name}`], hindi[`./${name}`]];
    if (!loadEnglish || !loadHindi) throw new Error(`site/src/content/hi/${name} is missing`);
    const [en, hi] = await Promise.all([loadEnglish(), loadHindi()]);
    const problems: Problem[] = [];
    compare(en, hi, name.replace(/\.ts$/, ''), '', problems);
    expect(problems).toEqual([]);
  });
});

describe('the comparison', () => {
  const problemsOf = (en: unknown, hi: unknown) => {
    const problems: Problem[] = [];
    compare(en, hi, 'sample', '', problems);
    return problems.map((p) => `${p.path}: ${p.problem}`);
  };

  it('catches an untranslated text, a text without Devanagari, a lost number and a missing item', () => {
    expect(
      problemsOf(
        {
          a: 'Close',
          b: 'Submit',
          c: 'Reply in 24-48 hours',
          d: ['One', 'Two'],
          e: (n: number) => `Photo ${n}`,
        },
        { a: 'Close', b: 'Envoyer', c: 'जल्दी जवाब', d: ['एक'], e: (n: number) => `फ़ोटो ${n}` },
      ),
    ).toEqual([
      'sample.a: the same as the English',
      'sample.b: no Devanagari',
      'sample.c: lost the number 24',
      'sample.c: lost the number 48',
      'sample.d: 1 items, English has 2',
    ]);
  });

  it('keeps paths, addresses, phone numbers and link targets, and refuses a changed link target', () => {
    expect(
      problemsOf(
        { to: '/contact', mail: 'contact@example.org', phone: '+91 11 4567 8900', after: '.' },
        { to: '/hi/contact', mail: 'contact@example.org', phone: '+91 11 4567 8900', after: '।' },
      ),
    ).toEqual(['sample.to: changed, though it is not text']);
  });

  it('refuses Devanagari digits', () => {
    expect(problemsOf({ a: '4 weeks' }, { a: '४ हफ़्ते' })).toEqual([
      'sample.a: Devanagari digits: the glossary says 0-9',
      'sample.a: lost the number 4',
    ]);
  });
});
