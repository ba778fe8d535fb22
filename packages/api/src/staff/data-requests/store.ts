import { dataRequestDays, erasureMessages, indiaOffsetMinutes, type DataRequestKind } from '@inclusion/forms';
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The day (`YYYY-MM-DD`) a moment falls on in India, where the foundation receives requests. */
export const indiaDayOf = (moment: Date) =>
  new Date(moment.getTime() + indiaOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** The start of an Indian day, as the moment stored in `received_at`. */
const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The database or a transaction: an erasure records its request in its own transaction. */
type Writer = Pick<Db, 'insert'>;

export interface NewDataRequest {
  requestKind: DataRequestKind;
  receivedOn: string;
  identityCheck: string;
  dueOn?: string | undefined;
  /** Set when the request is completed as it is recorded (an erasure). */
  outcome?: string;
}

/**
 * Adds a request to the log and audits it (its kind only). Refused: a received date after today, a
 * deadline before it. The deadline defaults to `dataRequestDays` after receipt (the foundation's policy).
 */
export async function recordDataRequest(
  db: Writer,
  request: NewDataRequest,
  actor: { actorId: string | null; now: Date },
): Promise<{ id: string; dueOn: string }> {
  if (request.receivedOn > indiaDayOf(actor.now)) {
    throw new HttpError(400, erasureMessages.receivedInFuture, [
      { field: 'receivedOn', message: erasureMessages.receivedInFuture },
    ]);
  }
  const dueOn = request.dueOn ?? addDays(request.receivedOn, dataRequestDays);
  if (dueOn < request.receivedOn) {
    throw new HttpError(400, erasureMessages.dueBeforeReceived, [
      { field: 'dueOn', message: erasureMessages.dueBeforeReceived },
    ]);
  }
  const [row] = await db
    .insert(dataRequests)
    .values({
      requestKind: request.requestKind,
      receivedAt: startOfIndiaDay(request.receivedOn),
      identityCheck: request.identityCheck,
      dueOn,
      outcome: request.outcome ?? null,
      completedAt: request.outcome === undefined ? null : actor.now,
      recordedBy: actor.actorId,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning({ id: dataRequests.id });
  if (!row) throw new Error('The data request insert returned no row');
  await recordAudit(db, {
    actorId: actor.actorId,
    action: 'data-request.recorded',
    kind: 'person',
    recordId: row.id,
    to: { requestKind: request.requestKind, completed: request.outcome !== undefined },
    createdAt: actor.now,
  });
  return { id: row.id, dueOn };
}

const columns = {
  id: dataRequests.id,
  requestKind: dataRequests.requestKind,
  receivedAt: dataRequests.receivedAt,
  identityCheck: dataRequests.identityCheck,
  dueOn: dataRequests.dueOn,
  outcome: dataRequests.outcome,
  completedAt: dataRequests.completedAt,
  recordedBy: users.name,
};

const selectEntries = (db: Db) =>
  db.select(columns).from(dataRequests).leftJoin(users, eq(users.id, dataRequests.recordedBy));
type Row = Awaited<ReturnType<typeof selectEntries>>[number];

/** A log entry as the answers carry it: days in India time, and whether it is overdue today. */
function entryOf(row: Row, today: string) {
  const completedOn = row.completedAt ? indiaDayOf(row.completedAt) : null;
  return {
    id: row.id,
    requestKind: row.requestKind as DataRequestKind,
    receivedOn: indiaDayOf(row.receivedAt),
    identityCheck: row.identityCheck,
    dueOn: row.dueOn,
    outcome: row.outcome,
    completedOn,
    recordedBy: row.recordedBy,
    overdue: completedOn === null && row.dueOn < today,
  };
}

/** Every request: open ones first, soonest deadline first; then completed ones, newest first. */
export async function listDataRequests(db: Db, now: Date) {
  const rows = await selectEntries(db).orderBy(
    sql`${dataRequests.completedAt} is not null`,
    asc(dataRequests.dueOn),
    desc(dataRequests.completedAt),
    desc(dataRequests.receivedAt),
  );
  const today = indiaDayOf(now);
  const items = rows.map((row) => entryOf(row, today));
  return {
    items,
    open: items.filter((item) => item.completedOn === null).length,
    overdue: items.filter((item) => item.overdue).length,
  };
}

/** One entry by id, or undefined. */
export async function dataRequestOf(db: Db, id: string, now: Date) {
  const [row] = await selectEntries(db).where(eq(dataRequests.id, id));
  return row ? entryOf(row, indiaDayOf(now)) : undefined;
}

/**
 * Completes an open request with its outcome and audits it. Answers false when there is no open
 * request with this id (none, or completed already: a completed outcome is never overwritten).
 */
export async function completeDataRequest(
  db: Db,
  id: string,
  outcome: string,
  actor: { actorId: string | null; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataRequests)
      .set({ outcome, completedAt: actor.now, updatedAt: actor.now })
      .where(sql`${eq(dataRequests.id, id)} and ${isNull(dataRequests.completedAt)}`)
      .returning({ id: dataRequests.id });
    if (!row) return false;
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: 'data-request.completed',
      kind: 'person',
      recordId: id,
      createdAt: actor.now,
    });
    return true;
  });
}
