import {
  apiMessages,
  createdAnswerOf,
  idParams,
  listPageAnswer,
  listQuerySchemaOf,
  staleVersionAnswer,
  statusUpdateSchemas,
  updatedAnswer,
  type ListQuery,
} from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/audit.js';
import { auditChange } from '../audit/changes.js';
import { createBatchInserter } from '../db/batch.js';
import { isSharedDatabase } from '../db/client.js';
import { insertWithReference } from '../db/reference.js';
import { notFound } from '../http-error.js';
import { newSubmissionMails, writeWithMails, writtenColumns, type WrittenRow } from '../outbox/queue.js';
import { requireStaff } from '../plugins/auth.js';
import { staffRateLimit } from '../plugins/rate-limit.js';
import { nextVersion, staleAnswerOf } from '../staff/inbox/versions.js';
import { createReference } from '../lib/index.js';
import type { App, AppContext } from '../types.js';
import { pathsOf, prefixOf, type FormKind } from './form-kinds.js';
import { successMessageIn } from './success-words.js';
import { listPage } from './list.js';
import { submissionListSource } from './sources.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid names no record: the routes answer 404, as for an unknown one. */
export const isUuid = (id: string) => uuidPattern.test(id);

type Row = WrittenRow;

/** POST (anyone), GET list and PATCH status (admins) for one kind of submission. */
export function submissionRoutes(kind: FormKind) {
  // The union of tables has no common insert type; every table has the columns used here.
  const table = kind.table as PgTable & typeof kind.table;
  // The list's filters, search and sorts, shared with the staff's CSV export.
  const source = submissionListSource(kind);
  const paths = pathsOf(kind);

  return (app: App, context: AppContext) => {
    const { db } = context;
    const adminOnly = requireStaff(context);
    type Values = Record<string, unknown> & { reference: string; createdAt: Date };

    const written = writtenColumns(kind.table);
    // The sender's confirmation and the foundation's notice, queued in the statement that stores the row.
    const mails = (createdAt: Date) => newSubmissionMails(kind.kind, context.config, createdAt);
    const insertRow = createBatchInserter<Values, Row>({
      insertMany: async (values) =>
        writeWithMails(
          db,
          db
            .insert(table)
            .values(values as never)
            .returning(written),
          mails(values[0]?.createdAt ?? context.now()),
        ),
      // Alone, a row whose reference clashed gets a fresh one.
      insertOne: async (values) => {
        const [row] = await insertWithReference(prefixOf(kind), values.createdAt, (reference) =>
          writeWithMails(
            db,
            db
              .insert(table)
              .values({ ...values, reference } as never)
              .returning(written),
            mails(values.createdAt),
          ),
        );
        if (!row) throw new Error(`The ${kind.kind} insert returned no row`);
        return row;
      },
      keyOfValues: (values) => values.reference,
      keyOfRow: (row) => row.reference,
      // PGlite has one connection; a PostgreSQL pool can take a few statements at once.
      concurrency: isSharedDatabase(db) ? 4 : 1,
    });

    app.post(
      paths.submit,
      { schema: { body: kind.schema, response: { 201: createdAnswerOf(kind.referenceName) } } },
      async (request, reply) => {
        const input = request.body as Record<string, unknown>;
        // The form's language (plugins/request-language.ts): the record keeps it for its mails.
        const { language } = request;
        const now = context.now();
        const reference = createReference(prefixOf(kind), now);
        const record = await insertRow({ ...input, language, reference, createdAt: now, updatedAt: now });
        context.outbox.poke();
        return reply.code(201).send({
          success: true,
          // The confirmation over the address's daily cap is not queued: the answer says so.
          message: successMessageIn(kind, input, language, record.confirmationQueued),
          data: { id: record.id, [kind.referenceName]: record.reference },
        });
      },
    );

    app.get(
      paths.list,
      {
        onRequest: adminOnly,
        config: { rateLimit: staffRateLimit(context) },
        schema: { querystring: listQuerySchemaOf(kind.kind), response: { 200: listPageAnswer } },
      },
      async (request) => ({ success: true, ...(await listPage(db, source, request.query as ListQuery)) }),
    );

    app.patch(
      paths.status,
      {
        onRequest: adminOnly,
        config: { rateLimit: staffRateLimit(context) },
        schema: {
          params: idParams,
          body: statusUpdateSchemas[kind.kind],
          response: { 200: updatedAnswer, 409: staleVersionAnswer },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!isUuid(id)) throw notFound();
        const { version, ...body } = request.body as Record<string, unknown> & { version?: number };
        const now = context.now();
        // The change and its audit event commit together, or neither does; a stale one makes neither.
        const outcome = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(table).where(eq(kind.table.id, id)).for('update');
          if (!before) return undefined;
          const stale = await staleAnswerOf(tx, kind.kind, id, before, version);
          if (stale) return { stale };
          const [updated] = await tx
            .update(table)
            .set({ ...body, version: nextVersion(kind.table.version), updatedAt: now } as never)
            .where(eq(kind.table.id, id))
            .returning();
          await recordAudit(tx, {
            actorId: request.user?.id ?? null,
            action: 'status.changed',
            kind: kind.kind,
            recordId: id,
            ...auditChange(before as Record<string, unknown>, body),
            createdAt: now,
          });
          return { updated };
        });
        if (!outcome) throw notFound();
        if ('stale' in outcome) return reply.code(409).send(outcome.stale);
        return { success: true, message: apiMessages.statusUpdated, data: outcome.updated };
      },
    );
  };
}
