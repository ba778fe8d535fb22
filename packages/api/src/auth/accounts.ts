import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { authTokens, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { createToken, tokenExpiry } from '../lib/index.js';
import { authMessages } from './messages.js';

/** What a signin answers about the account (never the password hash). */
export const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
};

export interface Account {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  emailVerifiedAt: Date | null;
}

/** The account an e-mail address or a user name names, without regard to case. */
export async function findAccount(db: Db, identifier: string) {
  const wanted = identifier.trim().toLowerCase();
  // User names cannot hold an @ (the register rules), and every e-mail address does.
  const column = wanted.includes('@') ? users.email : users.name;
  const [found] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${column})`, wanted))
    .limit(1);
  return found;
}

/** A new sign-in token: the user gets the token, the database only its hash. Lives 7 days. */
export async function issueToken(db: Db, userId: string, now: Date): Promise<string> {
  const { token, hash } = createToken();
  await db
    .insert(authTokens)
    .values({ tokenHash: hash, userId, expiresAt: tokenExpiry(now), createdAt: now });
  return token;
}

/** The answer of a signin: the client keeps all of it as the user. */
export const sessionAnswer = (message: string, account: Account, token: string) => ({
  success: true,
  message,
  token,
  id: account.id,
  name: account.name,
  email: account.email,
  phoneNumber: account.phone,
  role: account.role,
  /** False until the owner follows the link mailed to the address: until then it matches nothing. */
  emailVerified: account.emailVerifiedAt !== null,
});

const emailTaken = () =>
  new HttpError(409, authMessages.emailTaken, [{ field: 'email', message: authMessages.emailTaken }]);
/** A 409 for a user name that belongs to an account already (user names are public handles). */
export const nameTakenError = () =>
  new HttpError(409, authMessages.nameTaken, [{ field: 'name', message: authMessages.nameTaken }]);

/** A 409 when an account created at the same moment (a staff invite's) took the address or the name first. */
export function takenError(error: unknown): HttpError | undefined {
  if (isUniqueViolation(error, 'users_email_lower_unique')) return emailTaken();
  if (isUniqueViolation(error, 'users_name_lower_unique')) return nameTakenError();
  return undefined;
}
