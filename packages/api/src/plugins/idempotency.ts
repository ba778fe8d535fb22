import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { idempotencyKeys } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { App, AppContext } from '../types.js';

export const idempotencyHeader = 'idempotency-key';
/** A key is remembered this long; after that it is free again. */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;
/** A first request still "in progress" after this long died with its server: its key is taken over. */
export const abandonedAfterMs = 60_000;
const sweepEveryMs = 60 * 60 * 1000;
/**
 * The header is ignored where an answer must not be stored: sign-in answers carry tokens, and a
 * person's search and export, and the inbox's search, carry people's data (kept in
 * idempotency_keys, it would outlive erasure).
 */
const excludedPrefixes = ['/api/auth/', '/api/staff/people/', '/api/staff/inbox/search'];

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  differentRequest: 'This Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The routes that take the header: every POST under /api but sign-in's. */
export function takesIdempotencyKey(route: { method: string | string[]; url: string }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (
    methods.includes('POST') &&
    route.url.startsWith('/api/') &&
    !excludedPrefixes.some((prefix) => route.url.startsWith(prefix))
  );
}

/**
 * JSON with the keys of every object sorted, so that `{a,b}` and `{b,a}` hash alike. Recursive: the
 * request guards refuse a body nested deeper than any request before this hook runs.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

interface Pending {
  key: string;
  path: string;
  hash: string;
  /** Set once this request owns the key's row. */
  claimed?: boolean;
}

const listOf = <T>(hooks: T | T[] | undefined): T[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

const pendingOf = new WeakMap<FastifyRequest, Pending>();
const pathOf = (url: string) => url.split('?')[0] ?? url;

function replay(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  reply.code(status).header('idempotent-replayed', 'true');
  return typeof body === 'string'
    ? reply.send(body)
    : reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * `Idempotency-Key` on a POST: the first answer (any status below 500) is stored for 24 hours and
 * given again to a retry with the same key and the same request, without running the handler. The
 * key is taken once the request has passed validation and authentication, so a refused request
 * (400, 401, 415...) stores nothing and its key stays free for a corrected retry.
 */
export function installIdempotency(app: App, { db, now }: AppContext): void {
  // The body as sent (before the schema trims or drops anything) is what a retry must repeat.
  const hashRequest: preValidationAsyncHookHandler = async (request) => {
    const key = request.headers[idempotencyHeader];
    if (key === undefined) return;
    if (typeof key !== 'string' || !keyPattern.test(key))
      throw new HttpError(400, idempotencyMessages.invalidKey);
    const path = pathOf(request.url);
    const hash = createHash('sha256')
      .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
      .digest('hex');
    pendingOf.set(request, { key, path, hash });
  };

  const claim = async (pending: Pending, at: Date) => {
    const [row] = await db
      .insert(idempotencyKeys)
      .values({
        key: pending.key,
        method: 'POST',
        path: pending.path,
        requestHash: pending.hash,
        createdAt: at,
      })
      .onConflictDoNothing({ target: idempotencyKeys.key })
      .returning({ key: idempotencyKeys.key });
    return row !== undefined;
  };

  // Only one of several concurrent retries wins the update: the row is fresh once it has run.
  const takeOver = async (pending: Pending, at: Date) => {
    const expired = lte(idempotencyKeys.createdAt, new Date(at.getTime() - idempotencyTtlMs));
    const abandoned = and(
      isNull(idempotencyKeys.responseStatus),
      lte(idempotencyKeys.createdAt, new Date(at.getTime() - abandonedAfterMs)),
    );
    const [row] = await db
      .update(idempotencyKeys)
      .set({
        path: pending.path,
        requestHash: pending.hash,
        responseStatus: null,
        responseBody: null,
        createdAt: at,
      })
      .where(and(eq(idempotencyKeys.key, pending.key), or(expired, abandoned)))
      .returning({ key: idempotencyKeys.key });
    return row !== undefined;
  };

  // Expired keys are deleted now and then (at most hourly), when a new key comes in.
  let lastSweep = 0;
  const sweep = (at: Date, log: FastifyBaseLogger) => {
    if (at.getTime() - lastSweep < sweepEveryMs) return;
    lastSweep = at.getTime();
    db.delete(idempotencyKeys)
      .where(lte(idempotencyKeys.createdAt, new Date(at.getTime() - idempotencyTtlMs)))
      .catch((error: unknown) => log.error({ err: error }, 'expired idempotency keys not deleted'));
  };

  const reserve: preHandlerAsyncHookHandler = async (request, reply) => {
    const pending = pendingOf.get(request);
    if (!pending) return;
    const at = now();
    sweep(at, request.log);
    // Another request may delete or take over the row between two of these queries: look again.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await claim(pending, at)) {
        pending.claimed = true;
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, pending.key));
      if (!row) continue;
      const age = at.getTime() - row.createdAt.getTime();
      if (age >= idempotencyTtlMs || (row.responseStatus === null && age >= abandonedAfterMs)) {
        if (await takeOver(pending, at)) {
          pending.claimed = true;
          return;
        }
        continue;
      }
      if (row.requestHash !== pending.hash) throw new HttpError(422, idempotencyMessages.differentRequest);
      if (row.responseStatus !== null) return replay(reply, row.responseStatus, row.responseBody);
      break;
    }
    reply.header('retry-after', '1');
    throw new HttpError(409, idempotencyMessages.inProgress);
  };

  const save: onSendAsyncHookHandler = async (request, reply, payload) => {
    const pending = pendingOf.get(request);
    if (!pending?.claimed) return payload;
    pending.claimed = false;
    const where = eq(idempotencyKeys.key, pending.key);
    try {
      // A server fault is not an answer to keep: the retry runs again.
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await db.delete(idempotencyKeys).where(where);
        return payload;
      }
      let body: unknown = payload;
      try {
        body = JSON.parse(payload);
      } catch {
        // Not JSON: kept as the text it is.
      }
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: reply.statusCode, responseBody: body })
        .where(where);
    } catch (error) {
      request.log.error({ err: error }, 'idempotency key not saved');
      await db
        .delete(idempotencyKeys)
        .where(where)
        .catch(() => undefined);
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!takesIdempotencyKey(route)) return;
    route.preValidation = [...listOf(route.preValidation), hashRequest];
    // Last, after any authentication of the route's own.
    route.preHandler = [...listOf(route.preHandler), reserve];
    route.onSend = [...listOf(route.onSend), save];
  });
}
