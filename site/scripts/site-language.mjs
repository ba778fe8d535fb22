// The Vite plugin that makes the Hindi build of the site (vite.config.ts, `SITE_LANGUAGE=hi`):
// - every import of a content module, `src/content/<name>.ts`, is answered with its Hindi twin,
//   `src/content/hi/<name>.ts`, which exports the same names (typed from the English);
// - every import of a `src/<name>.en.ts` (the route table's words, the pages' descriptions) is answered
//   with `src/<name>.hi.ts`.
// - in both builds, every import of @inclusion/ui's English words (`dist/locale/en.js`, each
//   component's own section) is answered with the same sections in the build's language, from the
//   ui's own table, in a module of its own for each importing component: a component bundles its
//   words in the page's language only, and a page takes only its components' words.
// - in both builds, every table of @inclusion/forms keyed by language (`dist/language.js`, such as
//   the title's error prefix) is cut to the build's language: the hooks read it for the page's own;
// - in both builds, the forms' session (its first name) reads the few page words it uses, in the
//   build's language, instead of the forms' whole English table of messages: every page loads it.
// - in a build in another language, the forms' API client and hooks, which every page with a form
//   loads, read their default words in the build's language too, never the English table: the hooks
//   read the language's own page words (`pageWordsHi`, the very words the site passes them), the
//   client's event errors a copy of the two sections it reads, so its test for the spec's English
//   (the default's own sections) still tells the site's words from its default. The English build's
//   pages pass the real table, so there these modules read it as they are.
// Pages, sections, forms and the app's shell import their words as they always have, and each build
// ships one language only. `__SITE_LANGUAGE__` tells the code which (src/app/language.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const contentModule = /^(.*[\\/]site[\\/]src[\\/]content)[\\/]([\w-]+)\.ts$/;
/** A module of the Hindi build's own: its imports of English modules are meant (a type, a shared list). */
const hindiModule = /[\\/]site[\\/]src[\\/](content[\\/]hi[\\/]|.*\.hi\.ts$)/;
const englishModule = /^(.*[\\/]site[\\/]src[\\/].*)\.en\.ts$/;

/** The module that stands for `id` in a build in `language`, or undefined when none does. */
function twinOf(id, language) {
  const content = contentModule.exec(id);
  if (content) return join(content[1], language, `${content[2]}.ts`);
  const words = englishModule.exec(id);
  if (words) return `${words[1]}.${language}.ts`;
  return undefined;
}

const uiEnglishWords = /[\\/]ui[\\/]dist[\\/]locale[\\/]en\.js$/;
/** The ui's list of its tables: it names the real English table, which only a page in English uses. */
const uiTableList = /[\\/]ui[\\/]dist[\\/]locale[\\/]languages\.js$/;

/**
 * A module with the exports of the ui's `locale/en.js`, each the same part of the `language` table
 * (`locale/<language>.js`): a section (`enModal` is `table.modal`), the format (`enFormat`: locale,
 * lang, numbers) or the whole table (`en`). An export it cannot match fails the build.
 */
async function uiWordsModule(englishFile, language) {
  const english = await import(pathToFileURL(englishFile).href);
  const tableFile = englishFile.replace(/en\.js$/, `${language}.js`);
  const table = (await import(pathToFileURL(tableFile).href))[language];
  if (!table || typeof table !== 'object') throw new Error(`${tableFile} exports no table named ${language}`);
  const lines = Object.entries(english).map(([name, value]) => {
    let words;
    if (value === english.en) words = table;
    else {
      const section = Object.keys(english.en).find((key) => english.en[key] === value);
      if (section !== undefined) words = table[section];
      else if (value && typeof value === 'object' && Object.keys(value).every((key) => key in english.en))
        words = Object.fromEntries(Object.keys(value).map((key) => [key, table[key]]));
    }
    if (words === undefined)
      throw new Error(`${englishFile}: ${name} has no part of ${tableFile} to stand for it`);
    return `export const ${name} = ${JSON.stringify(words)};`;
  });
  return lines.join('\n');
}

const formsLanguage = /[\\/]forms[\\/]dist[\\/]language\.js$/;

/**
 * The exports of the forms' `language.js` (`file`), each table with one entry per language (as
 * `{ en, hi }`) cut to `language`'s entry and the rest taken from the module as it is.
 */
async function formsLanguageModule(file, language) {
  const real = await import(pathToFileURL(file).href);
  const byLanguage = (value) =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).sort().join() === [...real.languages].sort().join();
  return Object.entries(real)
    .map(([name, value]) =>
      byLanguage(value)
        ? `export const ${name} = ${JSON.stringify({ [language]: value[language] })};`
        : `export { ${name} } from ${JSON.stringify(file)};`,
    )
    .join('\n');
}

/** Forms modules every page loads that read a few page words (`messages.<key>`) from the whole table. */
const formsPageWordReaders = /[\\/]forms[\\/]dist[\\/]session[\\/]firstName\.js$/;
/** The same, in a build in another language only (see the top of this file). */
const formsClientWordReaders = /[\\/]forms[\\/]dist[\\/]client[\\/]event-errors\.js$/;
/** Forms modules of the page layer whose default is the whole table of page words. */
const formsHooks = /[\\/]forms[\\/]dist[\\/]hooks[\\/][\w-]+\.js$/;
const formsMessages = /[\\/]forms[\\/]dist[\\/]messages\.js$/;

/**
 * `messages` with only the page words `importer` reads, in `language`: English from the forms'
 * `messages`, Hindi from `pageWordsHi`. Any other use of `messages` (a rule's words, the whole table)
 * fails the build, as does a word that is no page word.
 */
async function formsWordsModule(messagesFile, importer, language) {
  const code = readFileSync(importer, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/^import\b.*$/gm, '');
  const uses = [...code.matchAll(/\bmessages\b(?:\.(\w+))?/g)];
  const english = (await import(pathToFileURL(messagesFile).href)).messages;
  const pageWords = (await import(pathToFileURL(pageWordsFile(messagesFile, 'hi')).href)).pageWordsHi;
  const table = language === 'hi' ? pageWords : english;
  const words = {};
  for (const [use, key] of uses) {
    if (key === undefined || !(key in pageWords))
      throw new Error(`${importer} reads ${use} of the forms' messages, which is no page word`);
    words[key] = table[key];
  }
  // The function beside the table is copied, not imported: an import would bring the table along.
  const { serverErrorWithStatus } = await import(pathToFileURL(messagesFile).href);
  return [`export const messages = ${JSON.stringify(words)};`, `export ${serverErrorWithStatus}`].join('\n');
}

/** The forms' module of the page words in `language` (`page-words.hi.js`), beside `messages.js`. */
const pageWordsFile = (messagesFile, language) =>
  messagesFile.replace(/messages\.js$/, `page-words.${language}.js`);

/** `messages` as the language's own page words (`pageWordsHi`), for a build in `language`, not English. */
function formsPageWordsModule(messagesFile, language) {
  const name = `pageWords${language[0].toUpperCase()}${language.slice(1)}`;
  return `export { ${name} as messages } from ${JSON.stringify(pageWordsFile(messagesFile, language))};`;
}

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The id of a module made here, named by the module it is made for (its importer, or the module it
 * stands for) within the workspace: chunks are named and grouped by it (vite.config.ts) as that
 * module is, and no machine's path reaches a file name.
 */
const madeId = (kind, file) => `\0${kind}/${relative(workspace, file).split('\\').join('/')}`;

/** The languages a build can be in: `en`, the default, and `hi`. */
export const buildLanguages = ['en', 'hi'];

/** The build's language from `SITE_LANGUAGE`; anything else is refused, never guessed. */
export function buildLanguageOf(value) {
  const language = value ?? 'en';
  if (!buildLanguages.includes(language))
    throw new Error(`SITE_LANGUAGE is ${language}: use one of ${buildLanguages.join(', ')}`);
  return language;
}

/** @param {'en' | 'hi'} language */
export function siteLanguage(language) {
  /** Each module made here, by its id: how to write it. */
  const made = new Map();
  const make = (id, write) => {
    made.set(id, write);
    return id;
  };
  return {
    name: 'site-language',
    enforce: 'pre',
    config: () => ({ define: { __SITE_LANGUAGE__: JSON.stringify(language) } }),
    async resolveId(source, importer, options) {
      // A module made here imports the real one it stands for.
      if (!importer || importer.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && formsLanguage.test(resolved.id))
        return make(madeId('forms-language', resolved.id), () => formsLanguageModule(resolved.id, language));
      const readsPageWords =
        formsPageWordReaders.test(importer) || (language !== 'en' && formsClientWordReaders.test(importer));
      if (resolved && formsMessages.test(resolved.id) && readsPageWords)
        return make(madeId('forms-words', importer), () => formsWordsModule(resolved.id, importer, language));
      if (resolved && formsMessages.test(resolved.id) && language !== 'en' && formsHooks.test(importer))
        return make(madeId('forms-page-words', resolved.id), () =>
          formsPageWordsModule(resolved.id, language),
        );
      // One module of words per importing component, so each component's words sit in its own chunk.
      if (resolved && uiEnglishWords.test(resolved.id) && !uiTableList.test(importer))
        return make(madeId('ui-words', importer), () => uiWordsModule(resolved.id, language));
      if (language === 'en' || hindiModule.test(importer)) return null;
      const twin = resolved ? twinOf(resolved.id, language) : undefined;
      if (!twin) return null;
      if (!existsSync(twin)) {
        throw new Error(`${resolved.id} has no ${language} twin: ${twin} (imported by ${importer})`);
      }
      return twin;
    },
    load(id) {
      return made.get(id)?.() ?? null;
    },
  };
}
