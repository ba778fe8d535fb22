import { messages } from '../messages.js';
import { digits, text } from './field.js';
import type { Rule } from './rules.js';

/**
 * Something@domain.tld: no spaces, one @, and a domain of at least two non-empty parts. Simple on
 * purpose: it catches typing slips; only a confirmation e-mail proves an address works.
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const emailPatternDescription = 'Shaped like name@example.org: no spaces, one @, a dot in the domain';

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

/** Common to all person forms (spec section 5). */
export const fullName = text('Full name', lengthRules(messages.fullName, 2, 100));

export const email = text('Email', [
  { kind: 'required', message: messages.email.required },
  {
    kind: 'pattern',
    pattern: emailPattern,
    description: emailPatternDescription,
    message: messages.email.invalid,
  },
  { kind: 'maxLength', limit: emailMaxLength, message: messages.email.tooLong },
]);

export const mobile = digits('Mobile number', [
  { kind: 'required', message: messages.mobile.required },
  { kind: 'digitCount', min: 10, max: 15, message: messages.mobile.digits },
  { kind: 'notOneRepeatedDigit', message: messages.mobile.format },
]);

/** An optional text with only a maximum length. */
export const maxRule = (limit: number, message: string): Rule[] => [{ kind: 'maxLength', limit, message }];
