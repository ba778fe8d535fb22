import { messagesHi, optionLabelsHi, type MessageTable, type Option } from '@inclusion/forms';

/** The forms' words in Hindi: the twin of formWords.en.ts, read by the Hindi build. */
export const formWords: MessageTable = messagesHi;

/** An option list with its labels in Hindi; the values sent stay the English ones. */
export const optionsOf = <O extends Option>(options: readonly O[]): readonly O[] =>
  options.map((option) => ({
    ...option,
    label: optionLabelsHi[option.value as keyof typeof optionLabelsHi] ?? option.label,
  }));
