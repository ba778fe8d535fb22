import { createHash, randomBytes } from 'node:crypto';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

export interface CreatedToken {
  /** 43 base64url characters (32 random bytes): give this to the user, never store it. */
  token: string;
  /** SHA-256 of the token in hex: store and look up this. */
  hash: string;
}

/** SHA-256 in hex. No salt is needed: the token has 256 random bits, so it cannot be guessed from its hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createToken(): CreatedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** When a session (or other long-lived) token stops being valid. */
export function tokenExpiry(now: Date, days = 7): Date {
  return new Date(now.getTime() + days * dayMs);
}

/** A password reset link is valid for one hour. */
export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + hourMs);
}

/** A link that confirms an e-mail address is valid for 24 hours: mail can be slow to be read. */
export function verificationTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + dayMs);
}
