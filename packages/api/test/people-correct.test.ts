import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, contactMessages, eventRegistrations, newsSubmissions } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { registered } from './support/events.js';
import { submissionCases } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
let staff: TestAccount;
beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart);
});

const priya = { fullName: 'Priya Nair', email: 'priya.nair@example.org', mobile: '9811100022' };
const post = (payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/staff/people/correct',
    headers: bearer(staff.token),
    payload,
  });

/** Her records of every kind, one of them already holding the corrected name, and a registration. */
async function storeHers(): Promise<void> {
  for (const kind of submissionCases) {
    const fullName = kind.name === 'volunteer' ? 'Priya Nair-Menon' : priya.fullName;
    const response = await server.app.inject({
      method: 'POST',
      url: kind.submit,
      payload: { ...kind.payload, ...priya, fullName },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  await registered(server, { fullName: priya.fullName, email: priya.email, mobileNumber: priya.mobile });
}

describe('a correction across a person’s records', () => {
  it('lists the records that would change without changing them, then changes exactly those, audited per record', async () => {
    await storeHers();
    const change = { email: priya.email, field: 'fullName', value: 'Priya Nair-Menon' };
    const preview = await post(change);
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json();
    expect(data.applied).toBe(false);
    // Every kind and the registration, but the volunteer record that already holds the name.
    expect(data.records).toHaveLength(submissionCases.length);
    expect(data.records.map((record: { kind: string }) => record.kind)).not.toContain('volunteer');
    expect(preview.json().message).toBe(
      `${submissionCases.length} records hold another value. Nothing is changed until you confirm.`,
    );
    const [unchanged] = await server.database.db.select().from(contactMessages);
    expect(unchanged?.fullName).toBe(priya.fullName);

    const applied = await post({ ...change, expected: data.records.length });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      message: `${submissionCases.length} records corrected.`,
      data: { applied: true, records: data.records },
    });
    const [contact] = await server.database.db.select().from(contactMessages);
    expect(contact).toMatchObject({ fullName: 'Priya Nair-Menon', version: 2 });
    const [registration] = await server.database.db.select().from(eventRegistrations);
    expect(registration?.fullName).toBe('Priya Nair-Menon');
    const corrections = (await server.database.db.select().from(auditEvents)).filter(
      (event) => event.action === 'record.corrected',
    );
    expect(corrections).toHaveLength(submissionCases.length);
    expect(corrections.every((event) => event.actorId === staff.id)).toBe(true);
    expect(corrections[0]?.to).toEqual({ fields: ['fullName'] });
    expect(JSON.stringify(corrections)).not.toContain('Menon');

    // Nothing left to change: nothing is recorded.
    const again = await post({ ...change, expected: 0 });
    expect(again.json()).toMatchObject({
      message: 'Every record of this person already holds this value: nothing was changed.',
      data: { applied: true, records: [] },
    });
  });

  it('corrects the mobile under each kind’s own name for it, and leaves news (which has none) alone', async () => {
    await storeHers();
    const change = { mobile: priya.mobile, field: 'mobile', value: '9811100033' };
    const { data } = (await post(change)).json();
    expect(data.records.map((record: { kind: string }) => record.kind)).not.toContain('news');
    const applied = await post({ ...change, expected: data.records.length });
    expect(applied.statusCode, applied.body).toBe(200);
    const [registration] = await server.database.db.select().from(eventRegistrations);
    expect(registration?.mobileNumber).toBe('9811100033');
    const [news] = await server.database.db.select().from(newsSubmissions);
    expect(news?.email).toBe(priya.email);
  });

  it('checks the value by each kind’s own rule, with the single-record correction’s message', async () => {
    await storeHers();
    const single = await server.app.inject({
      method: 'PATCH',
      url: `/api/staff/submissions/contact/${(await server.database.db.select().from(contactMessages))[0]?.id}/fields`,
      headers: bearer(staff.token),
      payload: { fields: { email: 'not-an-address' } },
    });
    const across = await post({ email: priya.email, field: 'email', value: 'not-an-address', expected: 9 });
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe(single.json().message);
    const [contact] = await server.database.db.select().from(contactMessages);
    expect(contact?.email).toBe(priya.email);
  });

  it('changes nothing when the count confirmed is no longer what would change (409)', async () => {
    await storeHers();
    const change = { email: priya.email, field: 'fullName', value: 'Priya N.' };
    const { data } = (await post(change)).json();
    const stale = await post({ ...change, expected: data.records.length - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed since the search/);
    const rows = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.fullName, 'Priya N.'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a visitor and a plain user', async () => {
    const body = { email: priya.email, field: 'fullName', value: 'X' };
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/staff/people/correct', payload: body }))
        .statusCode,
    ).toBe(401);
    const user = await server.app.inject({
      method: 'POST',
      url: '/api/staff/people/correct',
      headers: bearer(server.accounts.user.token),
      payload: body,
    });
    expect(user.statusCode).toBe(403);
  });
});
