import { findEvent } from '@inclusion/events';
import { count, eq, sql } from 'drizzle-orm';
import {
  apiMessages,
  eventIdParams,
  eventStatsAnswer,
  idParams,
  listPageAnswer,
  listQuerySchemaOf,
  recordStatuses,
  registrationStatusUpdateSchema,
  staleVersionAnswer,
  updatedAnswer,
  type ListQuery,
} from '@inclusion/forms';
import { recordAudit } from '../audit/audit.js';
import { auditChange } from '../audit/changes.js';
import { eventRegistrations } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { requireStaff } from '../plugins/auth.js';
import { staffRateLimit } from '../plugins/rate-limit.js';
import { nextVersion, staleAnswerOf } from '../staff/inbox/versions.js';
import { listPage } from '../submissions/list.js';
import { eventRegistrationListSource } from '../submissions/sources.js';
import { isUuid } from '../submissions/routes.js';
import type { App, AppContext } from '../types.js';

/** The list's filters, search and sorts, shared with the staff's CSV export. */
const source = eventRegistrationListSource;

const eventRegistrationStatuses = recordStatuses['event-registration'];
type EventRegistrationStatus = (typeof eventRegistrationStatuses)[number];

const notesChange = ({ notes }: { notes?: string | null | undefined }) =>
  notes !== undefined ? { notes } : {};

/**
 * The columns a registration's status change sets, besides notes: the status, the next version,
 * and the cancel fields, which describe the current cancellation only. The staff's bulk change sets
 * the same.
 */
export const registrationStatusValues = (registrationStatus: EventRegistrationStatus, now: Date) => {
  const cancelled = registrationStatus === 'cancelled';
  return {
    registrationStatus,
    cancelledAt: cancelled
      ? sql`coalesce(${eventRegistrations.cancelledAt}, ${now.toISOString()}::timestamptz)`
      : null,
    ...(cancelled ? {} : { cancelReason: null }),
    version: nextVersion(eventRegistrations.version),
    updatedAt: now,
  };
};

/** Staff only: the list, the counts of one event, and status updates. */
export function eventAdminRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const adminOnly = requireStaff(context);

  app.get(
    '/events/registrations',
    {
      onRequest: adminOnly,
      config: { rateLimit: staffRateLimit(context) },
      schema: { querystring: listQuerySchemaOf('event-registration'), response: { 200: listPageAnswer } },
    },
    async (request) => ({ success: true, ...(await listPage(db, source, request.query as ListQuery)) }),
  );

  // An id that names none of the foundation's events is a 404, as any unknown resource in a path.
  app.get(
    '/events/:eventId/stats',
    {
      onRequest: adminOnly,
      config: { rateLimit: staffRateLimit(context) },
      schema: { params: eventIdParams, response: { 200: eventStatsAnswer } },
    },
    async (request) => {
      const { eventId } = request.params;
      const event = /^\d{1,9}$/.test(eventId) ? findEvent(Number(eventId)) : undefined;
      if (!event) throw notFound();
      const rows = await db
        .select({ status: eventRegistrations.registrationStatus, count: count() })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id))
        .groupBy(eventRegistrations.registrationStatus);
      const byStatus = Object.fromEntries(eventRegistrationStatuses.map((status) => [status, 0])) as Record<
        EventRegistrationStatus,
        number
      >;
      for (const row of rows) byStatus[row.status as EventRegistrationStatus] = row.count;
      const total = rows.reduce((sum, row) => sum + row.count, 0);
      return { success: true, data: { eventId: event.id, eventTitle: event.title, total, byStatus } };
    },
  );

  app.patch(
    '/events/registration/:id/status',
    {
      onRequest: adminOnly,
      config: { rateLimit: staffRateLimit(context) },
      schema: {
        params: idParams,
        body: registrationStatusUpdateSchema,
        response: { 200: updatedAnswer, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const { version, ...change } = request.body;
      const now = context.now();
      // The change and its audit event commit together, or neither does; a stale one makes neither.
      const outcome = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            registrationStatus: eventRegistrations.registrationStatus,
            version: eventRegistrations.version,
            updatedAt: eventRegistrations.updatedAt,
          })
          .from(eventRegistrations)
          .where(eq(eventRegistrations.id, id))
          .for('update');
        if (!before) return undefined;
        const stale = await staleAnswerOf(tx, 'event-registration', id, before, version);
        if (stale) return { stale };
        const [updated] = await tx
          .update(eventRegistrations)
          .set({ ...registrationStatusValues(change.registrationStatus, now), ...notesChange(change) })
          .where(eq(eventRegistrations.id, id))
          .returning();
        await recordAudit(tx, {
          actorId: request.user?.id ?? null,
          action: 'status.changed',
          kind: 'event-registration',
          recordId: id,
          ...auditChange(before, change),
          createdAt: now,
        });
        return { updated };
      });
      if (!outcome) throw notFound();
      if ('stale' in outcome) return reply.code(409).send(outcome.stale);
      return { success: true, message: apiMessages.statusUpdated, data: outcome.updated };
    },
  );
}
