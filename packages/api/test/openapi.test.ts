import { paymentStatuses, priorities, recordStatuses, staffRoles } from '@inclusion/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { submissionCases } from './support/fixtures.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

/** Every call of spec section 7, as `METHOD /path` with {params}. */
const specCalls = [
  'POST /auth/signup',
  'POST /auth/login',
  'POST /auth/forgot-password',
  'POST /contact/submit',
  'GET /contact/all',
  'PATCH /contact/{id}/status',
  'POST /newsletter/subscribe',
  'GET /newsletter/unsubscribe/{tokenOrId}',
  'GET /newsletter/subscribers',
  'POST /volunteer/register',
  'GET /volunteer/all',
  'PATCH /volunteer/{id}/status',
  'POST /intern/apply',
  'POST /donation/submit',
  'GET /donation/all',
  'PATCH /donation/{id}/status',
  'POST /news/submit',
  'GET /news/submissions',
  'PATCH /news/{id}/status',
  'POST /contactus/submit',
  'GET /contactus/all',
  'PATCH /contactus/{id}/status',
  'POST /collaborate/submit',
  'GET /collaborate/all',
  'PATCH /collaborate/{id}/status',
  'POST /event/register',
  'POST /events/check-registration',
  'GET /events/registration/reference/{reference}',
  'GET /events/registrations',
  'GET /events/{eventId}/stats',
  'PATCH /events/registration/{id}/status',
  'GET /events/user-registrations',
  'PATCH /events/registration/{id}/cancel',
  'POST /events/registration/{id}/resend-confirmation',
];

/** The calls that exist now, whatever the name of their parameters (hasRoute ignores it). */
const asRoute = (path: string) => `/api${path.replace(/\{[^}]+\}/g, ':param')}`;
const split = (call: string) => call.split(' ') as [string, string];

interface Schema {
  enum?: string[];
  anyOf?: Schema[];
}
/** The values of an enum, or of a nullable one (`anyOf: [{ enum }, { type: 'null' }]`). */
const enumOf = (schema: Schema | undefined): string[] | undefined =>
  schema?.enum ?? schema?.anyOf?.map(enumOf).find(Boolean);

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Schema> } }> };
  responses: Record<string, { $ref?: string; description?: string; content?: unknown }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description?: string }[];
  components: Record<string, Record<string, unknown>>;
}

let document: Document;

/** Every error answer is one schema, `{ success: false, message, errors? }`. */
const errorSchema = '#/components/schemas/Error';
const errorSchemaOf = (operation: Operation | undefined, status: string) =>
  (operation?.responses[status]?.content as Record<string, { schema?: { $ref?: string } }> | undefined)?.[
    'application/json'
  ]?.schema?.$ref;
let raw: string;

beforeAll(async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  raw = response.body;
  document = JSON.parse(raw) as Document;
});

/** The operation of a spec path, whatever its documented parameter names. */
function operation(call: string): Operation | undefined {
  const [method, path] = split(call);
  const pattern = new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '\\{[^}]+\\}')}$`);
  const documented = Object.keys(document.paths).find((candidate) => pattern.test(candidate));
  return documented ? document.paths[documented]?.[method.toLowerCase()] : undefined;
}

const patchBody = (resource: string) =>
  operation(`PATCH ${resource.replace('/api', '')}/{id}/status`)?.requestBody?.content['application/json']
    ?.schema.properties;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
  });

  it('lists every call of spec section 7 that the app has', () => {
    const existing = specCalls.filter((call) => {
      const [method, path] = split(call);
      return server.app.hasRoute({ method: method as 'GET', url: asRoute(path) });
    });
    expect(existing.length).toBeGreaterThanOrEqual(24);
    for (const call of existing) expect(operation(call), call).toBeDefined();
  });

  it('lists every submission call', () => {
    for (const kind of submissionCases) {
      const path = kind.submit.replace('/api', '');
      for (const call of [`POST ${path}`, `GET ${kind.list.replace('/api', '')}`]) {
        expect(operation(call), call).toBeDefined();
      }
      expect(patchBody(kind.resource), kind.name).toBeDefined();
      const created = operation(`POST ${path}`)?.responses['201'];
      expect(JSON.stringify(created)).toContain(kind.referenceName);
    }
    for (const call of [
      'POST /newsletter/subscribe',
      'GET /newsletter/subscribers',
      'GET /newsletter/unsubscribe/{tokenOrId}',
    ]) {
      expect(operation(call), call).toBeDefined();
    }
  });

  it('documents the status lists as enums of the status updates and in the tags', () => {
    const lists: [string, Record<string, readonly string[]>][] = [
      ['/contact', { status: recordStatuses.contact }],
      ['/contactus', { status: recordStatuses.contactus, priority: priorities }],
      ['/volunteer', { status: recordStatuses.volunteer }],
      ['/intern', { status: recordStatuses.internship }],
      ['/donation', { status: recordStatuses.donation, paymentStatus: paymentStatuses }],
      ['/news', { status: recordStatuses.news }],
      ['/collaborate', { status: recordStatuses.partnership, priority: priorities }],
    ];
    for (const [resource, fields] of lists) {
      const body = patchBody(resource);
      for (const [field, values] of Object.entries(fields)) {
        expect(enumOf(body?.[field]), `${resource} ${field}`).toEqual([...values]);
      }
      const tag = document.tags.find((candidate) => candidate.name === resource.slice(1));
      for (const value of fields.status ?? []) expect(tag?.description).toContain(value);
    }
    const newsletter = document.tags.find((tag) => tag.name === 'newsletter');
    for (const value of recordStatuses.newsletter) expect(newsletter?.description).toContain(value);
  });

  it('documents the event registration statuses of the events calls', () => {
    const update = operation('PATCH /events/registration/{id}/status');
    const properties = Object.values(
      update?.requestBody?.content['application/json']?.schema.properties ?? {},
    );
    expect(properties.map(enumOf)).toContainEqual([...recordStatuses['event-registration']]);
    const tag = document.tags.find((candidate) => candidate.name === 'events');
    for (const value of recordStatuses['event-registration']) expect(tag?.description).toContain(value);
  });

  it('has the bearer scheme, on the admin calls only', () => {
    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    for (const kind of submissionCases) {
      const list = operation(`GET ${kind.list.replace('/api', '')}`);
      expect(list?.security, kind.list).toEqual([{ bearerAuth: [] }]);
      expect(errorSchemaOf(list, '401')).toBe(errorSchema);
      expect(errorSchemaOf(list, '403')).toBe(errorSchema);
      expect(operation(`POST ${kind.submit.replace('/api', '')}`)?.security).toBeUndefined();
    }
  });

  it('has the error shapes, the 429 and the Idempotency-Key of the POSTs', () => {
    const { schemas } = document.components;
    expect(schemas?.Error).toMatchObject({
      required: ['success', 'message'],
      properties: { errors: { type: 'array' } },
    });

    const submit = operation('POST /contact/submit');
    expect(errorSchemaOf(submit, '400')).toBe(errorSchema);
    expect(errorSchemaOf(submit, '422')).toBe(errorSchema);
    expect(errorSchemaOf(submit, '429')).toBe(errorSchema);
    expect(submit?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
    // The staff's lists have a budget of their own.
    expect(errorSchemaOf(operation('GET /contact/all'), '429')).toBe(errorSchema);
    expect(operation('GET /health')?.responses['429']).toBeUndefined();
  });

  it('documents the success answer of every operation, with its status', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, documented] of Object.entries(operations)) {
        const successes = Object.entries(documented.responses).filter(([status]) => status.startsWith('2'));
        expect(successes, `${method} ${path}`).toHaveLength(1);
        for (const [, answer] of successes) {
          expect(answer.description, `${method} ${path}`).not.toBe('Default Response');
          expect(answer.content, `${method} ${path}`).toBeDefined();
        }
      }
    }
    // Sign-up gives no session, and answers a taken address as a new one.
    expect(Object.keys(operation('POST /auth/signup')?.responses ?? {})).toContain('202');
    expect(Object.keys(operation('POST /auth/signup')?.responses ?? {})).not.toContain('201');
    expect(JSON.stringify(operation('POST /auth/signup')?.responses['202'])).not.toContain('"token"');
    expect(JSON.stringify(operation('POST /auth/login')?.responses['200'])).toContain('"token"');
    expect(JSON.stringify(operation('POST /event/register')?.responses['201'])).toContain(
      'registrationReference',
    );
    expect(JSON.stringify(operation('GET /contact/all')?.responses['200'])).toContain('pagination');
    expect(operation('PATCH /events/registration/{id}/cancel')?.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-registration-reference', in: 'header' }),
    );
  });

  it('documents the confirmation of e-mail addresses, and the state in every account answer', () => {
    const verify = operation('POST /auth/verify-email');
    expect(verify?.security).toBeUndefined();
    expect(Object.keys(verify?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual([
      'token',
    ]);
    expect(errorSchemaOf(verify, '400')).toBe(errorSchema);
    const resend = operation('POST /auth/resend-verification');
    expect(resend?.security).toEqual([{ bearerAuth: [] }]);
    expect(errorSchemaOf(resend, '401')).toBe(errorSchema);
    expect(errorSchemaOf(resend, '429')).toBe(errorSchema);
    for (const call of ['POST /auth/login', 'GET /auth/session']) {
      expect(JSON.stringify(operation(call)?.responses), call).toContain('"emailVerified"');
    }
  });

  it('documents the lookups by reference and by e-mail: headers, and their rate limit', () => {
    const byHeader = operation('GET /events/registration/reference');
    expect(byHeader?.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-registration-reference', in: 'header' }),
    );
    const byPath = operation('GET /events/registration/reference/{reference}');
    expect(byPath?.parameters).toContainEqual(
      expect.objectContaining({ name: 'reference', in: 'path', required: true }),
    );
    expect(Object.keys(document.paths).some((path) => path.endsWith('?'))).toBe(false);
    const byEmail = operation('GET /events/user-registrations');
    expect(byEmail?.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-registration-email', in: 'header' }),
    );
    for (const lookup of [byHeader, byPath, byEmail]) {
      expect(errorSchemaOf(lookup, '429')).toBe(errorSchema);
    }
    expect(JSON.stringify(operation('POST /event/register')?.responses['201'])).toContain(
      'REG-7F3K-9QXM-2HJD-8PRT',
    );
  });

  it('documents the staff calls: bearer, 401 and 403, 429, their answers', () => {
    const calls = [
      'GET /staff',
      'POST /staff/invites',
      'POST /staff/{id}/disable',
      'POST /staff/{id}/enable',
      'GET /staff/overview',
      'GET /staff/submissions/{kind}/{id}',
      'GET /staff/submissions/{kind}/{id}/history',
      'POST /staff/submissions/{kind}/{id}/notes',
      'GET /staff/submissions/contact/export.csv',
      'GET /staff/submissions/event-registration/export.csv',
      'PATCH /staff/submissions/{kind}/{id}/fields',
      'POST /staff/people/search',
      'POST /staff/people/export',
      'POST /staff/people/erase',
      'PATCH /contact/{id}/status',
      'PATCH /events/registration/{id}/status',
      'POST /auth/logout-everywhere',
    ];
    for (const call of calls) {
      const documented = operation(call);
      expect(documented, call).toBeDefined();
      expect(documented?.security, call).toEqual([{ bearerAuth: [] }]);
      expect(errorSchemaOf(documented, '401'), call).toBe(errorSchema);
      expect(errorSchemaOf(documented, '429'), call).toBe(errorSchema);
      if (call !== 'POST /auth/logout-everywhere') {
        expect(errorSchemaOf(documented, '403'), call).toBe(errorSchema);
      }
    }
    const invite = operation('POST /staff/invites')?.requestBody?.content['application/json']?.schema;
    expect(enumOf(invite?.properties?.role)).toEqual([...staffRoles]);
    const accept = operation('POST /staff/invites/accept');
    expect(accept?.security).toBeUndefined();
    expect(Object.keys(accept?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual([
      'token',
      'password',
    ]);
    expect(JSON.stringify(operation('GET /staff/overview')?.responses['200'])).toContain('waiting');
    // Every staff list documents its sort columns.
    for (const list of ['GET /contact/all', 'GET /newsletter/subscribers', 'GET /events/registrations']) {
      const sort = operation(list)?.parameters?.find((parameter) => parameter.name === 'sort');
      expect(JSON.stringify(sort), list).toContain('-createdAt');
    }
    expect(JSON.stringify(operation('GET /donation/all')?.parameters)).toContain('donationAmount');
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...raw.matchAll(/"\$ref":"(#[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('leaves out the site and the document itself', () => {
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\/api\//);
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });
});
