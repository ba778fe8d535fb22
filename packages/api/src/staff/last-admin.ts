import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/** A transaction: the lock below holds until it ends. */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Whether disabling or demoting the account would leave no active admin, checked so that two such
 * changes at once cannot both pass. It locks every active admin's row, in id order so that two
 * transactions never wait on each other in a circle; a second transaction waits here until the
 * first ends, then PostgreSQL reads the rows the first changed anew (a disabled admin no longer
 * matches), so it counts what the first left behind. Call it inside the change's transaction,
 * before the change.
 */
export async function leavesNoActiveAdmin(tx: Transaction, accountId: string): Promise<boolean> {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('update');
  return active.length <= 1 && active.some((admin) => admin.id === accountId);
}
