import { foundation } from './config.js';

/**
 * The foundation's name as this language's pages end their titles with and give as og:site_name.
 * The Hindi build reads configSiteName.hi.ts instead (scripts/site-language.mjs).
 */
export const siteName: string = foundation.name;
