import type { AuditAction } from '@inclusion/forms';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditEvents, submissionNotes, users } from '../db/schema.js';

export { auditActions, type AuditAction } from '@inclusion/forms';

/** Values an audit event may hold in `from` and `to`: status values, enum values, ids, field names. */
export type AuditValues = Record<
  string,
  string | number | boolean | null | readonly string[] | Record<string, number>
>;

export interface AuditEntry {
  /** The signed-in person who acted; null for a person not signed in (accepting an invite). */
  actorId: string | null;
  action: AuditAction;
  /** The kind of record: a kind of record (`recordKinds` of @inclusion/forms), 'account' or 'invite'. */
  kind: string;
  recordId: string;
  from?: AuditValues | null;
  to?: AuditValues | null;
  createdAt: Date;
}

/** The database or a transaction: an audit event is written in the transaction of what it records. */
export type AuditDb = Pick<Db, 'insert'>;

/** Appends one event. The table refuses UPDATE and DELETE (a trigger of migration 0004). */
export async function recordAudit(db: AuditDb, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    kind: entry.kind,
    recordId: entry.recordId,
    from: entry.from ?? null,
    to: entry.to ?? null,
    createdAt: entry.createdAt,
  });
}

export interface HistoryItem {
  id: string;
  at: string;
  actorId: string | null;
  /** The actor's user name, while the account exists. */
  actorName: string | null;
  action: AuditAction;
  from: unknown;
  to: unknown;
  /** The text of a note ('note.added'). */
  note?: string;
}

/** A record's history, oldest first: its audit events, with the text of its notes. */
export async function historyOf(db: Db, kind: string, recordId: string): Promise<HistoryItem[]> {
  const [events, notes] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        createdAt: auditEvents.createdAt,
        actorId: auditEvents.actorId,
        actorName: users.name,
        action: auditEvents.action,
        from: auditEvents.from,
        to: auditEvents.to,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(and(eq(auditEvents.kind, kind), eq(auditEvents.recordId, recordId)))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id)),
    db
      .select({ id: submissionNotes.id, body: submissionNotes.body })
      .from(submissionNotes)
      .where(and(eq(submissionNotes.kind, kind), eq(submissionNotes.recordId, recordId))),
  ]);
  const noteText = new Map(notes.map((note) => [note.id, note.body]));
  return events.map((event) => {
    const noteId = (event.to as { noteId?: string } | null)?.noteId;
    const note = event.action === 'note.added' && noteId ? noteText.get(noteId) : undefined;
    return {
      id: event.id,
      at: event.createdAt.toISOString(),
      actorId: event.actorId,
      actorName: event.actorName,
      action: event.action as AuditAction,
      from: event.from,
      to: event.to,
      ...(note !== undefined ? { note } : {}),
    };
  });
}
