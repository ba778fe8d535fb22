import { newsletterSchema } from '@inclusion/forms';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { apiMessages } from '../api-messages.js';
import { newsletterSubscribers } from '../db/schema.js';
import { createToken } from '../lib/index.js';
import { notify } from '../notify.js';
import { requireAdmin } from '../plugins/auth.js';
import { newsletterStatuses } from '../statuses.js';
import { isUuid } from '../submissions/routes.js';
import { listPage, listQuerySchema, type ListQuery } from '../submissions/list.js';
import type { App, AppContext } from '../types.js';

const filters = {
  status: { column: newsletterSubscribers.status, match: 'equals', values: newsletterStatuses },
} as const;
const { unsubscribeToken: _secret, ...listedColumns } = getTableColumns(newsletterSubscribers);

export function newsletterRoutes(app: App, context: AppContext): void {
  const { db } = context;

  /**
   * One row per address. A repeat answers as a first subscription does (the answer never tells
   * whether an address is on the list); an unsubscribed address is subscribed again.
   */
  app.post('/newsletter/subscribe', { schema: { body: newsletterSchema } }, async (request) => {
    const email = request.body.email.toLowerCase();
    const now = context.now();
    const [created] = await db
      .insert(newsletterSubscribers)
      .values({
        email,
        unsubscribeToken: createToken().token,
        subscribedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    const [reactivated] = created
      ? []
      : await db
          .update(newsletterSubscribers)
          .set({ status: 'active', subscribedAt: now, unsubscribedAt: null, updatedAt: now })
          .where(
            and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'unsubscribed')),
          )
          .returning();
    const subscriber = created ?? reactivated;
    if (subscriber)
      notify(context.mailer, context.config, request.log, 'newsletter', subscriber, { staff: false });
    return { success: true, message: apiMessages.subscribed };
  });

  const unsubscribeParams = z.object({ tokenOrId: z.string() });
  app.get(
    '/newsletter/unsubscribe/:tokenOrId',
    { schema: { params: unsubscribeParams } },
    async (request, reply) => {
      const { tokenOrId } = request.params;
      const match = isUuid(tokenOrId)
        ? eq(newsletterSubscribers.id, tokenOrId)
        : eq(newsletterSubscribers.unsubscribeToken, tokenOrId);
      const now = context.now();
      const [found] = await db.select().from(newsletterSubscribers).where(match).limit(1);
      if (found?.status === 'active') {
        await db
          .update(newsletterSubscribers)
          .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
          .where(eq(newsletterSubscribers.id, found.id));
      }
      reply.type('text/plain; charset=utf-8');
      return found ? apiMessages.unsubscribed : reply.code(404).send(apiMessages.unsubscribeUnknown);
    },
  );

  app.get(
    '/newsletter/subscribers',
    { onRequest: requireAdmin(context), schema: { querystring: listQuerySchema(filters) } },
    async (request) => {
      const source = {
        table: newsletterSubscribers,
        columns: listedColumns,
        searchColumns: [newsletterSubscribers.email],
        filters,
        createdAt: newsletterSubscribers.createdAt,
        id: newsletterSubscribers.id,
      };
      return { success: true, ...(await listPage(db, source, request.query as ListQuery)) };
    },
  );
}
