import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { messages } from '@inclusion/forms';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import type { App, AppContext } from '../types.js';

export const rateLimitWindowMs = 60_000;

/** The POSTs under /api: the forms anyone may send. GETs (the site, lists, health) are never limited. */
export const isLimited = (route: { method: string | string[]; url: string }) =>
  (route.method === 'POST' || (Array.isArray(route.method) && route.method.includes('POST'))) &&
  route.url.startsWith('/api/');

/** One budget per client address (an IPv6 address by its /64) and per endpoint. */
const keyOf = (request: FastifyRequest) => `${normalizeIP(request.ip)} ${request.routeOptions.url}`;

/**
 * `config.rateLimitPerMinute` POSTs per minute per address and endpoint; over it a 429 with
 * Retry-After (seconds) and the spec's message. The count lives in memory: each server process
 * keeps its own.
 */
export async function installRateLimit(app: App, { config }: AppContext): Promise<void> {
  await app.register(rateLimit, {
    global: false,
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
