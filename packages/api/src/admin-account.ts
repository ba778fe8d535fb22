import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { isUniqueViolation } from './db/errors.js';
import { users } from './db/schema.js';
import { hashPassword } from './lib/index.js';

/** The command that manages admin accounts once the server has started (src/admin/cli.ts). */
export const adminCommand = 'pnpm --filter @inclusion/api admin';

/** ADMIN_EMAIL names an account that is not an admin: the server must not start. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

/** A user name for the admin, free of clashes with existing names (unique without regard to case). */
export async function freeName(db: Db, wanted: string): Promise<string> {
  for (let suffix = 0; ; suffix++) {
    const name = suffix === 0 ? wanted : `${wanted}-${suffix + 1}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.name}) = lower(${name})`)
      .limit(1);
    if (!taken) return name;
  }
}

/** The account of an address, without regard to case. */
export async function accountByEmail(db: Db, email: string) {
  const [found] = await db
    .select({ id: users.id, email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return found;
}

/**
 * A new admin account: the operator chose the address, so it counts as proven. Throws the unique
 * violation when the address or the name is taken (by a signup a moment ago, say).
 */
export async function createAdmin(
  db: Db,
  { email, password, name, now = new Date() }: { email: string; password: string; name?: string; now?: Date },
): Promise<string> {
  const address = email.trim().toLowerCase();
  const [created] = await db
    .insert(users)
    .values({
      name: name ?? (await freeName(db, address.split('@')[0] || 'admin')),
      email: address,
      passwordHash: await hashPassword(password),
      role: 'admin',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The admin account was not created');
  return created.id;
}

const refusal = () =>
  new AdminAccountError(
    'ADMIN_EMAIL names an account that was signed up on the site, not an admin: starting with ' +
      'ADMIN_EMAIL never promotes an existing account. If that account is yours, confirm its e-mail ' +
      `address from the site and run "${adminCommand} promote <address>" (with the server stopped ` +
      'when it uses PGlite), then start again; otherwise set ADMIN_EMAIL to an address no account holds.',
  );

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start, for a first run: the admin is created when no account
 * holds the address. An existing admin of that address is left as it is (its password too: change
 * it with the admin command). An account someone else signed up is never promoted: the server
 * refuses to start (AdminAccountError).
 */
export async function ensureAdminAccount(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const existing = await accountByEmail(db, email);
  if (existing) {
    if (existing.role !== 'admin') throw refusal();
    return { id: existing.id, created: false };
  }
  try {
    return { id: await createAdmin(db, { email, password, now }), created: true };
  } catch (error) {
    // Another server starting at the same moment, or a signup, took the address first: look again.
    if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
    const winner = await accountByEmail(db, email);
    if (winner?.role !== 'admin') throw refusal();
    return { id: winner.id, created: false };
  }
}
