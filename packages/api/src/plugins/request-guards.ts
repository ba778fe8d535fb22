import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@inclusion/forms';
import { HttpError } from '../http-error.js';
import type { App } from '../types.js';

/**
 * Where `rewriteUrl` (app.ts) sends a request whose path has a malformed %-escape, or an API path
 * with a part longer than 100 characters. Fastify would otherwise answer them itself, before any
 * hook, without our JSON or our security headers (and echo the path).
 */
export const badUrlPath = '/api/bad-url';
export const longUrlPath = '/api/address-too-long';

/** The longest path parameter Fastify's router reads, counted as written (escapes included). */
const maxSegmentLength = 100;

/**
 * The path as the router decodes it fails to decode: rewritten to badUrlPath. An API path with a
 * part the router would refuse as a parameter: rewritten to longUrlPath (no API path has a fixed
 * part that long). The site's paths are left to the site, which answers its own 404 page.
 */
export function rewriteBadUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  const path = url.split('?')[0] ?? url;
  try {
    decodeURI(path);
  } catch {
    return badUrlPath;
  }
  if (path.startsWith('/api/') && path.split('/').some((part) => part.length > maxSegmentLength)) {
    return longUrlPath;
  }
  return url;
}

/** No request needs more: a deeper body is refused before anything walks it (the idempotency hash). */
const maxNesting = 32;

/** Whether a parsed JSON body nests lists and objects deeper than `limit`, found without recursion. */
function nestedDeeperThan(body: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limit) return true;
    for (const item of Object.values(value)) stack.push({ value: item, depth: depth + 1 });
  }
  return false;
}

/** A NUL in the URL, raw or %-escaped (PostgreSQL cannot store it in text; no field needs it). */
const nulInUrl = (url: string) => url.includes('\0') || url.includes('%00');

/** Any string (a value or a key) of a parsed JSON body holding a NUL. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}

const refuseNul = () => new HttpError(400, apiMessages.nulCharacter);

/**
 * Requests no handler should see: a NUL anywhere (a 400, where the database would fail with a
 * 500), a body nested deeper than any request (a 400, before anything walks it), a malformed URL
 * (our 400), an API path with a part too long (our 414). A route without a body schema (sign-out, say) also takes an
 * empty JSON body, which clients send with `Content-Type: application/json` and nothing after it.
 */
export function installRequestGuards(app: App): void {
  app.addHook('onRequest', async (request) => {
    if (nulInUrl(request.url)) throw refuseNul();
  });
  app.addHook('preValidation', async (request) => {
    if (nestedDeeperThan(request.body, maxNesting)) throw new HttpError(400, apiMessages.nestedTooDeep);
    if (holdsNul(request.body)) throw refuseNul();
  });
  app.all(badUrlPath, { schema: { hide: true } }, async () => {
    throw new HttpError(400, apiMessages.badUrl);
  });
  app.all(longUrlPath, { schema: { hide: true } }, async () => {
    throw new HttpError(414, apiMessages.addressTooLong);
  });

  // Fastify's own parser (prototype poisoning refused), except for an empty body where none is expected.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      if (body === '' && !request.routeOptions.schema?.body) {
        done(null, undefined);
        return;
      }
      parseJson(request, body as string, done);
    },
  );
}
