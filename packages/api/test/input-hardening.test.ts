import { Writable } from 'node:stream';
import { messages } from '@inclusion/forms';
import { count, sql } from 'drizzle-orm';
import type { FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@inclusion/forms';
import { buildApp } from '../src/app.js';
import { contactMessages, eventRegistrations } from '../src/db/schema.js';
import { loggerOptions } from '../src/logging.js';
import type { App } from '../src/types.js';
import { bearer } from './support/accounts.js';
import { register } from './support/events.js';
import { caseNamed, submissionCases } from './support/fixtures.js';
import { setupTestServer, testConfig } from './support/test-app.js';

const server = setupTestServer();
const contact = caseNamed('contact');

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const storedContacts = async () =>
  (await server.database.db.select({ n: count() }).from(contactMessages))[0]?.n;

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('a NUL character', () => {
  const nulAnswer = { success: false, message: apiMessages.nulCharacter };

  it('in a JSON body is a 400 (never a 500), and nothing is stored', async () => {
    for (const payload of [
      JSON.stringify({ ...contact.payload, fullName: 'Asha\u0000Rao' }),
      JSON.stringify({ ...contact.payload, message: 'Hello there, \u0000 I would like to help.' }),
      JSON.stringify({ ...contact.payload, ['full\u0000Name']: 'x' }),
    ]) {
      const response = await postJson(contact.submit, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual(nulAnswer);
      expectSecurityHeaders(response.headers);
    }
    const event = await register(server, { city: 'Chandi\u0000garh' });
    expect(event.statusCode).toBe(400);
    expect(await storedContacts()).toBe(0);
  });

  it('in a path or a query is a 400, on the API and on the site', async () => {
    for (const url of [
      '/api/events/registration/reference/REG%00X',
      '/api/contact/all?search=a%00b',
      '/api/newsletter/unsubscribe/abc%00def',
      '/about%00',
      '/?q=%00',
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: bearer(server.accounts.admin.token),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(nulAnswer);
      expectSecurityHeaders(response.headers);
    }
  });
});

describe('a malformed URL', () => {
  it('gets our JSON answer and our security headers', async () => {
    for (const url of [
      '/%E0%A4%A',
      '/api/events/registration/reference/%E0%A4%A',
      '/api/contact/%zz/status',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: apiMessages.badUrl });
      expectSecurityHeaders(response.headers);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('with Content-Type: application/json and no body revokes the token and answers 200', async () => {
    const { token } = server.accounts.user;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(401);
  });

  it('still refuses an empty JSON body where a body is required', async () => {
    const response = await postJson(contact.submit, '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: apiMessages.emptyBody });
  });
});

describe('event registration text fields', () => {
  const tooLong = (length: number) => 'x'.repeat(length);

  it('have the maximum lengths of the other forms, with the same words as the site', async () => {
    const cases: [string, number, string][] = [
      ['fullName', 101, messages.fullName.max],
      ['city', 101, messages.eventRegistration.cityMax],
      ['occupation', 101, messages.eventRegistration.occupationMax],
      ['organization', 201, messages.partnership.organizationMax],
    ];
    for (const [field, length, message] of cases) {
      const response = await register(server, { [field]: tooLong(length) });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
    const other = await register(server, {
      disabilityType: 'Other (please specify)',
      otherDisabilityText: tooLong(201),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { field: 'otherDisabilityText', message: messages.eventRegistration.otherDisabilityMax },
    ]);
    const atTheLimit = await register(server, {
      fullName: tooLong(100),
      city: tooLong(100),
      occupation: tooLong(100),
      organization: tooLong(200),
    });
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(201);
    expect((await server.database.db.select({ n: count() }).from(eventRegistrations))[0]?.n).toBe(1);
  });
});

describe('e-mail addresses', () => {
  it('are single plain addresses: a list or a display name is refused before anything is stored', async () => {
    for (const email of [
      'x,victim2@evil.example',
      'asha@example.org,victim2@evil.example',
      'asha@example.org;victim2@evil.example',
      'Asha <asha@example.org>',
      '"asha"@example.org',
      'asha(comment)@example.org',
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: contact.submit,
        payload: { ...contact.payload, email },
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'email', message: messages.email.invalid }]);
      const event = await register(server, { email });
      expect(event.statusCode, email).toBe(400);
      expect(event.json().errors).toEqual([{ field: 'email', message: messages.eventService.emailInvalid }]);
    }
    expect(server.mails).toEqual([]);
  });
});

describe('a database error', () => {
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      db: server.database.db,
      mailer: { send: async () => undefined },
      logger: { ...(loggerOptions('info') as FastifyLoggerOptions), stream },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is logged with its code and constraint, never with the values of the row', async () => {
    const { db } = server.database;
    // A constraint no row passes: the insert fails in the database, as a real fault would.
    await db.execute(
      sql`alter table contact_messages add constraint test_refuses_all check (false) not valid`,
    );
    try {
      const payload = {
        fullName: 'Zarina Quadri',
        email: 'zarina.quadri@example.org',
        mobile: '9123456780',
        message: 'A very private message about my health.',
      };
      const response = await app.inject({ method: 'POST', url: contact.submit, payload });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: messages.status[500] });
      const log = lines.join('');
      expect(log).toContain('23514');
      expect(log).toContain('test_refuses_all');
      for (const value of ['Zarina', 'Quadri', 'zarina.quadri', '9123456780', 'private message']) {
        expect(log).not.toContain(value);
      }
    } finally {
      await db.execute(sql`alter table contact_messages drop constraint test_refuses_all`);
    }
  });
});

describe('a body that is no object', () => {
  it('is a 400 in our shape with our headers, on every POST that takes a JSON object', async () => {
    const urls = [...submissionCases.map((item) => item.submit), '/api/events/check-registration'];
    for (const url of new Set(urls)) {
      for (const payload of ['null', '[]', '7', '"text"', 'true']) {
        const response = await postJson(url, payload);
        expect(response.statusCode, `${url} ${payload} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
        expectSecurityHeaders(response.headers);
      }
    }
  });
});

describe('a body nested very deep', () => {
  it('with an Idempotency-Key is refused in our shape, never a 500', async () => {
    const depth = 30_000;
    for (const payload of [
      '['.repeat(depth) + ']'.repeat(depth),
      '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    ]) {
      const response = await postJson(contact.submit, payload, { 'idempotency-key': `deep-${payload[0]}` });
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      expectSecurityHeaders(response.headers);
    }
  });
});

describe('a path parameter over 100 characters', () => {
  it('is our JSON 414, with our security headers, and does not echo the path', async () => {
    const long = `REG${'A'.repeat(120)}`;
    for (const [method, url] of [
      ['GET', `/api/events/registration/reference/${long}`],
      ['PATCH', `/api/events/registration/${long}/status`],
      ['PATCH', `/api/contact/${long}/status`],
    ] as const) {
      {
        const response = await server.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(414);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
        expect(response.body).not.toContain(long);
        expectSecurityHeaders(response.headers);
      }
    }
  });
});
