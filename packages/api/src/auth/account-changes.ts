import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authTokens, passwordResets, users } from '../db/schema.js';
import { hashPassword } from '../lib/index.js';

/** A transaction or the database itself. */
type Queryable = Pick<Db, 'update'>;

/**
 * Ends every session of the account. The database's trigger (migration 0003) does it too for any
 * change of role, password or address; saying it here keeps the rule visible where it matters.
 */
export async function revokeSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** A new password: every session of the account ends and its open reset links stop working. */
export async function changePassword(db: Db, userId: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeSessions(tx, userId, now);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
}
