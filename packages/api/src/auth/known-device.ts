import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A browser where an account signed in before. The account-wide limit on failed sign-ins
 * (login-limiter.ts) does not hold it back, so guesses from many addresses slow the account down
 * without locking its owner out. The proof is a random nonce and its HMAC keyed by the account's
 * password hash: only the server can make one, it needs no table, and a new password ends them all.
 */
export const knownDeviceCookie = 'known-device';
/** A year: a browser used now and then still counts. */
const maxAgeSeconds = 365 * 24 * 60 * 60;
/** Proofs one browser keeps, one per account signed in there (the oldest go first). */
const proofsKept = 5;

interface Account {
  id: string;
  passwordHash: string;
}

const macOf = (account: Account, nonce: string) =>
  createHmac('sha256', account.passwordHash).update(`${account.id}.${nonce}`).digest('base64url');

function proofsIn(request: FastifyRequest): string[] {
  const entry = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${knownDeviceCookie}=`));
  const value = entry?.slice(knownDeviceCookie.length + 1) ?? '';
  return value.split('~').filter((proof) => /^[\w-]{1,64}\.[\w-]{1,64}$/.test(proof));
}

function proves(proof: string, account: Account): boolean {
  const [nonce = '', mac = ''] = proof.split('.');
  const expected = Buffer.from(macOf(account, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** True when the request carries a proof that this account signed in from this browser. */
export const isKnownDevice = (request: FastifyRequest, account: Account): boolean =>
  proofsIn(request).some((proof) => proves(proof, account));

/** The Set-Cookie that adds (or renews) this account's proof, keeping the other accounts' proofs. */
export function knownDeviceSetCookie(request: FastifyRequest, account: Account): string {
  const nonce = randomBytes(16).toString('base64url');
  const others = proofsIn(request).filter((proof) => !proves(proof, account));
  const proofs = [`${nonce}.${macOf(account, nonce)}`, ...others].slice(0, proofsKept);
  return [
    `${knownDeviceCookie}=${proofs.join('~')}`,
    // Sent only to the sign-in calls; no script reads it.
    'Path=/api/auth',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}
