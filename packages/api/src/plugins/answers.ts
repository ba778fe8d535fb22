import { errorAnswer } from '@inclusion/forms';
import type { FastifySerializerCompiler, RouteOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { App, AppContext } from '../types.js';
import { requireRole, requireUser } from './auth.js';
import { takesIdempotencyKey } from './idempotency.js';
import { isLimited } from './rate-limit.js';

/**
 * Every answer is checked against its route's schema for its status before it is sent: the schemas
 * of @inclusion/forms are what the OpenAPI document publishes, so an answer that does not match is
 * a server fault (a 500, logged), never a lie to the client. The check reads the answer as JSON
 * carries it (dates as ISO texts), so a schema describes the wire, and unknown keys are dropped.
 */
export const answerSerializer: FastifySerializerCompiler<unknown> =
  ({ schema, method, url }) =>
  (data) => {
    const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    const result = (schema as z.ZodType).safeParse(wire);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

type Answers = Record<string, unknown>;
const methodsOf = (route: RouteOptions) => [route.method].flat();
const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter((hook) => hook !== undefined);

/**
 * The error answers any route under /api can give, from what it is: every route a 400 (a NUL in its
 * address, a malformed query or body; `errors` with the message of each field) and a 500; a body
 * too large or not JSON (413, 415) where a body is read; a path parameter that names nothing or is
 * longer than Fastify reads (404, 414); no live token or the wrong role (401, 403); an
 * Idempotency-Key still in use or reused for another body (409, 422); a rate limit (429).
 */
function errorAnswersOf(route: RouteOptions, guards: { user: string; role: string }): Answers {
  const answers: Answers = { 400: errorAnswer, 500: errorAnswer };
  const methods = methodsOf(route);
  if (methods.some((method) => method === 'POST' || method === 'PATCH' || method === 'PUT')) {
    answers[413] = errorAnswer;
    answers[415] = errorAnswer;
  }
  if (route.url.includes(':')) {
    answers[404] = errorAnswer;
    answers[414] = errorAnswer;
  }
  const hooks = hooksOf(route).map(String);
  if (hooks.includes(guards.user) || hooks.includes(guards.role)) answers[401] = errorAnswer;
  if (hooks.includes(guards.role)) answers[403] = errorAnswer;
  if (takesIdempotencyKey(route)) {
    answers[409] = errorAnswer;
    answers[422] = errorAnswer;
  }
  const ownLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if ((isLimited(route) && ownLimit !== false) || (ownLimit !== null && typeof ownLimit === 'object')) {
    answers[429] = errorAnswer;
  }
  return answers;
}

/**
 * Adds the error answers to every route under /api, beside the answers the route declares (its own
 * win: a route whose 400 always lists `errors` says so). Register before the routes.
 */
export function installAnswerSchemas(app: App, context: AppContext): void {
  // Every closure of one guard has the same source.
  const guards = { user: String(requireUser(context)), role: String(requireRole(context)) };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const own = (route.schema?.response ?? {}) as Answers;
    route.schema = { ...route.schema, response: { ...errorAnswersOf(route, guards), ...own } };
  });
}
