import { bulkMaxRecords, inboxMessages } from '@inclusion/forms';
import { and, eq } from 'drizzle-orm';
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
  staff = await createStaffAccount(server.database.db, clockStart, 'Asha Verma');
});

async function submitted(name: string): Promise<{ id: string; reference: string }> {
  const kind = caseNamed(name);
  const created = await server.app.inject({ method: 'POST', url: kind.submit, payload: kind.payload });
  const { data } = created.json();
  return { id: data.id, reference: data[kind.referenceName] };
}

const bulk = (payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/staff/inbox/bulk',
    headers: bearer(staff.token),
    payload,
  });

const auditOf = (action: 'status.changed' | 'assignment.changed', recordId: string) =>
  server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.recordId, recordId)));

describe('POST /api/staff/inbox/bulk', () => {
  it('changes the chosen records one by one, each audited, and lists each one it skips with why', async () => {
    const first = await submitted('contact');
    const second = await submitted('contact');
    const news = await submitted('news');
    const stale = await submitted('contact');
    await server.app.inject({
      method: 'PATCH',
      url: `/api/contact/${stale.id}/status`,
      headers: bearer(server.accounts.admin.token),
      payload: { notes: 'Spoke to her' },
    });

    const answer = await bulk({
      action: 'status',
      status: 'closed',
      items: [
        { kind: 'contact', id: first.id, version: 1 },
        { kind: 'contact', id: second.id, version: 1 },
        { kind: 'news', id: news.id, version: 1 },
        { kind: 'contact', id: stale.id, version: 1 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: '2 records changed.',
      data: {
        changed: 2,
        skipped: [
          {
            kind: 'news',
            id: news.id,
            reference: news.reference,
            reason: inboxMessages.skipNoSuchStatus('closed'),
          },
          { kind: 'contact', id: stale.id, reference: stale.reference, reason: inboxMessages.skipStale },
        ],
      },
    });
    for (const record of [first, second]) {
      expect(await auditOf('status.changed', record.id)).toMatchObject([
        { actorId: staff.id, from: { status: 'new' }, to: { status: 'closed' } },
      ]);
    }
    expect(await auditOf('status.changed', news.id)).toEqual([]);
  });

  it('marks registrations attended and assigns records in one step', async () => {
    const registrations = [await registered(server), await registered(server, { email: 'ravi@example.org' })];
    const items = registrations.map(({ id }) => ({ kind: 'event-registration', id, version: 1 }));
    const attended = await bulk({ action: 'status', status: 'attended', items });
    expect(attended.json().data).toEqual({ changed: 2, skipped: [] });

    const assigned = await bulk({
      action: 'assign',
      assigneeId: staff.id,
      items: items.map((item) => ({ ...item, version: 2 })),
    });
    expect(assigned.json()).toMatchObject({ message: '2 records changed.', data: { changed: 2 } });
    expect(await auditOf('assignment.changed', registrations[0]?.id ?? '')).toMatchObject([
      { to: { assigneeId: staff.id } },
    ]);
  });

  it('changes all that match a filter when the count confirmed still holds, and refuses when it changed', async () => {
    for (let index = 0; index < 3; index += 1) await submitted('news');
    await submitted('contact');
    const matching = { kind: 'news' };
    const changed = await bulk({ action: 'status', status: 'rejected', matching, expectedCount: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.changed).toBe(3);

    await submitted('contact');
    const refused = await bulk({
      action: 'assign',
      assigneeId: staff.id,
      matching: { kind: 'contact' },
      expectedCount: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(inboxMessages.bulkCountChanged(1, 2));
  });

  it(`takes at most ${bulkMaxRecords} records`, async () => {
    const { id } = await submitted('contact');
    const items = Array.from({ length: bulkMaxRecords + 1 }, () => ({ kind: 'contact', id, version: 1 }));
    const refused = await bulk({ action: 'status', status: 'closed', items });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inboxMessages.bulkTooMany);
  });

  it('refuses to assign an account that is not active staff', async () => {
    const { id } = await submitted('contact');
    const refused = await bulk({
      action: 'assign',
      assigneeId: server.accounts.user.id,
      items: [{ kind: 'contact', id, version: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inboxMessages.assigneeNotStaff);
  });
});
