/**
 * The site's languages. English keeps its addresses; each Hindi page is `/hi` + the English path
 * (`/hi/`, `/hi/contact`). The address is the truth for the language of a page.
 *
 * Each language is a build of its own (vite.config.ts, `SITE_LANGUAGE`): the Hindi build reads every
 * content module from `src/content/hi/` instead of `src/content/`, and its router serves the same
 * routes under the basename `/hi`. So a page ships its own language's words and never the other's,
 * and every component reads its words from the content modules as it always has.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** Set by Vite's `define` (vite.config.ts); absent when site code runs outside a build (a unit test). */
declare const __SITE_LANGUAGE__: Language | undefined;

/** The language of this build, and so of every page it renders. */
export const siteLanguage: Language = typeof __SITE_LANGUAGE__ === 'undefined' ? 'en' : __SITE_LANGUAGE__;

/** The language of the page being shown; the same on the server and in the browser. */
export const useLanguage = (): Language => siteLanguage;

/** `<html lang>`: English as the site has always declared it, Hindi as the decisions say. */
export const htmlLangOf: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** `hreflang` of the alternates and of the language switch; `hi-IN` is also the Intl locale. */
export const hreflangOf: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the language switch shows it. */
export const ownNameOf: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The router's basename: the prefix of every address in the language. */
export const basenameOf: Record<Language, string> = { en: '', hi: '/hi' };

/** The language an address is in: `/hi` and everything under `/hi/` is Hindi. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The English address of a page from its address in either language (`/hi/contact` → `/contact`). */
export function englishPathOf(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice('/hi'.length);
  return rest === '' ? '/' : rest;
}

/** A page's address in `language`, from its English address (`/` → `/hi/`, `/contact` → `/hi/contact`). */
export function pathIn(language: Language, englishPath: string): string {
  if (language === 'en') return englishPath;
  return englishPath === '/' ? '/hi/' : `${basenameOf[language]}${englishPath}`;
}
