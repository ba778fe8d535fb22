import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { completeDocument, createdResponse, errorComponents, tagOf } from '../openapi.js';
import { kinds, prefixOf } from '../submissions/kinds.js';
import type { App, AppContext } from '../types.js';
import { requireAdmin, requireUser } from './auth.js';
import { takesIdempotencyKey } from './idempotency.js';
import { isLimited } from './rate-limit.js';

export const openApiPath = '/api/openapi.json';

// The same depth from src/plugins and dist/plugins.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const submitPaths = new Map(kinds.map((kind) => [`/api${kind.submitPath}`, kind]));

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter((hook) => hook !== undefined);

/**
 * The document of `GET /api/openapi.json`, made from the routes' zod schemas. Register before the
 * routes: @fastify/swagger sees the routes added after it. A route guarded by requireAdmin or
 * requireUser (every closure of one has the same source) is marked with the bearer scheme.
 */
export async function installOpenApi(app: App, context: AppContext): Promise<void> {
  const guards = new Set([requireAdmin(context).toString(), requireUser(context).toString()]);
  const zodTransform = createJsonSchemaTransform({});
  // Routes with a budget of their own (`config.rateLimit`: the lookups, the staff's GETs) answer 429 too.
  const ownLimits = new Set<string>();
  const openApiPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Inclusion Foundation API',
        version,
        description:
          'Forms of the website (anyone), the staff lists, status updates, history and notes (staff and admins), and staff management (admins); bearer tokens. ' +
          'Every error answers `{ success: false, message }`; a 400 adds `errors: [{ field, message }]`.',
      },
      components: { securitySchemes: errorComponents.securitySchemes },
    },
    transform: (input) => {
      const { route, url } = input;
      if (!url.startsWith('/api/') || url === openApiPath) return { schema: { hide: true }, url };
      const result = zodTransform(input);
      if (route.config && typeof (route.config as { rateLimit?: unknown }).rateLimit === 'object') {
        for (const method of [route.method].flat()) ownLimits.add(`${method} ${openApiPathOf(url)}`);
      }
      const secured = hooksOf(route).some((hook) => guards.has(String(hook)));
      const kind = submitPaths.get(url);
      const schema = {
        tags: [tagOf(url)],
        ...(kind ? { response: { 201: createdResponse(kind.referenceName, prefixOf(kind)) } } : {}),
        ...result.schema,
      };
      return { url: result.url, schema: secured ? { security: [{ bearerAuth: [] }], ...schema } : schema };
    },
    transformObject: (input) =>
      completeDocument(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document, (method, url) => ({
        rateLimited: isLimited({ method, url }) || ownLimits.has(`${method} ${url}`),
        idempotent: takesIdempotencyKey({ method, url }),
      })),
  });

  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}
