import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { registered } from './support/events.js';
import { caseNamed } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
let staff: TestAccount;

beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart);
});

async function submitted(name: string): Promise<string> {
  const kind = caseNamed(name);
  const response = await server.app.inject({ method: 'POST', url: kind.submit, payload: kind.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const history = (kind: string, id: string, token = staff.token) =>
  server.app.inject({
    method: 'GET',
    url: `/api/staff/submissions/${kind}/${id}/history`,
    headers: bearer(token),
  });
const addNote = (kind: string, id: string, note: unknown, token = staff.token) =>
  server.app.inject({
    method: 'POST',
    url: `/api/staff/submissions/${kind}/${id}/notes`,
    headers: bearer(token),
    payload: { note },
  });

interface Item {
  action: string;
  actorId: string | null;
  actorName: string | null;
  from: Record<string, unknown> | null;
  to: Record<string, unknown> | null;
  note?: string;
}

describe('the audit of status changes', () => {
  it('records who changed what from which status to which, without the texts typed', async () => {
    const id = await submitted('volunteer');
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/volunteer/${id}/status`,
      headers: bearer(staff.token),
      payload: { status: 'approved', rejectionReason: 'A private reason', notes: 'Asha called' },
    });
    expect(response.statusCode).toBe(200);
    const items: Item[] = (await history('volunteer', id)).json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'status.changed',
      actorId: staff.id,
      actorName: staff.name,
      from: { status: 'pending' },
      to: { status: 'approved', fields: ['rejectionReason', 'notes'] },
    });
    expect(JSON.stringify(items)).not.toMatch(/private reason|Asha/);
  });

  it('records the list values of every kind, and event registrations', async () => {
    const donation = await submitted('donation');
    await server.app.inject({
      method: 'PATCH',
      url: `/api/donation/${donation}/status`,
      headers: bearer(server.accounts.admin.token),
      payload: { paymentStatus: 'received' },
    });
    const [event] = (await history('donation', donation)).json().data as Item[];
    expect(event).toMatchObject({
      actorId: server.accounts.admin.id,
      from: { paymentStatus: 'pending' },
      to: { paymentStatus: 'received' },
    });

    const { id } = await registered(server);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/events/registration/${id}/status`,
      headers: bearer(staff.token),
      payload: { registrationStatus: 'confirmed' },
    });
    const [registration] = (await history('event-registration', id)).json().data as Item[];
    expect(registration).toMatchObject({
      from: { registrationStatus: 'pending' },
      to: { registrationStatus: 'confirmed' },
    });
  });

  it('writes nothing for a refused update', async () => {
    const id = await submitted('contact');
    const refused = await server.app.inject({
      method: 'PATCH',
      url: `/api/contact/${id}/status`,
      headers: bearer(staff.token),
      payload: { status: 'no-such-status' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await history('contact', id)).json().data).toEqual([]);
  });
});

describe('GET /api/staff/submissions/:kind/:id', () => {
  it('answers every field, the mails sent for it and its history', async () => {
    const id = await submitted('contactus');
    await addNote('contactus', id, 'Rang back');
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/contactus/${id}`,
      headers: bearer(staff.token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.record).toMatchObject({ id, status: 'new', subject: expect.any(String) });
    expect(data.mails.map((mail: { kind: string }) => mail.kind).sort()).toEqual(['confirmation', 'notice']);
    expect(data.mails.every((mail: { status: string }) => mail.status === 'sent')).toBe(true);
    expect(data.history).toEqual([expect.objectContaining({ action: 'note.added', note: 'Rang back' })]);
  });

  it('keeps the newsletter link secrets on the server, and refuses a user', async () => {
    const subscribed = await server.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'reader@example.org' },
    });
    expect(subscribed.statusCode).toBe(200);
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers',
      headers: bearer(staff.token),
    });
    const id: string = list.json().data[0].id;
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/newsletter/${id}`,
      headers: bearer(staff.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.record.unsubscribeToken).toBeUndefined();
    expect(response.json().data.record.confirmTokenHash).toBeUndefined();
    expect(response.json().data.mails).toHaveLength(1);
    const user = await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/newsletter/${id}`,
      headers: bearer(server.accounts.user.token),
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('notes', () => {
  it('adds a note that appears in the history, with its text', async () => {
    const id = await submitted('partnership');
    const added = await addNote('partnership', id, 'Meeting proposed for Monday');
    expect(added.statusCode, added.body).toBe(201);
    const items: Item[] = (await history('partnership', id)).json().data;
    expect(items).toEqual([
      expect.objectContaining({
        action: 'note.added',
        actorId: staff.id,
        note: 'Meeting proposed for Monday',
      }),
    ]);
    // The audit row holds the note's id only.
    const [row] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.recordId, id));
    expect(JSON.stringify(row)).not.toContain('Monday');
  });

  it('refuses an empty note (400), an unknown kind or record (404), a user (403), a visitor (401)', async () => {
    const id = await submitted('contact');
    expect((await addNote('contact', id, '  ')).statusCode).toBe(400);
    expect((await addNote('contact', id, 'x'.repeat(5001))).statusCode).toBe(400);
    expect((await addNote('no-such-kind', id, 'A note')).statusCode).toBe(404);
    expect((await addNote('volunteer', id, 'A note')).statusCode).toBe(404);
    expect((await addNote('contact', 'not-a-uuid', 'A note')).statusCode).toBe(404);
    expect((await history('no-such-kind', id)).statusCode).toBe(404);
    expect((await addNote('contact', id, 'A note', server.accounts.user.token)).statusCode).toBe(403);
    expect((await history('contact', id, server.accounts.user.token)).statusCode).toBe(403);
    const visitor = await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/contact/${id}/history`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the audit of staff management', () => {
  it('records invites and disabling, with ids and roles only', async () => {
    const admin = server.accounts.admin;
    await server.app.inject({
      method: 'POST',
      url: '/api/staff/invites',
      headers: bearer(admin.token),
      payload: { email: 'invited@example.org', role: 'staff' },
    });
    await server.app.inject({
      method: 'POST',
      url: `/api/staff/${staff.id}/disable`,
      headers: bearer(admin.token),
    });
    await server.app.inject({
      method: 'POST',
      url: `/api/staff/${staff.id}/enable`,
      headers: bearer(admin.token),
    });
    const rows = await server.database.db.select().from(auditEvents).orderBy(auditEvents.createdAt);
    expect(rows.map((row) => [row.action, row.kind, row.actorId])).toEqual([
      ['staff.invited', 'invite', admin.id],
      ['staff.disabled', 'account', admin.id],
      ['staff.enabled', 'account', admin.id],
    ]);
    expect(rows[0]?.to).toEqual({ role: 'staff' });
    expect(JSON.stringify(rows)).not.toContain('invited@example.org');
  });
});

describe('the audit of a person search', () => {
  it('records who searched and the counts found, never whom', async () => {
    await submitted('volunteer');
    const email = caseNamed('volunteer').payload.email as string;
    const search = await server.app.inject({
      method: 'POST',
      url: '/api/staff/people/search',
      headers: bearer(staff.token),
      payload: { email },
    });
    expect(search.statusCode, search.body).toBe(200);
    const rows = await server.database.db.select().from(auditEvents);
    expect(rows.map((row) => [row.action, row.kind, row.actorId])).toEqual([
      ['person.searched', 'person', staff.id],
    ]);
    expect(rows[0]?.to).toEqual({ counts: expect.objectContaining({ volunteer: 1 }) });
    expect(JSON.stringify(rows)).not.toContain(email);
  });
});

describe('GET /api/staff/audit', () => {
  const read = (query: string, token = server.accounts.admin.token) =>
    server.app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers: bearer(token) });

  it("answers admins one kind's events, newest first, a page at a time, with the actor's name", async () => {
    const admin = server.accounts.admin;
    for (const action of ['disable', 'enable', 'disable']) {
      const done = await server.app.inject({
        method: 'POST',
        url: `/api/staff/${staff.id}/${action}`,
        headers: bearer(admin.token),
      });
      expect(done.statusCode).toBe(200);
    }
    await server.app.inject({
      method: 'POST',
      url: '/api/staff/people/search',
      headers: bearer(admin.token),
      payload: { email: 'nobody@example.org' },
    });

    const first = await read('kind=account&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(body.data.map((item: Item) => item.action)).toEqual(['staff.disabled', 'staff.enabled']);
    expect(body.data[0]).toMatchObject({
      kind: 'account',
      recordId: staff.id,
      actorId: admin.id,
      actorName: admin.name,
      from: { disabled: false },
      to: { disabled: true },
    });
    const second = (await read('kind=account&limit=2&page=2')).json();
    expect(second.data.map((item: Item) => item.action)).toEqual(['staff.disabled']);

    const people = (await read('kind=person')).json();
    expect(people.data.map((item: Item) => [item.action, item.to])).toEqual([
      ['person.searched', { counts: {} }],
    ]);
    expect(JSON.stringify(people)).not.toContain('nobody@example.org');
  });

  it('refuses a kind it does not keep (400, naming the kinds) and staff (403)', async () => {
    const bad = await read('kind=contact');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid kind. Allowed values: account, person, invite');
    expect((await read('')).statusCode).toBe(400);
    expect((await read('kind=account', staff.token)).statusCode).toBe(403);
  });
});

describe('the audit table', () => {
  it('refuses UPDATE and DELETE from the application connection', async () => {
    const id = await submitted('contact');
    await addNote('contact', id, 'Kept for ever');
    const { db } = server.database;
    await expect(db.execute(sql`update audit_events set action = 'forged'`)).rejects.toThrow();
    await expect(db.update(auditEvents).set({ actorId: null })).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const rows = await db.select().from(auditEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('note.added');
  });
});
