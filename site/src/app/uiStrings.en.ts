import { englishUiStrings, type UiStrings } from '@inclusion/ui';

/**
 * The words of @inclusion/ui's components on this build's pages. The Hindi build reads uiStrings.hi.ts
 * in place of this module (scripts/site-language.mjs), so a page bundles its own language's table only.
 */
export const pageUiStrings: UiStrings = englishUiStrings;
