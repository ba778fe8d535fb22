import {
  errorAnswer,
  idParams,
  messageAnswer,
  replyMessages,
  replyTemplateAnswer,
  replyTemplateChange,
  replyTemplateRequest,
  replyTemplatesAnswer,
  replyTemplatesQuery,
} from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.js';
import { replyTemplates } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { requireAdmin, requireStaff } from '../../plugins/auth.js';
import { staffRateLimit } from '../../plugins/rate-limit.js';
import { isUuid } from '../../submissions/routes.js';
import type { App, AppContext } from '../../types.js';
import { isBuiltInId, templateOf, templatesOf } from './template-list.js';

const nameTaken = () => new HttpError(409, replyMessages.templateNameTaken);
const noTemplate = () => new HttpError(404, replyMessages.templateNotFound);

/** The id of a stored template, or the answer why not: a built-in one is read-only, another is unknown. */
function storedId(id: string): string {
  if (isBuiltInId(id)) throw new HttpError(409, replyMessages.builtInReadOnly);
  if (!isUuid(id)) throw noTemplate();
  return id;
}

/** Reply templates: staff read a kind's, admins add, change and delete them. */
export function replyTemplateRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const adminOnly = requireAdmin(context);

  app.get(
    '/staff/reply-templates',
    {
      onRequest: requireStaff(context),
      config: { rateLimit: staffRateLimit(context) },
      schema: { querystring: replyTemplatesQuery, response: { 200: replyTemplatesAnswer } },
    },
    async (request) => ({ success: true, data: await templatesOf(db, request.query.kind) }),
  );

  app.post(
    '/staff/reply-templates',
    {
      onRequest: adminOnly,
      schema: { body: replyTemplateRequest, response: { 201: replyTemplateAnswer, 409: errorAnswer } },
    },
    async (request, reply) => {
      const now = context.now();
      try {
        const [row] = await db
          .insert(replyTemplates)
          .values({ ...request.body, updatedBy: request.user?.id ?? null, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('The template insert returned no row');
        return reply
          .code(201)
          .send({ success: true, message: replyMessages.templateCreated, data: templateOf(row) });
      } catch (error) {
        if (isUniqueViolation(error, 'reply_templates_kind_language_name')) throw nameTaken();
        throw error;
      }
    },
  );

  app.patch(
    '/staff/reply-templates/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: idParams,
        body: replyTemplateChange,
        response: { 200: replyTemplateAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const id = storedId(request.params.id);
      try {
        const [row] = await db
          .update(replyTemplates)
          .set({ ...request.body, updatedBy: request.user?.id ?? null, updatedAt: context.now() })
          .where(eq(replyTemplates.id, id))
          .returning();
        if (!row) throw noTemplate();
        return { success: true, message: replyMessages.templateUpdated, data: templateOf(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'reply_templates_kind_language_name')) throw nameTaken();
        throw error;
      }
    },
  );

  app.delete(
    '/staff/reply-templates/:id',
    {
      onRequest: adminOnly,
      schema: { params: idParams, response: { 200: messageAnswer, 409: errorAnswer } },
    },
    async (request) => {
      const id = storedId(request.params.id);
      const [row] = await db
        .delete(replyTemplates)
        .where(eq(replyTemplates.id, id))
        .returning({ id: replyTemplates.id });
      if (!row) throw noTemplate();
      return { success: true, message: replyMessages.templateDeleted };
    },
  );
}
