import { en } from './en.js';
import { hi } from './hi.js';
import type { UiStrings } from './UiStrings.js';

/** The languages `@inclusion/ui` ships. Another language is a `UiStrings` table given to the provider. */
export const uiLanguages = ['en', 'hi'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const uiStrings: Record<UiLanguage, UiStrings> = { en, hi };

export { en as englishUiStrings, hi as hindiUiStrings };
