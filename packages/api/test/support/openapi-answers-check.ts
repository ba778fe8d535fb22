import { subscribe } from 'node:diagnostics_channel';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';

/**
 * Every answer a test receives through `app.inject` from any app it builds is checked against the
 * app's own published document (`GET /api/openapi.json`): its status is listed for the path and
 * method, with the answer's content type, and the body matches that schema (Ajv, draft 2020-12, as
 * OpenAPI 3.1 reads it). A mismatch fails the inject, so the test that caused it. Paths the document
 * does not hold (the site, unknown addresses) are not checked.
 */

// Ajv comes with Fastify; it is not a dependency of this package of its own.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
interface Ajv {
  addSchema(schema: object, key: string): void;
  getSchema(ref: string): Validate | undefined;
}
const Ajv2020 = (fromCompiler('ajv/dist/2020') as { default: new (options: object) => Ajv }).default;
const addFormats = (fromCompiler('ajv-formats') as { default: (ajv: Ajv) => void }).default;

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

interface Checker {
  document: Document;
  ajv: Ajv;
  routes: { pattern: RegExp; path: string; parameters: number }[];
}

const tally = Symbol.for('inclusion.api.checkedAnswers');
const counts = globalThis as unknown as { [tally]?: number };
counts[tally] ??= 0;

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

async function checkerOf(send: FastifyInstance['inject']): Promise<Checker> {
  const response = await send({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const routes = Object.keys(document.paths)
    .map((path) => ({
      path,
      parameters: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
    }))
    // A static path wins over one with parameters, as in Fastify's router.
    .sort((a, b) => a.parameters - b.parameters);
  return { document, ajv, routes };
}

function mismatchOf(
  checker: Checker,
  options: InjectOptions,
  response: LightMyRequestResponse,
): string | undefined {
  const url = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  // Undecoded: a parameter matches any segment, and a malformed %-escape is checked like any address.
  const path = (url.split('?')[0] ?? url).replace(/\/$/, '') || '/';
  const route = checker.routes.find((candidate) => candidate.pattern.test(path));
  if (!route) return undefined;
  const requested = String(options.method ?? 'GET').toLowerCase();
  const method = requested === 'head' ? 'get' : requested;
  const operation = checker.document.paths[route.path]?.[method];
  // A method the path has not: Fastify's 404, which no document lists.
  if (!operation) return undefined;
  counts[tally] = (counts[tally] ?? 0) + 1;
  const where = `${method.toUpperCase()} ${route.path} answered ${response.statusCode}`;
  const answer = operation.responses?.[String(response.statusCode)];
  if (!answer) return `${where}, a status the document does not list`;
  const type =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (requested === 'head' || response.body === '') return undefined;
  const content = answer.content?.[type];
  if (!content) return `${where} as ${type || 'no content type'}, which the document does not list`;
  if (!content.schema) return undefined;
  const validate = checker.ajv.getSchema(
    `openapi#/${pointer('paths', route.path, method, 'responses', String(response.statusCode), 'content', type, 'schema')}`,
  );
  if (!validate) return `${where}: its schema does not compile`;
  const body: unknown = type.endsWith('json') ? JSON.parse(response.body) : response.body;
  if (validate(body)) return undefined;
  return `${where} with a body that does not match its schema: ${JSON.stringify(validate.errors)}\n${response.body.slice(0, 2000)}`;
}

/** Wraps `inject` of an app as it is created: the promise form only (the tests use no other). */
function watch(app: FastifyInstance): void {
  const send = app.inject.bind(app) as FastifyInstance['inject'];
  let checker: Promise<Checker> | undefined;
  const checked = async (options: InjectOptions | string) => {
    const response = await send(options as InjectOptions);
    const asked: InjectOptions = typeof options === 'string' ? { url: options } : options;
    checker ??= checkerOf(send);
    const mismatch = mismatchOf(await checker, asked, response);
    if (mismatch) throw new Error(`The answer does not match the OpenAPI document: ${mismatch}`);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (send as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as FastifyInstance['inject'];
}

// Once per worker: this file runs before each test file, and the files of a worker share one module graph.
const subscribed = Symbol.for('inclusion.api.answerCheckSubscribed');
const flags = globalThis as unknown as { [subscribed]?: boolean };
if (!flags[subscribed]) {
  flags[subscribed] = true;
  subscribe('fastify.initialization', (message) => watch((message as { fastify: FastifyInstance }).fastify));
}

afterAll(async () => {
  // The count so far of this worker: files of one worker share this module's state.
  await writeFile(join(inject('answerTallyDir'), `${process.pid}-${threadId}`), String(counts[tally] ?? 0));
});
