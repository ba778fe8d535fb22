import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { digits, text } from './field.js';
import type { Rule } from './rules.js';

/**
 * One plain address, name@example.org, and nothing else: before the @ the characters RFC 5322 allows
 * unquoted (letters and digits of any alphabet, and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -) in
 * dot-separated runs; after it, at least two dot-separated labels of letters, digits and inner
 * hyphens. No spaces, commas, semicolons, quotes, angle brackets or parentheses, so a list
 * (`x,victim@evil.example`) or a display name (`Name <a@b.org>`) never reaches the mailer, which
 * would deliver to each address it finds. It catches typing slips too; only the confirmation
 * e-mail proves that an address works and belongs to the person.
 */
const atom = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const label = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
export const emailPattern = new RegExp(`^${atom}(?:\\.${atom})*@${label}(?:\\.${label})+$`, 'u');
export const emailPatternDescription =
  'One plain address shaped like name@example.org: one @, no spaces, commas, quotes or angle brackets, a dot in the domain';

/** The longest address e-mail allows (RFC 5321); 254 passes, 255 fails. */
export const emailMaxLength = 254;

/** Text with a minimum and a maximum length, both inclusive. */
export const lengthRules = (
  words: { required: string; min: string; max: string },
  min: number,
  max: number,
): Rule[] => [
  { kind: 'required', message: words.required },
  { kind: 'minLength', limit: min, message: words.min },
  { kind: 'maxLength', limit: max, message: words.max },
];

/** Common to all person forms (spec section 5), in the words of one language. */
export const commonFields = (words: MessageTable) => ({
  fullName: text('Full name', lengthRules(words.fullName, 2, 100)),
  email: text('Email', [
    { kind: 'required', message: words.email.required },
    {
      kind: 'pattern',
      pattern: emailPattern,
      description: emailPatternDescription,
      message: words.email.invalid,
    },
    { kind: 'maxLength', limit: emailMaxLength, message: words.email.tooLong },
  ]),
  mobile: digits('Mobile number', [
    { kind: 'required', message: words.mobile.required },
    { kind: 'digitCount', min: 10, max: 15, message: words.mobile.digits },
    { kind: 'notOneRepeatedDigit', message: words.mobile.format },
  ]),
});

export const { fullName, email, mobile } = commonFields(messages);

/** An optional text with only a maximum length. */
export const maxRule = (limit: number, message: string): Rule[] => [{ kind: 'maxLength', limit, message }];
