import { randomBytes } from 'node:crypto';

/** Crockford's base32 digits: no I, L, O or U, so a reference can be read aloud or over the phone. */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The prefix each kind of submission's reference starts with. */
export const referencePrefixes = {
  contact: 'CON',
  contactus: 'TKT',
  volunteer: 'VOL',
  internship: 'INT',
  donation: 'DON',
  news: 'NEW',
  partnership: 'COL',
  'event-registration': 'REG',
} as const;

export type ReferenceKind = keyof typeof referencePrefixes;

/** A reference as createReference makes it, e.g. VOL-20261121-7F3K9Q. */
export const referencePattern = /^[A-Z0-9]{2,8}-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

const randomLength = 6;

/** YYYY-MM-DD in India time, whatever the server's own zone. */
const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A reference such as `VOL-20261121-7F3K9Q`: the prefix, the date in India (where the foundation and
 * its staff read every other time), and 6 random base32
 * characters (30 bits). Unguessable in practice, but not unique by construction: with n
 * references of one prefix on one day, a clash has a probability of about n² / 2^31 (about 1 in
 * 2,000 at 1,000 a day). The database column carries a unique index and the caller creates a
 * new reference and retries the insert when it hits that index.
 */
export function createReference(prefix: string, now = new Date()): string {
  if (!/^[A-Z0-9]{2,8}$/.test(prefix)) {
    throw new Error(`A reference prefix is 2 to 8 capital letters or digits, not "${prefix}"`);
  }
  const date = indiaDate.format(now).replaceAll('-', '');
  // 32 characters take exactly 5 bits each, so 30 of these 32 bits map without bias.
  let bits = randomBytes(4).readUInt32BE(0);
  let random = '';
  for (let i = 0; i < randomLength; i++) {
    random += referenceAlphabet[bits & 31];
    bits >>>= 5;
  }
  return `${prefix}-${date}-${random}`;
}

/** Groups of the random part of a secret reference, and their length. */
const secretGroups = 4;
const secretGroupLength = 4;

/** A secret reference as createSecretReference makes it, e.g. REG-7F3K-9QXM-2HJD-8PRT. */
export const secretReferencePattern = /^[A-Z0-9]{2,8}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/**
 * A reference that grants access to a record (an event registration: read, cancel, resend), such
 * as `REG-7F3K-9QXM-2HJD-8PRT`: the prefix, then 16 Crockford base32 characters in four groups of
 * four: 80 random bits. At 20 guesses a minute per address (the lookups' rate limit), a million
 * addresses guessing against a million stored references would need about 100,000 years for one
 * hit. Groups of four are read out and typed in small pieces; base32 has no I, L, O or U to confuse.
 */
export function createSecretReference(prefix: string): string {
  if (!/^[A-Z0-9]{2,8}$/.test(prefix)) {
    throw new Error(`A reference prefix is 2 to 8 capital letters or digits, not "${prefix}"`);
  }
  // 10 bytes are 80 bits: exactly 16 characters of 5 bits, without bias.
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let random = '';
  for (let i = 0; i < secretGroups * secretGroupLength; i++) {
    random = (referenceAlphabet[Number(bits & 31n)] ?? '0') + random;
    bits >>= 5n;
  }
  const groups = random.match(new RegExp(`.{${secretGroupLength}}`, 'g')) ?? [];
  return [prefix, ...groups].join('-');
}

/**
 * A secret reference as a person may type it, in its stored form: any case, spaces or hyphens
 * anywhere, O read as 0 and I or L as 1 (Crockford's decoding). Undefined for anything that is not
 * a secret reference of `prefix` (a reference of the old, guessable form included).
 */
export function normalizeSecretReference(input: string, prefix: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (!compact.startsWith(prefix)) return undefined;
  const random = compact.slice(prefix.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  const length = secretGroups * secretGroupLength;
  if (random.length !== length || [...random].some((character) => !referenceAlphabet.includes(character))) {
    return undefined;
  }
  const groups = random.match(new RegExp(`.{${secretGroupLength}}`, 'g')) ?? [];
  return [prefix, ...groups].join('-');
}
