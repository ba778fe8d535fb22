import {
  inboxMessages,
  recordStatuses,
  statusFieldOf,
  type RecordKind,
  type RecordStatus,
} from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { registrationStatusValues } from '../../events/admin.js';
import { recordSources } from '../record-sources.js';
import { nextVersion, staleAnswerOf, type StaleAnswer } from './versions.js';

/** A staff account a record may be assigned to, or null (nobody). */
export type Assignee = { id: string; name: string } | null;

export type RecordChange = { action: 'status'; status: string } | { action: 'assign'; assignee: Assignee };

export type ChangeOutcome =
  | { done: 'changed'; record: Record<string, unknown> }
  | { done: 'skipped'; reference: string | null; reason: string; record: Record<string, unknown> }
  | { done: 'stale'; reference: string | null; stale: StaleAnswer }
  | { done: 'gone' };

type Table = PgTable & { version: PgColumn; updatedAt: PgColumn; assigneeId: PgColumn };

/**
 * Sets a status or an assignee on one record, in a transaction of its own with its audit event:
 * checked against the version it was chosen at (under `for update`), refused when its kind has no
 * such status, and not made when it changes nothing. The audit holds the assignee's account id only
 * (decision 013: ids, not people); the history names it when read (`withAssigneeNames`).
 */
export async function changeRecord(
  db: Db,
  target: { kind: RecordKind; id: string; version: number | undefined },
  change: RecordChange,
  actor: { id: string | null; now: Date },
): Promise<ChangeOutcome> {
  const { kind, id } = target;
  const source = recordSources[kind];
  const table = source.table as Table;
  const statusField = statusFieldOf(kind);
  return db.transaction(async (tx) => {
    const [before] = (await tx.select().from(table).where(eq(source.id, id)).for('update')) as Record<
      string,
      unknown
    >[];
    if (!before) return { done: 'gone' };
    const reference = (before.reference as string | undefined) ?? null;
    const current = before as { version: number; updatedAt: Date; assigneeId: string | null };
    const stale = await staleAnswerOf(tx, kind, id, current, target.version);
    if (stale) return { done: 'stale', reference, stale };

    if (change.action === 'status') {
      if (!(recordStatuses[kind] as readonly string[]).includes(change.status)) {
        return {
          done: 'skipped',
          reference,
          reason: inboxMessages.skipNoSuchStatus(change.status),
          record: before,
        };
      }
      if (before[statusField] === change.status) {
        return { done: 'skipped', reference, reason: inboxMessages.skipUnchanged, record: before };
      }
      const values =
        kind === 'event-registration'
          ? registrationStatusValues(change.status as RecordStatus<'event-registration'>, actor.now)
          : { status: change.status, version: nextVersion(table.version), updatedAt: actor.now };
      const [record] = await tx
        .update(table)
        .set(values as never)
        .where(eq(source.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'status.changed',
        kind,
        recordId: id,
        from: { [statusField]: before[statusField] as string },
        to: { [statusField]: change.status },
        createdAt: actor.now,
      });
      return { done: 'changed', record: record as Record<string, unknown> };
    }

    const to = change.assignee;
    if (current.assigneeId === (to?.id ?? null)) {
      return { done: 'skipped', reference, reason: inboxMessages.skipUnchanged, record: before };
    }
    const [record] = await tx
      .update(table)
      .set({ assigneeId: to?.id ?? null, version: nextVersion(table.version), updatedAt: actor.now } as never)
      .where(eq(source.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'assignment.changed',
      kind,
      recordId: id,
      from: { assigneeId: current.assigneeId },
      to: { assigneeId: to?.id ?? null },
      createdAt: actor.now,
    });
    return { done: 'changed', record: record as Record<string, unknown> };
  });
}
