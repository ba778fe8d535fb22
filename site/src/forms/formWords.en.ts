import { messages, type Option, type PageWords } from '@inclusion/forms';

/**
 * The forms' words in this build's language: the English build reads this module, the Hindi build its
 * twin formWords.hi.ts (scripts/site-language.mjs), so a page ships one language's words only.
 */
export const formWords: PageWords = messages;

/** An option list with its labels in this build's language; the values sent stay the same. */
export const optionsOf = <O extends Option>(options: readonly O[]): readonly O[] => options;
