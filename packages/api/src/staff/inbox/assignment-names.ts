import { inArray } from 'drizzle-orm';
import type { HistoryItem } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** What the history says of an assignee whose account no longer exists. */
export const removedAccount = 'a removed account';

const assigneeIdOf = (side: unknown): string | null => {
  const id = (side as { assigneeId?: unknown } | null)?.assigneeId;
  return typeof id === 'string' ? id : null;
};

/**
 * Names the assignees of a history's `assignment.changed` events as the history is read: the audit
 * holds account ids, not people (decision 013), so a renamed account reads with its name now and a
 * removed one as 'a removed account'. Nobody (a null id) stays null.
 */
export async function withAssigneeNames(db: Db, items: HistoryItem[]): Promise<HistoryItem[]> {
  const assignments = items.filter((item) => item.action === 'assignment.changed');
  const ids = [
    ...new Set(assignments.flatMap((item) => [assigneeIdOf(item.from), assigneeIdOf(item.to)])),
  ].filter((id): id is string => id !== null);
  if (ids.length === 0) return items;
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const named = (side: unknown) => {
    const id = assigneeIdOf(side);
    return { assigneeId: id, assigneeName: id === null ? null : (names.get(id) ?? removedAccount) };
  };
  return items.map((item) =>
    item.action === 'assignment.changed' ? { ...item, from: named(item.from), to: named(item.to) } : item,
  );
}
