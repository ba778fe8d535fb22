import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@inclusion/forms';
import { HttpError } from '../http-error.js';
import type { App } from '../types.js';

/**
 * Where `rewriteUrl` (app.ts) sends a request whose path has a malformed %-escape. Fastify would
 * otherwise answer it itself, before any hook, without our JSON or our security headers.
 */
export const badUrlPath = '/api/bad-url';

/** The path as the router decodes it fails to decode: rewritten to badUrlPath. */
export function rewriteBadUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  const path = url.split('?')[0] ?? url;
  try {
    decodeURI(path);
    return url;
  } catch {
    return badUrlPath;
  }
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
 * 500), a malformed URL (our 400). A route without a body schema (sign-out, say) also takes an
 * empty JSON body, which clients send with `Content-Type: application/json` and nothing after it.
 */
export function installRequestGuards(app: App): void {
  app.addHook('onRequest', async (request) => {
    if (nulInUrl(request.url)) throw refuseNul();
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw refuseNul();
  });
  app.all(badUrlPath, { schema: { hide: true } }, async () => {
    throw new HttpError(400, apiMessages.badUrl);
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
