import {
  dataRequestAnswer,
  dataRequestCompleteRequest,
  dataRequestCreateRequest,
  dataRequestListAnswer,
  erasureMessages,
  errorAnswer,
  idParams,
} from '@inclusion/forms';
import { HttpError, notFound } from '../../http-error.js';
import { requireAdmin } from '../../plugins/auth.js';
import { staffRateLimit } from '../../plugins/rate-limit.js';
import { isUuid } from '../../submissions/routes.js';
import type { App, AppContext } from '../../types.js';
import { completeDataRequest, dataRequestOf, listDataRequests, recordDataRequest } from './store.js';

/**
 * The data-request log (admins): `GET` lists every request, `POST` records one as it came, `PATCH
 * /:id` completes it with its outcome. Each change is audited by its kind only.
 */
export function dataRequestRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const adminOnly = requireAdmin(context);

  app.get(
    '/staff/data-requests',
    {
      onRequest: adminOnly,
      config: { rateLimit: staffRateLimit(context) },
      schema: { response: { 200: dataRequestListAnswer } },
    },
    async () => ({ success: true, data: await listDataRequests(db, context.now()) }),
  );

  app.post(
    '/staff/data-requests',
    {
      onRequest: adminOnly,
      schema: { body: dataRequestCreateRequest, response: { 201: dataRequestAnswer } },
    },
    async (request, reply) => {
      const now = context.now();
      const { id } = await db.transaction((tx) =>
        recordDataRequest(tx, request.body, { actorId: request.user?.id ?? null, now }),
      );
      const entry = await dataRequestOf(db, id, now);
      return reply.code(201).send({ success: true, message: erasureMessages.recorded, data: entry });
    },
  );

  app.patch(
    '/staff/data-requests/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: idParams,
        body: dataRequestCompleteRequest,
        response: { 200: dataRequestAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const now = context.now();
      const completed = await completeDataRequest(db, id, request.body.outcome, {
        actorId: request.user?.id ?? null,
        now,
      });
      const entry = await dataRequestOf(db, id, now);
      if (!entry) throw notFound();
      if (!completed) throw new HttpError(409, erasureMessages.alreadyCompleted);
      return { success: true, message: erasureMessages.completed, data: entry };
    },
  );
}
