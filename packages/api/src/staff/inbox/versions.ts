import { inboxMessages, type RecordKind } from '@inclusion/forms';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';

/** The 409 of a change made from an older version than the record's (`staleVersionAnswer`). */
export interface StaleAnswer {
  success: false;
  message: string;
  data: { changedBy: string | null; changedAt: string; version: number };
}

/** A transaction or the database: the check reads within the change's own transaction. */
type Reader = Pick<Db, 'select'>;

/**
 * Null when the change may go on: no version was sent, or it is the record's. Otherwise the answer
 * naming who made the record's latest change and when, from its latest audit event (the record's
 * own `updatedAt` when it is newer; "Someone" when the account is gone or was no staff's). Call it after the row is locked
 * (`for update`), so no change slips in between the check and the write.
 */
export async function staleAnswerOf(
  tx: Reader,
  kind: RecordKind,
  id: string,
  record: { version: number; updatedAt: Date },
  sent: number | undefined,
): Promise<StaleAnswer | null> {
  if (sent === undefined || sent === record.version) return null;
  const [latest] = await tx
    .select({ at: auditEvents.createdAt, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.kind, kind), eq(auditEvents.recordId, id)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(1);
  // A change staff make is audited; one the record's holder makes (cancelling a registration) is
  // not, and is newer than the latest audit event: nobody on the staff made it.
  const byStaff = latest !== undefined && latest.at >= record.updatedAt;
  const changedAt = byStaff ? latest.at : record.updatedAt;
  const changedBy = byStaff ? latest.actorName : null;
  return {
    success: false,
    message: inboxMessages.staleVersion(changedBy, changedAt),
    data: { changedBy, changedAt: changedAt.toISOString(), version: record.version },
  };
}

/** Every change counts: the record's next version, set in the statement that changes it. */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;
