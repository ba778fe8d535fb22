import { dueAtOf, inboxMessages, type InboxItem } from '@inclusion/forms';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, idempotencyKeys, users } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { registered } from './support/events.js';
import { caseNamed } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
let staff: TestAccount;

beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart, 'Asha Verma');
});

/** Sends a kind's form with the case's payload and these fields; answers the new record's id. */
async function submitted(name: string, change: Record<string, unknown> = {}): Promise<string> {
  const kind = caseNamed(name);
  const created = await server.app.inject({
    method: 'POST',
    url: kind.submit,
    payload: { ...kind.payload, ...change },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id;
}

const inbox = async (query = '', token = server.accounts.admin.token) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/staff/inbox${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: InboxItem[]; total: number; pages: number };
};

const search = async (body: Record<string, unknown>) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/staff/inbox/search',
    headers: bearer(server.accounts.admin.token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: InboxItem[]; total: number };
};

/** Moves a record's arrival back, as if it came in `hours` before the test clock's start. */
async function cameIn(table: string, id: string, hours: number): Promise<void> {
  const at = new Date(clockStart.getTime() - hours * 3_600_000).toISOString();
  await server.database.db.execute(
    sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}`,
  );
}

describe('GET /api/staff/inbox', () => {
  it('lists the waiting records of every kind in one list, oldest first, each saying what it is', async () => {
    const contact = await submitted('contact', { message: 'I need books in braille for my daughter.' });
    const partnership = await submitted('partnership', { organizationName: 'Saksham Trust' });
    const registration = await registered(server);
    await submitted('news');
    await server.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'n@example.org' },
    });

    const { items, total } = await inbox();
    expect(total).toBe(4);
    expect(items.map((item) => item.kind)).toEqual(['contact', 'partnership', 'event-registration', 'news']);
    expect(items[0]).toMatchObject({
      kind: 'contact',
      id: contact,
      status: 'new',
      fullName: 'Asha Rao',
      email: 'Asha.Rao@example.org',
      organisation: null,
      mobile: '919876543210',
      excerpt: 'I need books in braille for my daughter.',
      language: 'en',
      overdue: false,
      assignee: null,
      version: 1,
    });
    expect(items[1]).toMatchObject({ id: partnership, organisation: 'Saksham Trust' });
    expect(items[2]).toMatchObject({ id: registration.id, reference: registration.reference, dueAt: null });
    expect(new Date(items[0]?.dueAt ?? 0).getTime() - new Date(items[0]?.createdAt ?? 0).getTime()).toBe(
      48 * 3_600_000,
    );

    expect((await inbox('?sort=newest')).items.map((item) => item.kind)[0]).toBe('news');
    expect((await inbox('?kind=partnership')).items.map((item) => item.id)).toEqual([partnership]);
  });

  it('cuts a long message to its first 120 characters on one line', async () => {
    const long = `${'Braille  books\n'.repeat(20)}end`;
    await submitted('contact', { message: long });
    const [item] = (await inbox()).items;
    expect(item?.excerpt).toBe(`${long.replace(/\s+/g, ' ').slice(0, 120).trimEnd()}…`);
  });

  it('leaves out closed records unless asked, and shows them alone with status=closed', async () => {
    const open = await submitted('contact');
    const closed = await submitted('contact');
    await server.app.inject({
      method: 'PATCH',
      url: `/api/contact/${closed}/status`,
      headers: bearer(server.accounts.admin.token),
      payload: { status: 'resolved' },
    });
    expect((await inbox()).items.map((item) => item.id)).toEqual([open]);
    expect((await inbox('?status=closed')).items.map((item) => item.id)).toEqual([closed]);
    expect((await inbox('?status=all')).total).toBe(2);
  });

  it('pages, and refuses a filter it does not know with its message', async () => {
    for (let index = 0; index < 3; index += 1) await submitted('donation');
    expect(await inbox('?limit=2&page=2')).toMatchObject({ total: 3, pages: 2 });
    const refused = await server.app.inject({
      method: 'GET',
      url: '/api/staff/inbox?kind=newsletter',
      headers: bearer(server.accounts.admin.token),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inboxMessages.kind);
  });

  it('is for staff only, as its search, assignment and bulk changes are', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/staff/inbox' },
      { method: 'POST', url: '/api/staff/inbox/search', payload: { search: 'braille' } },
      {
        method: 'POST',
        url: '/api/staff/inbox/bulk',
        payload: { action: 'status', status: 'closed', items: [{ kind: 'contact', id: someId, version: 1 }] },
      },
      {
        method: 'PATCH',
        url: `/api/staff/submissions/contact/${someId}/assignee`,
        payload: { assigneeId: null },
      },
    ] as const;
    for (const call of calls) {
      expect((await server.app.inject(call)).statusCode, call.url).toBe(401);
      const user = await server.app.inject({ ...call, headers: bearer(server.accounts.user.token) });
      expect(user.statusCode, call.url).toBe(403);
    }
  });
});

describe('POST /api/staff/inbox/search', () => {
  beforeEach(async () => {
    await submitted('contact', {
      fullName: 'Meera Iyer',
      email: 'meera@example.org',
      mobile: '98765 43210',
      message: 'My son needs braille textbooks for class 9.',
    });
    await submitted('partnership', {
      fullName: 'Ravi Kumar',
      email: 'ravi@example.org',
      mobile: '9123456780',
      organizationName: 'Saksham Trust',
    });
    await submitted('volunteer', {
      fullName: 'सुनीता शर्मा',
      email: 'sunita@example.org',
      mobile: '9000000001',
      howToHelp: 'मैं ब्रेल पढ़ाना जानती हूँ।',
    });
  });

  const found = async (words: string) => (await search({ search: words })).items.map((item) => item.fullName);

  it.each([
    ['a word of a message', 'braille', ['Meera Iyer']],
    ['part of a word', 'textbook', ['Meera Iyer']],
    ['a word spelt a little differently', 'braile', ['Meera Iyer']],
    ['a mobile number as typed with a space', '98765 43210', ['Meera Iyer']],
    ['a mobile number with +91', '+919876543210', ['Meera Iyer']],
    ['a mobile number with +91 and dashes', '+91-91234-56780', ['Ravi Kumar']],
    ['part of a mobile number', '456780', ['Ravi Kumar']],
    ['Devanagari text', 'ब्रेल', ['सुनीता शर्मा']],
    ['an organisation', 'saksham', ['Ravi Kumar']],
    ['an e-mail address', 'ravi@example.org', ['Ravi Kumar']],
    ['words that are nowhere', 'wheelchair ramp', []],
  ])('finds %s', async (_, words, names) => {
    expect(await found(words)).toEqual(names);
  });

  it('takes the filters with the search, and refuses an empty search', async () => {
    expect((await search({ search: 'example.org', kind: 'volunteer' })).items).toHaveLength(1);
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/staff/inbox/search',
      headers: bearer(server.accounts.admin.token),
      payload: { search: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(inboxMessages.searchRequired);
  });

  it("never stores its answer under an Idempotency-Key: it holds people's data, which must not outlive an erasure", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/staff/inbox/search',
      headers: { ...bearer(server.accounts.admin.token), 'idempotency-key': 'inbox-search-1' },
      payload: { search: 'braille' },
    });
    expect(response.statusCode).toBe(200);
    expect(await server.database.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('treats % and _ as themselves', async () => {
    expect(await found('%')).toEqual([]);
  });
});

describe('overdue', () => {
  it('flags what waits past the promised time, counts it on the overview, filters and sorts by it', async () => {
    const late = await submitted('contact');
    const onTime = await submitted('contact');
    const lateDonation = await submitted('donation');
    const news = await submitted('news');
    await cameIn('contact_messages', late, 49);
    await cameIn('donations', lateDonation, 30);
    await cameIn('news_submissions', news, 24 * 60);

    const { items } = await inbox('?sort=due');
    expect(items.map((item) => [item.id, item.overdue])).toEqual([
      [lateDonation, true],
      [late, true],
      [onTime, false],
      [news, false],
    ]);
    expect((await inbox('?overdue=true')).items.map((item) => item.id)).toEqual([late, lateDonation]);
    // The search takes the same filters, in JSON.
    const searched = await search({ search: 'Asha', overdue: true, sort: 'due' });
    expect(searched.items.map((item) => item.id)).toEqual([lateDonation, late]);

    const overview = await server.app.inject({
      method: 'GET',
      url: '/api/staff/overview',
      headers: bearer(staff.token),
    });
    const counts = Object.fromEntries(
      (overview.json().data as { kind: string; overdue: number; eventId?: number }[])
        .filter((entry) => entry.eventId === undefined)
        .map((entry) => [entry.kind, entry.overdue]),
    );
    expect(counts).toMatchObject({ contact: 1, donation: 1, news: 0, volunteer: 0 });
  });

  it('is not overdue once closed', async () => {
    const id = await submitted('contact');
    await cameIn('contact_messages', id, 100);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/contact/${id}/status`,
      headers: bearer(staff.token),
      payload: { status: 'closed' },
    });
    const [item] = (await inbox('?status=all')).items;
    expect(item).toMatchObject({ id, overdue: false });
  });

  it('counts working days in India time as dueAtOf does, from every day and hour of a week', async () => {
    const volunteer = await submitted('volunteer');
    const intern = await submitted('internship');
    // Every 7 hours for a week and a day: each weekday, the weekend, and the hours around midnight.
    for (let hours = 0; hours < 8 * 24; hours += 7) {
      const at = new Date(Date.parse('2026-11-26T00:00:00Z') + hours * 3_600_000);
      await server.database.db.execute(
        sql`update volunteers set created_at = ${at.toISOString()}::timestamptz where id = ${volunteer}`,
      );
      await server.database.db.execute(
        sql`update internship_applications set created_at = ${at.toISOString()}::timestamptz where id = ${intern}`,
      );
      const due = Object.fromEntries((await inbox()).items.map((item) => [item.kind, item.dueAt]));
      expect(due, at.toISOString()).toEqual({
        volunteer: dueAtOf('volunteer', at)?.toISOString(),
        internship: dueAtOf('internship', at)?.toISOString(),
      });
    }
  });

  it('counts working days in India time for volunteers, as dueAtOf does', async () => {
    const id = await submitted('volunteer');
    // Friday 27 November 2026, 10 am India time: due at the end of Wednesday 2 December.
    await server.database.db.execute(
      sql`update volunteers set created_at = '2026-11-27T04:30:00Z' where id = ${id}`,
    );
    const [item] = (await inbox()).items;
    expect(item?.dueAt).toBe('2026-12-02T18:30:00.000Z');
  });
});

describe('assignment', () => {
  const assign = (kind: string, id: string, body: Record<string, unknown>, token = staff.token) =>
    server.app.inject({
      method: 'PATCH',
      url: `/api/staff/submissions/${kind}/${id}/assignee`,
      headers: bearer(token),
      payload: body,
    });

  it('assigns a record to a staff account, shows it in the list, the detail and the history', async () => {
    const id = await submitted('contact');
    const other = await submitted('contact');
    const assigned = await assign('contact', id, { assigneeId: staff.id, version: 1 });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: inboxMessages.assigned('Asha Verma'),
      data: { assigneeId: staff.id, version: 2 },
    });

    expect((await inbox('?assignee=me', staff.token)).items.map((item) => item.id)).toEqual([id]);
    expect((await inbox('?assignee=nobody', staff.token)).items.map((item) => item.id)).toEqual([other]);
    expect((await inbox(`?assignee=${staff.id}`)).items[0]?.assignee).toEqual({
      id: staff.id,
      name: 'Asha Verma',
    });

    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/contact/${id}`,
      headers: bearer(staff.token),
    });
    expect(detail.json().data).toMatchObject({ version: 2, assignee: { id: staff.id, name: 'Asha Verma' } });
    const events = detail.json().data.history as {
      action: string;
      from: unknown;
      to: unknown;
      actorName: string;
    }[];
    expect(events.at(-1)).toMatchObject({
      action: 'assignment.changed',
      actorName: 'Asha Verma',
      from: { assigneeId: null, assigneeName: null },
      to: { assigneeId: staff.id, assigneeName: 'Asha Verma' },
    });
    // The audit itself holds the account's id, not the person's name (decision 013).
    const [stored] = await server.database.db
      .select({ from: auditEvents.from, to: auditEvents.to })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'assignment.changed'), eq(auditEvents.recordId, id)));
    expect(stored).toEqual({ from: { assigneeId: null }, to: { assigneeId: staff.id } });

    const unassigned = await assign('contact', id, { assigneeId: null });
    expect(unassigned.json()).toMatchObject({
      message: inboxMessages.unassigned,
      data: { assigneeId: null, version: 3 },
    });
  });

  it('names an assignee when the history is read: its name now, and "a removed account" once gone', async () => {
    const colleague = await createStaffAccount(server.database.db, clockStart, 'Ravi Kumar');
    const id = await submitted('contact');
    await assign('contact', id, { assigneeId: colleague.id, version: 1 });
    await assign('contact', id, { assigneeId: staff.id, version: 2 });
    await server.database.db.update(users).set({ name: 'Asha V. Rao' }).where(eq(users.id, staff.id));
    await server.database.db.execute(sql`delete from auth_tokens where user_id = ${colleague.id}`);
    await server.database.db.delete(users).where(eq(users.id, colleague.id));

    const history = await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/contact/${id}/history`,
      headers: bearer(staff.token),
    });
    expect(history.statusCode, history.body).toBe(200);
    const assignments = (history.json().data as { action: string }[]).filter(
      (item) => item.action === 'assignment.changed',
    );
    expect(assignments).toMatchObject([
      { from: { assigneeId: null, assigneeName: null }, to: { assigneeName: 'a removed account' } },
      {
        from: { assigneeName: 'a removed account' },
        to: { assigneeId: staff.id, assigneeName: 'Asha V. Rao' },
      },
    ]);
  });

  it('lists who a record can be assigned to for any staff member: active accounts, ids and names only', async () => {
    const gone = await createStaffAccount(server.database.db, clockStart, 'Zoya Disabled');
    await server.database.db.update(users).set({ disabledAt: clockStart }).where(eq(users.id, gone.id));
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/staff/assignees',
      headers: bearer(staff.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const people = answer.json().data as Record<string, unknown>[];
    expect(people).toContainEqual({ id: staff.id, name: 'Asha Verma' });
    expect(people).toContainEqual({ id: server.accounts.admin.id, name: server.accounts.admin.name });
    expect(people.map((person) => person.id)).not.toContain(gone.id);
    expect(people.map((person) => person.id)).not.toContain(server.accounts.user.id);
    for (const person of people) expect(Object.keys(person).sort()).toEqual(['id', 'name']);

    const visitor = await server.app.inject({
      method: 'GET',
      url: '/api/staff/assignees',
      headers: bearer(server.accounts.user.token),
    });
    expect(visitor.statusCode).toBe(403);
    const nobody = await server.app.inject({ method: 'GET', url: '/api/staff/assignees' });
    expect(nobody.statusCode).toBe(401);
  });

  it('assigns only an active staff account', async () => {
    const id = await submitted('contact');
    const user = await assign('contact', id, { assigneeId: server.accounts.user.id });
    expect(user.statusCode).toBe(400);
    expect(user.json().message).toBe(inboxMessages.assigneeNotStaff);
    await server.database.db.update(users).set({ disabledAt: clockStart }).where(eq(users.id, staff.id));
    const disabled = await assign('contact', id, { assigneeId: staff.id }, server.accounts.admin.token);
    expect(disabled.statusCode).toBe(400);
    const admin = await assign(
      'contact',
      id,
      { assigneeId: server.accounts.admin.id },
      server.accounts.admin.token,
    );
    expect(admin.statusCode).toBe(200);
  });

  it('refuses an assignment made from an older version', async () => {
    const id = await submitted('contact');
    await assign('contact', id, { assigneeId: staff.id, version: 1 });
    const late = await assign(
      'contact',
      id,
      { assigneeId: server.accounts.admin.id, version: 1 },
      server.accounts.admin.token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().data).toMatchObject({ changedBy: 'Asha Verma', version: 2 });
  });
});
