import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import { paymentStatuses, priorities, recordKinds, recordPaths, recordStatuses } from '@inclusion/forms';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { App, AppContext } from '../types.js';
import { installAnswerSchemas } from './answers.js';
import { takesIdempotencyKey } from './idempotency.js';

export const openApiPath = '/api/openapi.json';

// The same depth from src/plugins and dist/plugins.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const tagOf = (url: string) => url.split('/')[2] || 'api';

/** The value lists of each kind, by the tag of its calls (the first segment of its list's path). */
const valueLists: Record<string, Record<string, readonly string[]>> = Object.fromEntries(
  recordKinds.map((kind) => {
    const lists: Record<string, readonly string[]> = {
      [kind === 'event-registration' ? 'registrationStatus' : 'status']: recordStatuses[kind],
    };
    if (kind === 'contactus' || kind === 'partnership') lists.priority = priorities;
    if (kind === 'donation') lists.paymentStatus = paymentStatuses;
    return [tagOf(`/api${recordPaths[kind].list}`), lists];
  }),
);

function tagObject(name: string): OpenAPIV3_1.TagObject {
  const lists = valueLists[name];
  if (!lists) return { name };
  // The first status is the one a new record gets.
  const words = Object.entries(lists).map(([field, values]) => `\`${field}\`: ${values.join(', ')}`);
  return { name, description: `${words.join('; ')}.`, 'x-values': lists } as OpenAPIV3_1.TagObject;
}

const statusWords: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  400: 'Invalid request: `errors` lists the message of each field when fields failed',
  401: 'No live bearer token',
  403: "The signed-in account's role may not do this",
  404: 'No such record or address',
  409: 'A conflict with what is stored, or the first request with this Idempotency-Key is still being processed',
  413: 'The body is larger than 64 KB',
  414: 'A part of the address is longer than 100 characters',
  415: 'The body is not JSON',
  422: 'This Idempotency-Key was already used with a different request',
  429: 'Too many requests from this address: wait the seconds of Retry-After',
  500: 'Server fault (the details go to the log only)',
  503: 'Not ready',
};

const idempotencyParameter: OpenAPIV3_1.ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A retry with the same key and body within 24 hours gets the first answer again and stores nothing new.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

type Paths = NonNullable<OpenAPIV3_1.Document['paths']>;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * A route whose last parameter is optional (`/reference/{reference}?`) is two paths to a client:
 * one without the segment, one with it (a required parameter).
 */
function splitOptionalParameters(paths: Paths): Paths {
  const split: Paths = {};
  for (const [path, item] of Object.entries(paths)) {
    const optional = /\/\{([^}]+)\}\?$/.exec(path);
    if (!optional || !item) {
      split[path] = item;
      continue;
    }
    const name = optional[1];
    const withParameter = structuredClone(item);
    const without = structuredClone(item);
    for (const method of methods) {
      const parameters = (without[method]?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      if (without[method]) without[method].parameters = parameters.filter((p) => p.name !== name);
      for (const parameter of (withParameter[method]?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        if (parameter.name === name && parameter.in === 'path') parameter.required = true;
      }
    }
    split[path.slice(0, optional.index)] = without;
    split[path.slice(0, -1)] = withParameter;
  }
  return split;
}

type TransformResult = ReturnType<ReturnType<typeof createJsonSchemaTransform>>;

/**
 * The document of `GET /api/openapi.json`, made from the routes' zod schemas: their requests and
 * every answer (installAnswerSchemas adds the error answers each route can give). Register before
 * the routes: @fastify/swagger sees the routes added after it.
 */
export async function installOpenApi(app: App, context: AppContext): Promise<void> {
  installAnswerSchemas(app, context);
  const zodTransform = createJsonSchemaTransform({});

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Inclusion Foundation API',
        version,
        description:
          'Forms of the website (anyone), the staff lists, status updates, history and notes (staff and admins), and staff management (admins); bearer tokens. ' +
          'Every error answers `{ success: false, message }`; a 400 adds `errors: [{ field, message }]` when fields failed.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input): TransformResult => {
      const { url } = input;
      if (!url.startsWith('/api/') || url === openApiPath) return { schema: { hide: true }, url };
      const result = zodTransform(input);
      const schema = { ...result.schema } as Record<string, unknown> & {
        response?: Record<string, { description?: string }>;
      };
      for (const [status, answer] of Object.entries(schema.response ?? {})) {
        answer.description ??= statusWords[status] ?? 'Answer';
      }
      const secured = Boolean(schema.response?.[401]);
      const tagged = {
        tags: [tagOf(url)],
        ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
        ...schema,
      };
      return { url: result.url, schema: tagged } as TransformResult;
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
      const paths = splitOptionalParameters(document.paths ?? {});
      const tags = new Set<string>();
      for (const [path, item] of Object.entries(paths)) {
        for (const method of methods) {
          const operation = item?.[method];
          if (!operation) continue;
          for (const tag of operation.tags ?? []) tags.add(tag);
          if (takesIdempotencyKey({ method: method.toUpperCase(), url: path })) {
            operation.parameters = [...(operation.parameters ?? []), idempotencyParameter];
          }
        }
      }
      return { ...document, paths, tags: [...tags].sort().map(tagObject) };
    },
  });

  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}
