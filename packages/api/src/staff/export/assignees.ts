import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The names of the staff the rows are assigned to, by account id: a name reads better than an id. */
export async function assigneeNames(
  db: Db,
  rows: readonly Record<string, unknown>[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.map((row) => row.assigneeId).filter((id): id is string => typeof id === 'string')),
  ];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user.name]));
}
