import { contactSubjectOptions } from '@inclusion/forms';
import { indiaDateTime } from './india-time.js';

/** `in-progress` → `In progress`: a status as the staff inbox shows it. */
export const wordsOf = (value: string): string => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const languageNames: Record<string, string> = { en: 'English', hi: 'Hindi' };

/** Columns whose stored values are codes, and the words a person reads for them. */
const labelled: Record<string, (value: string) => string> = {
  status: wordsOf,
  registrationStatus: wordsOf,
  priority: wordsOf,
  paymentStatus: wordsOf,
  subject: (value) => contactSubjectOptions.find((option) => option.value === value)?.label ?? value,
  language: (value) => languageNames[value] ?? value,
};

/**
 * A cell as a person reads it: codes as words, moments in India time (`YYYY-MM-DD HH:mm`, which
 * spreadsheets read as a date and time), anything else as it is (csv.ts writes and neutralises it).
 */
export function displayValue(column: string, value: unknown): unknown {
  if (value instanceof Date) return indiaDateTime(value);
  const label = labelled[column];
  if (label && typeof value === 'string') return label(value);
  return value;
}
