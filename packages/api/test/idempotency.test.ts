import { messageAnswer } from '@inclusion/forms';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { contactMessages, idempotencyKeys } from '../src/db/schema.js';
import type { MailMessage } from '../src/mail/index.js';
import { idempotencyMessages } from '../src/plugins/idempotency.js';
import type { App } from '../src/types.js';
import { caseNamed } from './support/fixtures.js';
import { clockStart, deliverMailsBeforeAnswer, setupTestServer, testConfig } from './support/test-app.js';

const server = setupTestServer();
const contact = caseNamed('contact');
const hour = 60 * 60 * 1000;

/** A clock that moves only when a test moves it. */
let clock = clockStart.getTime();
let app: App;
let mails: MailMessage[];
let failures = 0;
/** The test route waits for this before it answers. */
let gate: Promise<void> = Promise.resolve();

beforeEach(async () => {
  clock = clockStart.getTime();
  mails = [];
  failures = 0;
  gate = Promise.resolve();
  const mailer = { send: async (mail: MailMessage) => void mails.push(mail) };
  app = await buildApp({ config: testConfig(), db: server.database.db, mailer, now: () => new Date(clock) });
  deliverMailsBeforeAnswer(app);
  // A route that waits for `gate`, then fails with a server error while `failures` is above zero.
  // Declares its answer as every route does, so the answers it gives are checked like theirs.
  app.post('/api/test/flaky', { schema: { response: { 201: messageAnswer } } }, async (_request, reply) => {
    await gate;
    if (failures-- > 0) throw new Error('flaky');
    return reply.code(201).send({ success: true, message: 'done' });
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const post = (payload: object, key?: string, url = contact.submit) =>
  app.inject({ method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

async function rowCount(table: typeof contactMessages | typeof idempotencyKeys): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('Idempotency-Key on a POST', () => {
  it('answers a retry with the first answer and stores nothing new', async () => {
    const first = await post(contact.payload, 'key-retry');
    expect(first.statusCode).toBe(201);
    const second = await post(contact.payload, 'key-retry');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.json().data.reference).toBe(first.json().data.reference);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowCount(contactMessages)).toBe(1);
    expect(mails).toHaveLength(2);

    const [stored] = await server.database.db.select().from(idempotencyKeys);
    expect(stored).toMatchObject({ key: 'key-retry', method: 'POST', path: '/api/contact/submit' });
    expect(stored?.responseStatus).toBe(201);
    expect(stored?.responseBody).toEqual(first.json());
  });

  it('treats the same fields in another order as the same request', async () => {
    const first = await post(contact.payload, 'key-order');
    const reordered = Object.fromEntries(Object.entries(contact.payload).reverse());
    const second = await post(reordered, 'key-order');
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
  });

  it('refuses the same key with a different body, or on another path, with a 422', async () => {
    await post(contact.payload, 'key-changed');
    const changed = await post(
      { ...contact.payload, message: 'Another message, written later.' },
      'key-changed',
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ success: false, message: idempotencyMessages.differentRequest });

    const elsewhere = await post(caseNamed('contactus').payload, 'key-changed', '/api/contactus/submit');
    expect(elsewhere.statusCode).toBe(422);
    expect(await rowCount(contactMessages)).toBe(1);
  });

  it('changes nothing without the header: every POST is stored', async () => {
    const first = await post(contact.payload);
    const second = await post(contact.payload);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect(await rowCount(contactMessages)).toBe(2);
    expect(await rowCount(idempotencyKeys)).toBe(0);
  });

  it('does not keep a refused request (400): the key stays free for the corrected one', async () => {
    const refused = await post({ ...contact.payload, email: 'not-an-email' }, 'key-fixed');
    expect(refused.statusCode).toBe(400);
    expect(await rowCount(idempotencyKeys)).toBe(0);
    const again = await post({ ...contact.payload, email: 'not-an-email' }, 'key-fixed');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();

    const corrected = await post(contact.payload, 'key-fixed');
    expect(corrected.statusCode).toBe(201);
    expect(await rowCount(contactMessages)).toBe(1);
  });

  it('refuses a key that is empty, too long or not visible ASCII with a 400', async () => {
    for (const key of ['x'.repeat(256), 'with space', 'clé']) {
      const response = await post(contact.payload, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({ success: false, message: idempotencyMessages.invalidKey });
    }
    expect(await rowCount(contactMessages)).toBe(0);
  });

  it('forgets a key after 24 hours: the same request is then stored again', async () => {
    const first = await post(contact.payload, 'key-day');
    clock += 24 * hour - 1000;
    const replayed = await post(contact.payload, 'key-day');
    expect(replayed.json().data.id).toBe(first.json().data.id);

    clock += 1000;
    const later = await post(contact.payload, 'key-day');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data.id).not.toBe(first.json().data.id);
    expect(await rowCount(contactMessages)).toBe(2);
    const rows = await server.database.db.select().from(idempotencyKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt.getTime()).toBe(clock);
    expect(rows[0]?.responseBody).toEqual(later.json());
  });

  it('deletes expired keys when new ones come in', async () => {
    await post(contact.payload, 'key-old');
    clock += 25 * hour;
    await post({ ...contact.payload, message: 'A new message, a day later.' }, 'key-new');
    await expect
      .poll(async () => (await server.database.db.select().from(idempotencyKeys)).map((row) => row.key))
      .toEqual(['key-new']);
  });

  it('after 24 hours a key may also carry a different request', async () => {
    await post(contact.payload, 'key-reused');
    clock += 25 * hour;
    const other = await post(
      { ...contact.payload, message: 'A different message, a day later.' },
      'key-reused',
    );
    expect(other.statusCode).toBe(201);
  });

  it('answers 409 with Retry-After while the first request is in progress', async () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = post({ attempt: 1 }, 'key-busy', '/api/test/flaky');
    await expect.poll(() => rowCount(idempotencyKeys)).toBe(1);

    const response = await post({ attempt: 1 }, 'key-busy', '/api/test/flaky');
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ success: false, message: idempotencyMessages.inProgress });

    release();
    expect((await first).statusCode).toBe(201);
    const after = await post({ attempt: 1 }, 'key-busy', '/api/test/flaky');
    expect(after.headers['idempotent-replayed']).toBe('true');
  });

  it('takes over a key whose first request was abandoned (no answer after a minute)', async () => {
    await server.database.db.insert(idempotencyKeys).values({
      key: 'key-abandoned',
      method: 'POST',
      path: '/api/contact/submit',
      requestHash: 'never finished',
      createdAt: new Date(clock - 61_000),
    });
    const response = await post(contact.payload, 'key-abandoned');
    expect(response.statusCode).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-abandoned'));
    expect(row?.responseStatus).toBe(201);
  });

  it('stores one submission when two requests with one key arrive together', async () => {
    const responses = await Promise.all([
      post(contact.payload, 'key-race'),
      post(contact.payload, 'key-race'),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await rowCount(contactMessages)).toBe(1);
    expect(await rowCount(idempotencyKeys)).toBe(1);
  });

  it('frees the key when the first request fails with a server error, so a retry runs', async () => {
    failures = 1;
    const failed = await post({ attempt: 1 }, 'key-flaky', '/api/test/flaky');
    expect(failed.statusCode).toBe(500);
    expect(await rowCount(idempotencyKeys)).toBe(0);

    const retried = await post({ attempt: 1 }, 'key-flaky', '/api/test/flaky');
    expect(retried.statusCode).toBe(201);
    const replayed = await post({ attempt: 1 }, 'key-flaky', '/api/test/flaky');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('is ignored by the sign-in routes, whose answers carry tokens', async () => {
    expect(app.hasRoute({ method: 'POST', url: '/api/auth/login' })).toBe(true);
    const login = { email: 'admin@example.org', password: 'wrong-password' };
    await post(login, 'key-login', '/api/auth/login');
    await post(login, 'key-login', '/api/auth/login');
    expect(await rowCount(idempotencyKeys)).toBe(0);
  });
});
