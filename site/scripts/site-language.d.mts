/** Types of site/scripts/site-language.mjs, for vite.config.ts. */
import type { Plugin } from 'vite';

export type BuildLanguage = 'en' | 'hi';
export const buildLanguages: readonly BuildLanguage[];
export function buildLanguageOf(value: string | undefined): BuildLanguage;
export function siteLanguage(language: BuildLanguage): Plugin;
