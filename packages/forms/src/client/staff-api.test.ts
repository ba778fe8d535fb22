import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaffClient, type StaffClient } from './staff-client.js';
import { filenameOf } from './request.js';
import { json, rejection, startServer, type TestServer } from '../test-support/http-server.js';

let server: TestServer;
let client: StaffClient;
const csv = '\uFEFFReference,Full name\r\nCON-1,"=cmd"\r\n';
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url.includes('export')) {
      if (req.url.includes('fail')) return json(res, 400, { success: false, message: 'Bad sort' });
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="contact-2025-10-01.csv"',
      });
      return res.end(csv);
    }
    json(res, 200, { success: true });
  });
  client = createStaffClient({ baseUrl: server.url, getToken: () => 'tok', onUnauthorized: () => {} });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

const id = 'a1b2';
/** `METHOD /url` → the call that must produce it. */
const routes: Record<string, () => Promise<unknown>> = {
  'GET /staff/overview': () => client.staff.overview(),
  'GET /contact/all?page=1&limit=10&sort=-createdAt': () =>
    client.staff.list('contact', { sort: '-createdAt' }),
  'GET /intern/all?page=2&limit=10&sort=fullName&status=pending': () =>
    client.staff.list('internship', { page: 2, sort: 'fullName', status: 'pending' }),
  'GET /newsletter/subscribers?page=1&limit=10&sort=email': () =>
    client.staff.list('newsletter', { sort: 'email' }),
  'GET /collaborate/all?page=1&limit=10': () => client.staff.list('partnership'),
  'GET /events/registrations?page=1&limit=10&eventId=2&sort=-eventId': () =>
    client.staff.list('event-registration', { eventId: 2, sort: '-eventId' }),
  'GET /staff/submissions/volunteer/a1b2': () => client.staff.detail('volunteer', id),
  'GET /staff/submissions/news/a1b2/history': () => client.staff.history('news', id),
  'POST /staff/submissions/donation/a1b2/notes': () => client.staff.addNote('donation', id, 'Called'),
  'PATCH /collaborate/a1b2/status': () =>
    client.staff.updateStatus('partnership', id, { status: 'approved' }),
  'PATCH /intern/a1b2/status': () => client.staff.updateStatus('internship', id, { status: 'rejected' }),
  'PATCH /events/registration/a1b2/status': () =>
    client.staff.updateStatus('event-registration', id, { registrationStatus: 'confirmed' }),
  'PATCH /staff/submissions/contactus/a1b2/fields': () =>
    client.staff.correctFields('contactus', id, { fullName: 'Asha Rao' }),
  'POST /staff/people/search': () => client.staff.people.search({ email: 'asha@example.org' }),
  'POST /staff/people/erase': () => client.staff.people.erase({ mobile: '9876543210', expected: 3 }),
  'POST /staff/people/correct': () =>
    client.staff.people.correct({ email: 'asha@example.org', field: 'fullName', value: 'Asha Rao' }),
  'GET /staff/data-requests': () => client.staff.dataRequests.list(),
  'POST /staff/data-requests': () =>
    client.staff.dataRequests.record({
      requestKind: 'access',
      receivedOn: '2026-11-28',
      identityCheck: 'Quoted the reference',
    }),
  'PATCH /staff/data-requests/a1b2': () => client.staff.dataRequests.complete(id, 'Sent the export'),
  'GET /staff': () => client.staff.accounts.list(),
  'POST /staff/invites': () => client.staff.accounts.invite({ email: 'new@example.org', role: 'staff' }),
  'POST /staff/invites/accept': () =>
    client.staff.accounts.acceptInvite({ token: 't', password: 'Secret123' }),
  'POST /staff/a1b2/disable': () => client.staff.accounts.disable(id),
  'POST /staff/a1b2/enable': () => client.staff.accounts.enable(id),
  'POST /auth/logout-everywhere': () => client.staff.logoutEverywhere(),
};

describe('the staff calls', () => {
  it.each(Object.entries(routes))('%s', async (route, call) => {
    await expect(call()).resolves.toEqual({ success: true });
    const [method, url] = route.split(' ');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, url });
  });

  it('keeps e-mail addresses and mobile numbers out of every URL: they go in the body', async () => {
    await client.staff.people.search({ email: 'asha@example.org', mobile: '9876543210' });
    await client.staff.people.export({ email: 'asha@example.org', format: 'csv' });
    await client.staff.people.erase({ email: 'asha@example.org', expected: 2 });
    await client.staff.correctFields('contact', id, { email: 'asha@example.org' });
    for (const request of server.requests) expect(request.url).not.toMatch(/asha|9876543210|%40/i);
    expect(server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { email: 'asha@example.org', mobile: '9876543210' },
      { email: 'asha@example.org', format: 'csv' },
      { email: 'asha@example.org', expected: 2 },
      { fields: { email: 'asha@example.org' } },
    ]);
  });

  it('downloads the CSV export with its bytes (BOM kept) and file name, without paging', async () => {
    const file = await client.staff.exportCsv('contact', {
      status: 'new',
      sort: 'fullName',
      page: 3,
    } as never);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/staff/submissions/contact/export.csv?status=new&sort=fullName',
    });
    expect(file.filename).toBe('contact-2025-10-01.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv.slice(1));
  });

  it('downloads the person export from a POST', async () => {
    const file = await client.staff.people.export({ mobile: '9876543210', format: 'json' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/staff/people/export' });
    expect(file.filename).toBe('contact-2025-10-01.csv');
  });

  it("rejects a refused download with the server's message", async () => {
    const error = await rejection(client.staff.exportCsv('contact', { sort: 'fail' }));
    expect(error).toMatchObject({ status: 400, message: 'Bad sort' });
  });

  it('reads the file name of a Content-Disposition', () => {
    expect(filenameOf('attachment; filename="a-b.csv"')).toBe('a-b.csv');
    expect(filenameOf("attachment; filename*=UTF-8''p%20q.json")).toBe('p q.json');
    expect(filenameOf(null)).toBe('download');
  });
});
