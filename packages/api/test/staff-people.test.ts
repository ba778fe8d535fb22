import { eq, getTableName, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { allTables, auditEvents, eventRegistrations, mailOutbox } from '../src/db/schema.js';
import { hashAddress } from '../src/outbox/mail-queue.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { csvRecords } from './support/csv.js';
import { registered } from './support/events.js';
import { caseNamed, submissionCases } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
let staff: TestAccount;
beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart);
});

/** The person of the request: a name, an address and a number found nowhere else. */
const meera = { fullName: 'Meera Krishnan', email: 'Meera.K@Example.org', mobile: '+91 91234-56789' };
const other = { fullName: 'Ravi Menon', email: 'ravi.menon@example.org', mobile: '9000011111' };
/** How her data may be stored: as typed, lower-cased, digits only. */
const traces = [
  'meera.k@example.org',
  'Meera Krishnan',
  '91234-56789',
  '9123456789',
  hashAddress(meera.email),
];

const post = (url: string, payload: object, token = staff.token) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function submitAs(who: typeof meera, name: string): Promise<string> {
  const kind = caseNamed(name);
  const response = await server.app.inject({
    method: 'POST',
    url: kind.submit,
    payload: { ...kind.payload, ...who },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** Every kind, a registration, a subscription, an account with its links, notes, and another person's rows. */
async function storeEverything(): Promise<{ contactId: string }> {
  let contactId = '';
  for (const kind of submissionCases) {
    const id = await submitAs(meera, kind.name);
    if (kind.name === 'contact') contactId = id;
    await submitAs(other, kind.name);
  }
  // Her contact-us ticket under another address: found by her number.
  await submitAs({ ...meera, email: 'meera.work@example.org' }, 'contactus');
  const registration = await registered(server, {
    fullName: meera.fullName,
    email: meera.email,
    mobileNumber: '9123456789',
  });
  // The registration's own notes column, beside the staff notes a record can have.
  await server.database.db
    .update(eventRegistrations)
    .set({ notes: 'Needs a sign-language interpreter' })
    .where(eq(eventRegistrations.id, registration.id));
  await registered(server, { fullName: other.fullName, email: other.email, mobileNumber: other.mobile });
  for (const email of [meera.email, other.email]) {
    const subscribed = await server.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
  }
  const signup = await server.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'meera-k', email: meera.email, phoneNumber: meera.mobile, password: 'Strong-Pass1' },
  });
  expect(signup.statusCode, signup.body).toBe(202);
  await server.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: meera.email },
  });
  const note = await post(`/api/staff/submissions/contact/${contactId}/notes`, {
    note: 'Meera Krishnan called back',
  });
  expect(note.statusCode).toBe(201);
  const corrected = await server.app.inject({
    method: 'PATCH',
    url: `/api/staff/submissions/contact/${contactId}/fields`,
    headers: bearer(staff.token),
    payload: { fields: { fullName: meera.fullName } },
  });
  expect(corrected.statusCode).toBe(200);
  return { contactId };
}

/** Rows of any table whose text holds a trace of her. */
async function rowsWithTraces(): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of allTables) {
    const name = getTableName(table);
    const conditions = traces.map((trace) => sql`r::text ilike ${`%${trace}%`}`);
    const result = await server.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} as r where ${sql.join(conditions, sql` or `)}`,
    );
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

it('never stores a search or an export as an idempotent answer: it would outlive an erasure', async () => {
  await storeEverything();
  for (const [url, body] of [
    ['/api/staff/people/search', { email: meera.email }],
    ['/api/staff/people/export', { email: meera.email, format: 'json' }],
  ] as const) {
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(staff.token), 'idempotency-key': `key-${url}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  }
  const stored = await server.database.db.execute(sql`select count(*)::int as n from idempotency_keys`);
  expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
});

describe('who may make a data request', () => {
  it('refuses a visitor (401) and a plain user (403)', async () => {
    for (const [url, body] of [
      ['/api/staff/people/search', { email: meera.email }],
      ['/api/staff/people/export', { email: meera.email, format: 'json' }],
      ['/api/staff/people/erase', { email: meera.email, expected: 0 }],
    ] as const) {
      expect((await server.app.inject({ method: 'POST', url, payload: body })).statusCode, url).toBe(401);
      expect((await post(url, body, server.accounts.user.token)).statusCode, url).toBe(403);
    }
  });

  it('answers a request without an address or number, or with bad ones, with a 400 per field', async () => {
    const none = await post('/api/staff/people/search', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'email', message: 'Enter an e-mail address or a mobile number' },
    ]);
    const bad = await post('/api/staff/people/search', { email: 'nope', mobile: '12' });
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['email', 'mobile']);
    expect((await post('/api/staff/people/export', { email: meera.email, format: 'xml' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/staff/people/erase', { email: meera.email })).statusCode).toBe(400);
  });
});

describe('a person’s data on request', () => {
  it('finds her records of every kind by address (any case) or by number, her account and subscription', async () => {
    await storeEverything();
    const byEmail = (await post('/api/staff/people/search', { email: 'MEERA.k@example.org' })).json().data;
    expect(byEmail.records.map((record: { kind: string }) => record.kind).sort()).toEqual([
      'contact',
      'contactus',
      'donation',
      'event-registration',
      'internship',
      'news',
      'partnership',
      'volunteer',
    ]);
    expect(byEmail.account).toMatchObject({ name: 'meera-k', email: 'meera.k@example.org', role: 'user' });
    expect(byEmail.newsletter).toBe(true);
    expect(byEmail.outboxMails).toBeGreaterThan(10);
    const registration = byEmail.records.find(
      (record: { kind: string }) => record.kind === 'event-registration',
    );
    expect(registration).toMatchObject({
      name: meera.fullName,
      mobile: '9123456789',
      eventTitle: expect.any(String),
    });

    const byMobile = (await post('/api/staff/people/search', { mobile: '09123456789' })).json().data;
    // News has no number; the other ticket under her work address has.
    expect(byMobile.records).toHaveLength(8);
    const both = (await post('/api/staff/people/search', { email: meera.email, mobile: meera.mobile })).json()
      .data;
    expect(both.records).toHaveLength(9);
  });

  it('exports everything held as JSON and as CSV, without secrets, and audits counts only', async () => {
    const { contactId } = await storeEverything();
    const json = await post('/api/staff/people/export', {
      email: meera.email,
      mobile: meera.mobile,
      format: 'json',
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="person-2026-11-21.json"');
    const data = json.json();
    expect(Object.values(data.records).flat()).toHaveLength(9);
    expect(data.records.contact[0]).toMatchObject({
      id: contactId,
      staffNotes: [{ body: 'Meera Krishnan called back' }],
    });
    expect(data.records['event-registration'][0]).toMatchObject({
      notes: 'Needs a sign-language interpreter',
      staffNotes: [],
    });
    expect(data.accounts[0]).toMatchObject({ email: 'meera.k@example.org' });
    expect(json.body).not.toMatch(/passwordHash|argon2|unsubscribeToken|confirmTokenHash/);
    expect(data.newsletter).toHaveLength(1);

    const csv = await post('/api/staff/people/export', { email: meera.email, format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRecords(csv.body);
    expect(Object.keys(rows[0] ?? {})).toEqual(['Kind', 'Reference', 'Field', 'Value']);
    expect(rows).toContainEqual(
      expect.objectContaining({ Kind: 'contact', Field: 'E-mail', Value: 'Meera.K@Example.org' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ Kind: 'contact', Value: 'Meera Krishnan called back' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ Kind: 'event-registration', Value: 'Needs a sign-language interpreter' }),
    );

    const audits = await server.database.db.select().from(auditEvents);
    const exported = audits.filter((event) => event.action === 'person.exported');
    expect(exported).toHaveLength(2);
    expect(exported[0]?.to).toMatchObject({
      format: 'json',
      counts: { contact: 1, contactus: 2, account: 1 },
    });
    expect(JSON.stringify(audits)).not.toMatch(/meera|9123456789/i);
  });

  it('erases only what was confirmed, refuses a staff account, then leaves nothing of her in any table', async () => {
    await storeEverything();
    const request = { email: meera.email, mobile: meera.mobile };
    const { data: found } = (await post('/api/staff/people/search', request)).json();
    const expected = found.records.length + found.accounts + (found.newsletter ? 1 : 0);
    expect(expected).toBe(11);

    const stale = await post('/api/staff/people/erase', { ...request, expected: expected - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed since the search.*Search again/);
    expect(await rowsWithTraces()).toMatchObject({ contact_messages: 1, users: 1 });

    // The test admin's phone is 9876543210: an administrator is not erased this way.
    const admin = await post('/api/staff/people/erase', { mobile: '9876543210', expected: 99 });
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toMatch(/staff or administrator account/);

    const erased = await post('/api/staff/people/erase', { ...request, expected });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.erased).toMatchObject({
      contact: 1,
      contactus: 2,
      volunteer: 1,
      internship: 1,
      donation: 1,
      news: 1,
      partnership: 1,
      'event-registration': 1,
      account: 1,
      newsletter: 1,
      outboxMails: expect.any(Number),
    });

    // Every table of the schema is searched, the audit, the notes and the outbox among them.
    expect(allTables.map(getTableName)).toEqual(
      expect.arrayContaining(['audit_events', 'submission_notes', 'mail_outbox', 'idempotency_keys']),
    );
    expect(await rowsWithTraces()).toEqual({});
    const again = (await post('/api/staff/people/search', request)).json().data;
    expect(again).toMatchObject({ records: [], account: null, newsletter: false, outboxMails: 0 });
    // The other person is untouched: every kind, the registration, the subscription.
    const ravi = (await post('/api/staff/people/search', { email: other.email })).json().data;
    expect(ravi.records).toHaveLength(submissionCases.length + 1);
    expect(ravi.newsletter).toBe(true);

    const [event] = (await server.database.db.select().from(auditEvents)).filter(
      (candidate) => candidate.action === 'person.erased',
    );
    expect(event).toMatchObject({
      actorId: staff.id,
      kind: 'person',
      to: { erased: erased.json().data.erased },
    });
  });
});

it('counts and erases an unsubscribed subscription too: it still holds the address', async () => {
  const email = 'gone@example.org';
  await server.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
  const [row] = (
    (await server.database.db.execute(sql`select id from newsletter_subscribers`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  await server.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${row?.id}` });
  const { data } = (await post('/api/staff/people/search', { email })).json();
  expect(data).toMatchObject({ records: [], account: null, accounts: 0, newsletter: true });
  const erased = await post('/api/staff/people/erase', { email, expected: 1 });
  expect(erased.statusCode, erased.body).toBe(200);
  expect(erased.json().data.erased).toMatchObject({ newsletter: 1 });
});

it('erases nothing while one of the person’s mails is being sent: its file or delivery would come after', async () => {
  const email = 'sending@example.org';
  const kind = caseNamed('contact');
  const sent = await server.app.inject({
    method: 'POST',
    url: kind.submit,
    payload: { ...kind.payload, email },
  });
  expect(sent.statusCode).toBe(201);
  // A server claimed one of her mails and is writing or sending it now.
  const [mail] = await server.database.db
    .insert(mailOutbox)
    .values({
      kind: 'confirmation',
      recipient: email,
      status: 'sending',
      nextAttemptAt: new Date(Date.now() + 120_000),
    })
    .returning({ id: mailOutbox.id });
  const refused = await post('/api/staff/people/erase', { email, expected: 1 });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/being sent at this moment, so nothing was erased/);
  expect((await post('/api/staff/people/search', { email })).json().data.records).toHaveLength(1);

  await server.database.db
    .update(mailOutbox)
    .set({ status: 'sent' })
    .where(eq(mailOutbox.id, mail?.id ?? ''));
  const erased = await post('/api/staff/people/erase', { email, expected: 1 });
  expect(erased.statusCode, erased.body).toBe(200);
  expect(erased.json().data).toMatchObject({ erased: { contact: 1 }, dataRequest: null });
});
