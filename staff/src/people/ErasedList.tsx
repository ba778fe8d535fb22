import type { PersonErased } from '@inclusion/forms';
import { kindOf } from '../kinds.js';
import { peopleText } from './peopleText.js';

/** The server's counts after an erasure, in words: '2 Volunteer registrations', '1 account'… */
export function erasedLines(erased: PersonErased['erased']): string[] {
  return Object.entries(erased)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const info = kindOf(key);
      if (info) return `${count} ${count === 1 ? info.singular : info.plural}`;
      return peopleText.erased[key]?.(count) ?? `${count} ${key}`;
    });
}

/** What was deleted: the rows of each kind, and the mail files of the outbox folder. */
export function ErasedList({ erased, files = 0 }: { erased: PersonErased['erased']; files?: number }) {
  const lines = [...erasedLines(erased), ...(files > 0 ? [peopleText.erase.files(files)] : [])];
  if (lines.length === 0) return <p>{peopleText.erase.nothingErased}</p>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
