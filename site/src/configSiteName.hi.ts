import { foundationHi } from './content/hi/foundation.js';

/** The foundation's name in Devanagari, as Hindi pages end their titles with (configSiteName.en.ts). */
export const siteName: string = foundationHi.name;
