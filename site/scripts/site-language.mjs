// The Vite plugin that makes the Hindi build of the site (vite.config.ts, `SITE_LANGUAGE=hi`):
// - every import of a content module, `src/content/<name>.ts`, is answered with its Hindi twin,
//   `src/content/hi/<name>.ts`, which exports the same names (typed from the English);
// - every import of a `src/<name>.en.ts` (the route table's words, the pages' descriptions) is answered
//   with `src/<name>.hi.ts`.
// Pages, sections, forms and the app's shell import their words as they always have, and each build
// ships one language only. `__SITE_LANGUAGE__` tells the code which (src/app/language.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
  return {
    name: 'site-language',
    enforce: 'pre',
    config: () => ({ define: { __SITE_LANGUAGE__: JSON.stringify(language) } }),
    async resolveId(source, importer, options) {
      if (language === 'en' || !importer || hindiModule.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved ? twinOf(resolved.id, language) : undefined;
      if (!twin) return null;
      if (!existsSync(twin)) {
        throw new Error(`${resolved.id} has no ${language} twin: ${twin} (imported by ${importer})`);
      }
      return twin;
    },
  };
}
