import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { caseNamed } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

// The test clock starts on 2026-11-21 (India time too). With SMTP_URL set the server counts the
// mails an erasure cannot call back (the test's mailer stands in for the SMTP server).
const server = setupTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
let staff: TestAccount;
beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart);
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: bearer(server.accounts.admin.token),
    ...(payload ? { payload } : {}),
  });

const request = {
  requestKind: 'access',
  receivedOn: '2026-11-20',
  identityCheck: 'Replied from the address on her records; she quoted the reference of her confirmation',
};

describe('the data-request log', () => {
  it('records a request with a deadline 30 days after receipt, lists it, flags it overdue, and completes it once', async () => {
    const created = await asAdmin('POST', '/api/staff/data-requests', request);
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({
      requestKind: 'access',
      receivedOn: '2026-11-20',
      dueOn: '2026-12-20',
      outcome: null,
      completedOn: null,
      recordedBy: server.accounts.admin.name,
      overdue: false,
    });
    const late = await asAdmin('POST', '/api/staff/data-requests', {
      ...request,
      requestKind: 'correction',
      receivedOn: '2026-10-01',
      dueOn: '2026-10-31',
    });
    expect(late.statusCode, late.body).toBe(201);

    const listed = (await asAdmin('GET', '/api/staff/data-requests')).json().data;
    expect(listed).toMatchObject({ open: 2, overdue: 1 });
    // Open ones by deadline: the overdue correction first.
    expect(listed.items.map((item: { requestKind: string; overdue: boolean }) => item.overdue)).toEqual([
      true,
      false,
    ]);

    const completed = await asAdmin('PATCH', `/api/staff/data-requests/${entry.id}`, {
      outcome: 'Sent the export of CON-20261120-AB12CD by reply',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({ completedOn: '2026-11-21', overdue: false });
    const again = await asAdmin('PATCH', `/api/staff/data-requests/${entry.id}`, { outcome: 'Other' });
    expect(again.statusCode).toBe(409);
    expect((await asAdmin('PATCH', '/api/staff/data-requests/nope', { outcome: 'x' })).statusCode).toBe(404);

    const events = (await server.database.db.select().from(auditEvents)).filter((event) =>
      event.action.startsWith('data-request.'),
    );
    expect(events.map((event) => event.action).sort()).toEqual([
      'data-request.completed',
      'data-request.recorded',
      'data-request.recorded',
    ]);
    expect(JSON.stringify(events)).not.toMatch(/quoted|CON-2026/);
  });

  it('refuses personal data in its texts, a date received after today and a deadline before it', async () => {
    const withAddress = await asAdmin('POST', '/api/staff/data-requests', {
      ...request,
      identityCheck: 'She wrote from asha@example.org',
    });
    expect(withAddress.statusCode).toBe(400);
    expect(withAddress.json().errors).toEqual([
      {
        field: 'identityCheck',
        message:
          'Leave out e-mail addresses and phone numbers: the log names records by their reference only',
      },
    ]);
    const withNumber = await asAdmin('POST', '/api/staff/data-requests', {
      ...request,
      identityCheck: 'Called back on +91 98765 43210',
    });
    expect(withNumber.statusCode).toBe(400);
    const future = await asAdmin('POST', '/api/staff/data-requests', {
      ...request,
      receivedOn: '2026-11-22',
    });
    expect(future.json().errors).toEqual([
      { field: 'receivedOn', message: 'The date received cannot be after today' },
    ]);
    const early = await asAdmin('POST', '/api/staff/data-requests', { ...request, dueOn: '2026-11-19' });
    expect(early.json().errors?.[0]?.field).toBe('dueOn');
    const blank = await asAdmin('POST', '/api/staff/data-requests', { ...request, identityCheck: '  ' });
    expect(blank.json().errors).toEqual([
      { field: 'identityCheck', message: 'Say how the person’s identity was checked' },
    ]);
    expect((await asAdmin('GET', '/api/staff/data-requests')).json().data.items).toEqual([]);
  });

  it('is for admins: staff get 403, visitors 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/data-requests'],
      ['POST', '/api/staff/data-requests'],
    ] as const) {
      const staffAnswer = await server.app.inject({
        method,
        url,
        headers: bearer(staff.token),
        payload: request,
      });
      expect(staffAnswer.statusCode, url).toBe(403);
      expect((await server.app.inject({ method, url, payload: request })).statusCode, url).toBe(401);
    }
  });

  it('records an erasure as it is made, completed with the counts and no personal data', async () => {
    const kind = caseNamed('contact');
    const email = 'ravi.log@example.org';
    const sent = await server.app.inject({
      method: 'POST',
      url: kind.submit,
      payload: { ...kind.payload, email },
    });
    expect(sent.statusCode).toBe(201);
    const erased = await server.app.inject({
      method: 'POST',
      url: '/api/staff/people/erase',
      headers: bearer(staff.token),
      payload: {
        email,
        expected: 1,
        dataRequest: { receivedOn: '2026-11-21', identityCheck: 'Asked from the address on the record' },
      },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.dataRequest).toMatchObject({ dueOn: '2026-12-21' });
    // Sent by SMTP before the erasure: her confirmation, and the notice to the foundation's mailbox.
    expect(erased.json().data.sentOut).toEqual({ toFoundation: 1, toPerson: 1 });
    const [entry] = (await asAdmin('GET', '/api/staff/data-requests')).json().data.items;
    expect(entry).toMatchObject({
      id: erased.json().data.dataRequest.id,
      requestKind: 'erasure',
      completedOn: '2026-11-21',
      recordedBy: staff.name,
    });
    expect(entry.outcome).toMatch(/^Erased on request: contact 1, outboxMails 2\.$/);
    expect(JSON.stringify(entry)).not.toContain('ravi');
  });
});
