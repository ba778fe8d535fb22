import { readFileSync } from 'node:fs';
import { messages } from '@inclusion/forms';
import { invalid } from '../http-error.js';

/**
 * The list of common and leaked passwords that ships with the server (ASVS 6.2.4, 6.2.5): the 49,193
 * entries of four or more characters of the password list of @zxcvbn-ts/language-common 4.1.3 (MIT,
 * lists/common-passwords.LICENSE.txt), lower-cased. The same path from src/auth and dist/auth.
 */
const listFile = new URL('../../lists/common-passwords.txt', import.meta.url);

let list: ReadonlySet<string> | undefined;
const commonPasswords = () =>
  (list ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  ));

/** Digits written for letters, as in P@ssw0rd: one reading with 1 as i, one with 1 as l. */
const letterFor: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const readings = (text: string) => {
  const spelled = text.replace(/[03457@$]/g, (character) => letterFor[character] ?? character);
  return [text, spelled.replace(/1/g, 'i'), spelled.replace(/1/g, 'l')];
};

/**
 * True when the password, without regard to case, is on the list: as typed, without the digits and
 * symbols added at its start or end (Password1, Passw0rd!), or read with digits as letters. The rules
 * already ask for a digit and an uppercase letter, so that is what people add to a common word.
 */
export function isCommonPassword(password: string): boolean {
  const typed = password.trim().toLowerCase();
  const word = typed.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const candidates = [typed, word, ...readings(typed), ...readings(word)];
  const known = commonPasswords();
  return candidates.some((candidate) => candidate.length >= 4 && known.has(candidate));
}

/** A 400 on the password field, in the forms' words, for a new password on the list. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalid('password', messages.password.common);
}
