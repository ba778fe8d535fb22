import { Writable } from 'node:stream';
import type { FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { eventRegistrations } from '../src/db/schema.js';
import { loggerOptions } from '../src/logging.js';
import type { App } from '../src/types.js';
import { bearer } from './support/accounts.js';
import { registrationPayload } from './support/events.js';
import { setupTestServer, testConfig } from './support/test-app.js';

// The default limit, so that the lookups' limit is the one a real server has.
const server = setupTestServer({ env: { RATE_LIMIT_PER_MINUTE: '20' } });

/** Crockford base32, four groups of four: 16 characters of 5 bits, 80 random bits. */
const grouped =
  /^REG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

let address = 0;
/** Each test sends from addresses of its own: the limits of one app last for the whole file. */
const nextAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function registerFrom(from: string, change: Record<string, unknown> = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/event/register',
    payload: registrationPayload(change),
    remoteAddress: from,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().registrationReference as string;
}

const lookUp = (reference: string, from: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/events/registration/reference',
    headers: { 'x-registration-reference': reference },
    remoteAddress: from,
  });

describe('registration references', () => {
  it('carry 80 random bits, grouped in fours for reading aloud and typing', async () => {
    const from = nextAddress();
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const reference = await registerFrom(from, { email: `person${i}@example.org` });
      expect(reference).toMatch(grouped);
      references.add(reference);
    }
    expect(references.size).toBe(5);
  });

  it('are found from a header, typed in any case, with or without the hyphens, O for 0 and I or L for 1', async () => {
    const from = nextAddress();
    const reference = await registerFrom(from);
    const typed = [
      reference,
      reference.toLowerCase(),
      ` ${reference.replaceAll('-', ' ')} `,
      reference.replaceAll('-', ''),
      reference.replaceAll('0', 'O').replaceAll('1', 'l'),
    ];
    for (const variant of typed) {
      const response = await lookUp(variant, from);
      expect(response.statusCode, variant).toBe(200);
      expect(response.json().data).toMatchObject({ reference, email: 'asha.rao@example.org' });
      expect(response.json().data).not.toHaveProperty('notes');
    }
    // The path of the spec still answers, with the same rules.
    const byPath = await server.app.inject({
      method: 'GET',
      url: `/api/events/registration/reference/${reference.toLowerCase()}`,
      remoteAddress: from,
    });
    expect(byPath.json().data.reference).toBe(reference);
  });

  it('of the old, guessable form (30 random bits) grant nothing any more', async () => {
    const from = nextAddress();
    const [old] = await server.database.db
      .insert(eventRegistrations)
      .values({
        ...(registrationPayload({ email: 'old@example.org' }) as typeof eventRegistrations.$inferInsert),
        reference: 'REG-20261121-7F3K9Q',
        registrationDate: new Date(),
      })
      .returning();
    expect((await lookUp('REG-20261121-7F3K9Q', from)).statusCode).toBe(404);
    const cancel = await server.app.inject({
      method: 'PATCH',
      url: `/api/events/registration/${old?.id}/cancel`,
      payload: {},
      headers: { 'x-registration-reference': 'REG-20261121-7F3K9Q' },
      remoteAddress: from,
    });
    expect(cancel.statusCode).toBe(403);
    // The owner or staff still reach it.
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/events/user-registrations?email=old@example.org',
      headers: bearer(server.accounts.admin.token),
      remoteAddress: from,
    });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('every lookup by reference or e-mail', () => {
  it('is rate-limited per address, both forms of the reference lookup sharing one budget', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const guess = `REG-${String(i).padStart(4, '0')}-0000-0000-0000`;
      const response =
        i % 2 === 0
          ? await lookUp(guess, from)
          : await server.app.inject({
              method: 'GET',
              url: `/api/events/registration/reference/${guess}`,
              remoteAddress: from,
            });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
    // Another client is not held back.
    expect((await lookUp('REG-0000-0000-0000-0000', nextAddress())).statusCode).toBe(404);
  });

  it('includes the signed-in user’s list of registrations by e-mail', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/events/user-registrations',
        headers: bearer(server.accounts.user.token),
        remoteAddress: from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/events/user-registrations', () => {
  it('takes the address from a header, or answers the signed-in account’s own without one', async () => {
    const from = nextAddress();
    await registerFrom(from, { email: server.accounts.user.email });
    for (const headers of [
      { ...bearer(server.accounts.user.token), 'x-registration-email': server.accounts.user.email },
      bearer(server.accounts.user.token),
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/events/user-registrations',
        headers,
        remoteAddress: from,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toHaveLength(1);
    }
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/events/user-registrations',
      headers: { ...bearer(server.accounts.user.token), 'x-registration-email': 'stranger@example.org' },
      remoteAddress: from,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('the request log', () => {
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

  it('never holds a reference or an e-mail address from a URL', async () => {
    const reference = 'REG-7F3K-9QXM-2HJD-8PRT';
    const email = 'private.person@example.org';
    await app.inject({ method: 'GET', url: `/api/events/registration/reference/${reference}` });
    await app.inject({
      method: 'GET',
      url: `/api/events/user-registrations?email=${encodeURIComponent(email)}&page=1`,
      headers: bearer(server.accounts.admin.token),
    });
    await app.inject({ method: 'GET', url: `/api/contact/all?search=${encodeURIComponent(email)}` });
    const log = lines.join('');
    expect(log).toContain('/api/events/registration/reference/[redacted]');
    expect(log).toContain('/api/events/user-registrations?email=[redacted]&page=1');
    expect(log).toContain('/api/contact/all?search=[redacted]');
    for (const secret of [reference, '9QXM', email, 'private.person', encodeURIComponent(email)]) {
      expect(log).not.toContain(secret);
    }
  });
});
