import { optionLabelsHi, pageWordsHi, type Option, type PageWords } from '@inclusion/forms';

/**
 * The forms' words in Hindi, the twin of formWords.en.ts, read by the Hindi build: the page's words
 * only; the fields' rules come with the schemas when the visitor first types.
 */
export const formWords: PageWords = pageWordsHi;

/** An option list with its labels in Hindi; the values sent stay the English ones. */
export const optionsOf = <O extends Option>(options: readonly O[]): readonly O[] =>
  options.map((option) => ({
    ...option,
    label: optionLabelsHi[option.value as keyof typeof optionLabelsHi] ?? option.label,
  }));
