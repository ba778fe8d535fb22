import { closedStatuses, recordKinds } from '@inclusion/forms';
import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { mailOutbox, submissionNotes } from '../db/schema.js';
import { recordSources } from '../staff/record-sources.js';
import { noRecord } from '../staff/no-record.js';

/**
 * The key of the PostgreSQL advisory lock a retention run holds: with several servers on one
 * database, one runs it and the others skip (their next day's run finds nothing left). On PGlite
 * the data folder's lock already means one server.
 */
export const retentionLockKey = 7_246_013;

/** The moment `months` calendar months before `now` (UTC). */
export function cutoffOf(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface RetentionResult {
  /** false when another server held the lock: this one did nothing. */
  ran: boolean;
  /** Records deleted per kind (kinds with none left out). */
  deleted: Record<string, number>;
  cutoff: Date;
}

/**
 * Deletes every closed record (the contract's `closedStatuses`) unchanged since the cutoff, with its
 * notes and the mails about it, in one transaction, and records `retention.deleted` with the counts.
 */
export async function runRetention(db: Db, months: number, now: Date): Promise<RetentionResult> {
  const cutoff = cutoffOf(now, months);
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${retentionLockKey}) as locked`);
    const [row] = (locked as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false, deleted: {}, cutoff };

    const deleted: Record<string, number> = {};
    for (const kind of recordKinds) {
      const source = recordSources[kind];
      const { updatedAt } = getTableColumns(source.table) as Record<string, PgColumn>;
      const closed: readonly string[] = closedStatuses[kind];
      if (closed.length === 0 || !updatedAt) continue;
      const gone = await tx
        .delete(source.table as PgTable)
        .where(and(inArray(source.status, [...closed]), lt(updatedAt, cutoff)))
        .returning({ id: source.id });
      if (gone.length === 0) continue;
      const ids = gone.map((record) => record.id as string);
      await tx
        .delete(submissionNotes)
        .where(and(eq(submissionNotes.kind, kind), inArray(submissionNotes.recordId, ids)));
      await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.submissionKind, kind), inArray(mailOutbox.submissionId, ids)));
      deleted[kind] = ids.length;
    }
    if (Object.keys(deleted).length > 0) {
      await recordAudit(tx, {
        actorId: null,
        action: 'retention.deleted',
        kind: 'retention',
        recordId: noRecord,
        to: { months, cutoff: cutoff.toISOString(), deleted },
        createdAt: now,
      });
    }
    return { ran: true, deleted, cutoff };
  });
}
