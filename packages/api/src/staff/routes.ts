import { events } from '@inclusion/events';
import {
  errorAnswer,
  historyAnswer,
  idParams,
  messageAnswer,
  noteCreatedAnswer,
  noteRequest,
  overviewAnswer,
  recordDetailAnswer,
  recordKinds,
  recordParams,
  staffAccountsAnswer,
  staleVersionAnswer,
  staffRoles,
  waitingStatuses,
  type RecordKind,
} from '@inclusion/forms';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { historyOf, recordAudit } from '../audit/audit.js';
import { withAssigneeNames } from './inbox/assignment-names.js';
import { auditRoutes } from '../audit/routes.js';
import { eventRegistrations, mailOutbox, submissionNotes, users } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import { requireAdmin, requireStaff } from '../plugins/auth.js';
import { staffRateLimit } from '../plugins/rate-limit.js';
import { isUuid } from '../submissions/routes.js';
import type { App, AppContext } from '../types.js';
import { correctionRoutes } from './correct/routes.js';
import { dataRequestRoutes } from './data-requests/routes.js';
import { exportRoutes } from './export/routes.js';
import { dueAtOfKind } from './inbox/due.js';
import { inboxRoutes } from './inbox/routes.js';
import { nextVersion, staleAnswerOf } from './inbox/versions.js';
import { staffInviteRoutes } from './invites.js';
import { recordSources } from './record-sources.js';
import { leavesNoActiveAdmin } from './last-admin.js';
import { staffMessages } from './messages.js';
import { peopleRoutes } from './people/routes.js';
import { existingRecord, notesOf, withoutSecrets } from './records.js';
import { repliesRoutes } from './replies/routes.js';

const countsOf = (kind: RecordKind, now: Date) => {
  const source = recordSources[kind];
  const waiting: readonly string[] = waitingStatuses[kind];
  const createdAt = (source.table as unknown as { createdAt: PgColumn }).createdAt;
  return {
    total: sql<number>`count(*)::int`,
    new: sql<number>`(count(*) filter (where ${source.status} = ${source.newStatus}))::int`,
    waiting:
      waiting.length > 0
        ? sql<number>`(count(*) filter (where ${inArray(source.status, [...waiting])}))::int`
        : sql<number>`0`,
    // Waiting past the response time the site promises the kind's visitors.
    overdue:
      waiting.length > 0
        ? sql<number>`(count(*) filter (where ${inArray(source.status, [...waiting])} and ${dueAtOfKind(kind, createdAt)} < ${now.toISOString()}::timestamptz))::int`
        : sql<number>`0`,
  };
};

/** Staff management (admins), the overview, a record's history and notes (staff). */
export function staffRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const adminOnly = requireAdmin(context);
  const staffOnly = requireStaff(context);
  const reads = { rateLimit: staffRateLimit(context) };

  staffInviteRoutes(app, context);
  exportRoutes(app, context);
  correctionRoutes(app, context);
  peopleRoutes(app, context);
  dataRequestRoutes(app, context);
  auditRoutes(app, context);
  inboxRoutes(app, context);
  repliesRoutes(app, context);

  app.get(
    '/staff',
    { onRequest: adminOnly, config: reads, schema: { response: { 200: staffAccountsAnswer } } },
    async () => {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          emailVerifiedAt: users.emailVerifiedAt,
          disabledAt: users.disabledAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(inArray(users.role, [...staffRoles]))
        .orderBy(asc(sql`lower(${users.name})`));
      return {
        success: true,
        data: rows.map(({ emailVerifiedAt, disabledAt, createdAt, ...row }) => ({
          ...row,
          emailVerified: emailVerifiedAt !== null,
          disabled: disabledAt !== null,
          disabledAt: disabledAt?.toISOString() ?? null,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  );

  const setDisabled = (disable: boolean) => async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const actor = request.user;
    if (disable && actor?.id === id) throw new HttpError(409, staffMessages.notYourself);
    const now = context.now();
    const found = await db.transaction(async (tx) => {
      // The admins' rows first, then the account's: every disable takes its locks in this order.
      if (disable && (await leavesNoActiveAdmin(tx, id))) throw new HttpError(409, staffMessages.lastAdmin);
      const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      if (!account) return false;
      // Only a change is recorded: disabling a disabled account again changes nothing.
      const [changed] = await tx
        .update(users)
        .set({ disabledAt: disable ? now : null, updatedAt: now })
        .where(and(eq(users.id, id), disable ? isNull(users.disabledAt) : isNotNull(users.disabledAt)))
        .returning({ id: users.id });
      if (changed) {
        // The trigger of migration 0004 ends every session of a disabled account in this transaction.
        await recordAudit(tx, {
          actorId: actor?.id ?? null,
          action: disable ? 'staff.disabled' : 'staff.enabled',
          kind: 'account',
          recordId: id,
          from: { disabled: !disable },
          to: { disabled: disable },
          createdAt: now,
        });
      }
      return true;
    });
    if (!found) throw notFound();
    return { success: true, message: disable ? staffMessages.disabled : staffMessages.enabled };
  };

  app.post(
    '/staff/:id/disable',
    {
      onRequest: adminOnly,
      schema: { params: idParams, response: { 200: messageAnswer, 409: errorAnswer } },
    },
    setDisabled(true),
  );
  app.post(
    '/staff/:id/enable',
    {
      onRequest: adminOnly,
      schema: { params: idParams, response: { 200: messageAnswer, 409: errorAnswer } },
    },
    setDisabled(false),
  );

  app.get(
    '/staff/overview',
    { onRequest: staffOnly, config: reads, schema: { response: { 200: overviewAnswer } } },
    async () => {
      const now = context.now();
      const kinds = await Promise.all(
        recordKinds
          .filter((kind) => kind !== 'event-registration')
          .map(async (kind) => {
            const source = recordSources[kind];
            const [row] = await db.select(countsOf(kind, now)).from(source.table);
            return {
              kind,
              new: row?.new ?? 0,
              waiting: row?.waiting ?? 0,
              overdue: row?.overdue ?? 0,
              total: row?.total ?? 0,
            };
          }),
      );
      const byEvent = await db
        .select({ eventId: eventRegistrations.eventId, ...countsOf('event-registration', now) })
        .from(eventRegistrations)
        .groupBy(eventRegistrations.eventId);
      const eventCounts = events.map((event) => {
        const row = byEvent.find((candidate) => candidate.eventId === event.id);
        return {
          kind: 'event-registration' as const,
          eventId: event.id,
          eventTitle: event.title,
          new: row?.new ?? 0,
          waiting: row?.waiting ?? 0,
          overdue: row?.overdue ?? 0,
          total: row?.total ?? 0,
        };
      });
      return { success: true, data: [...kinds, ...eventCounts] };
    },
  );

  app.get(
    '/staff/submissions/:kind/:id/history',
    {
      onRequest: staffOnly,
      config: reads,
      schema: { params: recordParams, response: { 200: historyAnswer } },
    },
    async (request) => {
      const kind = await existingRecord(context, request.params.kind, request.params.id);
      return {
        success: true,
        data: await withAssigneeNames(db, await historyOf(db, kind, request.params.id)),
      };
    },
  );

  // The detail view: every field, the mails sent for it, and its history.
  app.get(
    '/staff/submissions/:kind/:id',
    {
      onRequest: staffOnly,
      config: reads,
      schema: { params: recordParams, response: { 200: recordDetailAnswer } },
    },
    async (request) => {
      const { id } = request.params;
      const kind = await existingRecord(context, request.params.kind, id);
      const source = recordSources[kind];
      const [[record], mails, history, notes] = await Promise.all([
        db.select().from(source.table).where(eq(source.id, id)).limit(1),
        db
          .select({
            id: mailOutbox.id,
            kind: mailOutbox.kind,
            recipient: mailOutbox.recipient,
            status: mailOutbox.status,
            attempts: mailOutbox.attempts,
            sentAt: mailOutbox.sentAt,
            lastError: mailOutbox.lastError,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.submissionKind, kind), eq(mailOutbox.submissionId, id)))
          .orderBy(asc(mailOutbox.createdAt)),
        historyOf(db, kind, id).then((items) => withAssigneeNames(db, items)),
        notesOf(db, kind, id),
      ]);
      if (!record) throw notFound();
      const { version, assigneeId } = record as { version: number; assigneeId: string | null };
      const [assignee] = assigneeId
        ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, assigneeId))
        : [];
      return {
        success: true,
        data: {
          kind,
          record: withoutSecrets(record as Record<string, unknown>),
          mails,
          history,
          notes,
          version,
          assignee: assignee ?? null,
        },
      };
    },
  );

  app.post(
    '/staff/submissions/:kind/:id/notes',
    {
      onRequest: staffOnly,
      schema: {
        params: recordParams,
        body: noteRequest,
        response: { 201: noteCreatedAnswer, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const kind = await existingRecord(context, request.params.kind, id);
      const now = context.now();
      const actorId = request.user?.id ?? null;
      const source = recordSources[kind];
      const table = source.table as typeof source.table & { version: PgColumn; updatedAt: PgColumn };
      const outcome = await db.transaction(async (tx) => {
        // A note is a change to the record's history: it is made from a version, and makes the next.
        const [record] = await tx
          .select({ version: table.version, updatedAt: table.updatedAt })
          .from(table)
          .where(eq(source.id, id))
          .for('update');
        if (!record) throw notFound();
        const current = record as { version: number; updatedAt: Date };
        const stale = await staleAnswerOf(tx, kind, id, current, request.body.version);
        if (stale) return { stale };
        await tx
          .update(table)
          .set({ version: nextVersion(table.version) } as never)
          .where(eq(source.id, id));
        const [created] = await tx
          .insert(submissionNotes)
          .values({ kind, recordId: id, authorId: actorId, body: request.body.note, createdAt: now })
          .returning({ id: submissionNotes.id });
        if (!created) throw new Error('The note insert returned no row');
        // The audit holds the note's id; the text stays in submission_notes (it may name a person).
        await recordAudit(tx, {
          actorId,
          action: 'note.added',
          kind,
          recordId: id,
          to: { noteId: created.id },
          createdAt: now,
        });
        return { created, version: current.version + 1 };
      });
      if ('stale' in outcome) return reply.code(409).send(outcome.stale);
      return reply.code(201).send({
        success: true,
        message: staffMessages.noteAdded,
        data: { id: outcome.created.id, at: now.toISOString(), version: outcome.version },
      });
    },
  );
}
