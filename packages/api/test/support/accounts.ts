import type { Db } from '../../src/db/client.js';
import { authTokens, users } from '../../src/db/schema.js';
import { createToken, hashPassword, tokenExpiry } from '../../src/lib/index.js';
import type { UserRole } from '@inclusion/forms';

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  /** A live bearer token of this account. */
  token: string;
}

export interface TestAccounts {
  admin: TestAccount;
  user: TestAccount;
}

/** Password of every test account: passes the spec's rules. */
export const testPassword = 'Passw0rd-for-tests';

let passwordHash: Promise<string> | undefined;

async function createAccount(db: Db, role: UserRole, now: Date): Promise<TestAccount> {
  passwordHash ??= hashPassword(testPassword);
  const name = `test-${role}`;
  const email = `${role}@example.org`;
  const [user] = await db
    .insert(users)
    // Proven addresses: these accounts stand for people who followed the link mailed at signup.
    .values({
      name,
      email,
      phone: '9876543210',
      passwordHash: await passwordHash,
      role,
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user created');
  const { token, hash } = createToken();
  await db.insert(authTokens).values({ tokenHash: hash, userId: user.id, expiresAt: tokenExpiry(now) });
  return { id: user.id, name, email, password: testPassword, token };
}

/** An admin and a plain user, each with a live token, written straight into the database. */
export async function createTestAccounts(db: Db, now = new Date()): Promise<TestAccounts> {
  return { admin: await createAccount(db, 'admin', now), user: await createAccount(db, 'user', now) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
