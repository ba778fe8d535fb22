import { auditPageAnswer, auditQuery, type AuditAction } from '@inclusion/forms';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, users } from '../db/schema.js';
import { requireAdmin } from '../plugins/auth.js';
import { staffRateLimit } from '../plugins/rate-limit.js';
import type { App, AppContext } from '../types.js';

/**
 * `GET /staff/audit` (admins): the audit of accounts, people or invites, newest first. A record's
 * own history is on the record; this reads what belongs to no submission. It answers what the audit
 * holds (ids, roles, counts) and the actor's user name while the account exists: never whom a person
 * search was about.
 */
export function auditRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const actor = alias(users, 'actor');

  app.get(
    '/staff/audit',
    {
      onRequest: requireAdmin(context),
      config: { rateLimit: staffRateLimit(context) },
      schema: { querystring: auditQuery, response: { 200: auditPageAnswer } },
    },
    async (request) => {
      const { kind, page, limit } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditEvents.id,
            createdAt: auditEvents.createdAt,
            actorId: auditEvents.actorId,
            actorName: actor.name,
            action: auditEvents.action,
            kind: auditEvents.kind,
            recordId: auditEvents.recordId,
            from: auditEvents.from,
            to: auditEvents.to,
          })
          .from(auditEvents)
          .leftJoin(actor, eq(actor.id, auditEvents.actorId))
          .where(eq(auditEvents.kind, kind))
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.kind, kind)),
      ]);
      const n = total?.n ?? 0;
      return {
        success: true,
        data: rows.map(({ createdAt, action, from, to, ...row }) => ({
          ...row,
          at: createdAt.toISOString(),
          action: action as AuditAction,
          from: from as Record<string, unknown> | null,
          to: to as Record<string, unknown> | null,
        })),
        pagination: { page, limit, total: n, pages: Math.ceil(n / limit) },
      };
    },
  );
}
