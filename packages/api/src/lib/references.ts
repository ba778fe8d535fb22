import { randomBytes } from 'node:crypto';

/** Crockford's base32 digits: no I, L, O or U, so a reference can be read aloud or over the phone. */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The prefix each kind of submission's reference starts with. */
export const referencePrefixes = {
  contact: 'CON',
  'contact-us': 'TKT',
  volunteer: 'VOL',
  internship: 'INT',
  donation: 'DON',
  news: 'NEW',
  collaboration: 'COL',
  'event-registration': 'REG',
} as const;

export type ReferenceKind = keyof typeof referencePrefixes;

/** A reference as createReference makes it, e.g. VOL-20261121-7F3K9Q. */
export const referencePattern = /^[A-Z0-9]{2,8}-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

const randomLength = 6;

/**
 * A reference such as `VOL-20261121-7F3K9Q`: the prefix, the UTC date, and 6 random base32
 * characters (30 bits). Unguessable in practice, but not unique by construction: with n
 * references of one prefix on one day, a clash has a probability of about n² / 2^31 (about 1 in
 * 2,000 at 1,000 a day). The database column carries a unique index and the caller creates a
 * new reference and retries the insert when it hits that index.
 */
export function createReference(prefix: string, now = new Date()): string {
  if (!/^[A-Z0-9]{2,8}$/.test(prefix)) {
    throw new Error(`A reference prefix is 2 to 8 capital letters or digits, not "${prefix}"`);
  }
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  // 32 characters take exactly 5 bits each, so 30 of these 32 bits map without bias.
  let bits = randomBytes(4).readUInt32BE(0);
  let random = '';
  for (let i = 0; i < randomLength; i++) {
    random += referenceAlphabet[bits & 31];
    bits >>>= 5;
  }
  return `${prefix}-${date}-${random}`;
}
