import type { Db } from '../../src/db/client.js';
import { authTokens, users } from '../../src/db/schema.js';
import { createToken, hashPassword, tokenExpiry } from '../../src/lib/index.js';
import type { TestAccount } from './accounts.js';
import { testPassword } from './accounts.js';

let passwordHash: Promise<string> | undefined;

/** A staff member with a live token, written straight into the database (as the invite would make it). */
export async function createStaffAccount(db: Db, now: Date, name = 'test-staff'): Promise<TestAccount> {
  passwordHash ??= hashPassword(testPassword);
  const email = `${name}@example.org`;
  const [user] = await db
    .insert(users)
    .values({ name, email, passwordHash: await passwordHash, role: 'staff', emailVerifiedAt: now })
    .returning({ id: users.id });
  if (!user) throw new Error('no staff account created');
  return { id: user.id, name, email, password: testPassword, token: await newToken(db, user.id, now) };
}

/** Another live sign-in token of an account. */
export async function newToken(db: Db, userId: string, now: Date): Promise<string> {
  const { token, hash } = createToken();
  await db.insert(authTokens).values({ tokenHash: hash, userId, expiresAt: tokenExpiry(now) });
  return token;
}

/** The token of a staff invite link in a mail's text (it travels in the fragment, never to a server). */
export function inviteTokenIn(text: string | undefined): string {
  const match = /\/staff\/accept-invite#token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no invite link in the mail');
  return match[1];
}
