import { hindiUiStrings, type UiStrings } from '@inclusion/ui';

/** The words of @inclusion/ui's components on the Hindi pages (read in place of uiStrings.en.ts). */
export const pageUiStrings: UiStrings = hindiUiStrings;
