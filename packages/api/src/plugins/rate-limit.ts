import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { messages } from '@inclusion/forms';
import type { FastifyRequest } from 'fastify';
import { isSharedDatabase } from '../db/client.js';
import { HttpError } from '../http-error.js';
import type { App, AppContext } from '../types.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

export const rateLimitWindowMs = 60_000;

/** The POSTs under /api: the forms anyone may send. GETs (the site, lists, health) are never limited. */
export const isLimited = (route: { method: string | string[]; url: string }) =>
  (route.method === 'POST' || (Array.isArray(route.method) && route.method.includes('POST'))) &&
  route.url.startsWith('/api/');

/**
 * The staff's calls outside the POSTs (their lists, status updates and GETs) have a budget of their
 * own: a person working through the inbox reads far more than a visitor posts, so
 * `staffBudgetFactor` times RATE_LIMIT_PER_MINUTE, per client address and endpoint.
 */
export const staffBudgetFactor = 10;

export const staffRateLimit = ({ config }: AppContext) => ({
  max: config.rateLimitPerMinute * staffBudgetFactor,
  timeWindow: rateLimitWindowMs,
  keyGenerator: (request: FastifyRequest) =>
    `${normalizeIP(request.ip)} staff:${request.method} ${request.routeOptions.url}`,
});

/** One budget per client address (an IPv6 address by its /64) and per endpoint. */
const keyOf = (request: FastifyRequest) => `${normalizeIP(request.ip)} ${request.routeOptions.url}`;

/**
 * `config.rateLimitPerMinute` POSTs per minute per address and endpoint; over it a 429 with
 * Retry-After (seconds) and the spec's message. On PostgreSQL the counts are in the database, shared
 * by every server; PGlite has one server per database, which counts in its memory.
 */
export async function installRateLimit(app: App, { config, db }: AppContext): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(isSharedDatabase(db) ? { store: databaseRateLimitStore(db) } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: rateLimitWindowMs,
    keyGenerator: keyOf,
    cache: 10_000,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, messages.status[429]),
  });
  const limit = app.rateLimit();
  app.addHook('onRoute', (route) => {
    // A route with its own `config.rateLimit` (an object, or false) is left to the plugin.
    if (!isLimited(route) || route.config?.rateLimit != null) return;
    const hooks = route.onRequest;
    // First, so that a flood is refused before any other hook (a token lookup, say) runs.
    route.onRequest = [limit, ...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : [])] as typeof hooks;
  });
}
