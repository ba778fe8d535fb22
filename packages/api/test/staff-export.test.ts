import { staffSortColumns } from '@inclusion/forms';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, submissionNotes } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { csvRecords, parseCsv } from './support/csv.js';
import { registered } from './support/events.js';
import { caseNamed, submissionCases } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
let staff: TestAccount;
beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart);
});

const as = (token: string) => ({ headers: bearer(token) });
const get = (url: string, token = staff.token) => server.app.inject({ method: 'GET', url, ...as(token) });

async function submit(name: string, change: Record<string, unknown> = {}): Promise<string> {
  const kind = caseNamed(name);
  const response = await server.app.inject({
    method: 'POST',
    url: kind.submit,
    payload: { ...kind.payload, ...change },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const names = (body: { data: { fullName?: string; email?: string }[] }) =>
  body.data.map((row) => row.fullName ?? row.email);

describe('sorting the staff lists', () => {
  it('sorts by a column either way, newest first by default, case-insensitively', async () => {
    await submit('contact', { fullName: 'bina Das' });
    await submit('contact', { fullName: 'Asha Rao' });
    await submit('contact', { fullName: 'Chitra Iyer' });
    expect(names((await get('/api/contact/all')).json())).toEqual(['Chitra Iyer', 'Asha Rao', 'bina Das']);
    expect(names((await get('/api/contact/all?sort=createdAt')).json())).toEqual([
      'bina Das',
      'Asha Rao',
      'Chitra Iyer',
    ]);
    expect(names((await get('/api/contact/all?sort=fullName')).json())).toEqual([
      'Asha Rao',
      'bina Das',
      'Chitra Iyer',
    ]);
    expect(names((await get('/api/contact/all?sort=-fullName&page=1&limit=2')).json())).toEqual([
      'Chitra Iyer',
      'bina Das',
    ]);
  });

  it("takes each kind's own columns, on every list (newsletter and event registrations too)", async () => {
    await submit('donation', { donationAmount: 500 });
    await submit('donation', { donationAmount: 1500 });
    const amounts = (await get('/api/donation/all?sort=-donationAmount'))
      .json()
      .data.map((row: { donationAmount: number }) => row.donationAmount);
    expect(amounts).toEqual([1500, 500]);
    const lists: Record<string, string> = {
      contact: '/api/contact/all',
      contactus: '/api/contactus/all',
      newsletter: '/api/newsletter/subscribers',
      volunteer: '/api/volunteer/all',
      internship: '/api/intern/all',
      donation: '/api/donation/all',
      news: '/api/news/submissions',
      partnership: '/api/collaborate/all',
      'event-registration': '/api/events/registrations',
    };
    for (const [kind, path] of Object.entries(lists)) {
      for (const column of staffSortColumns[kind as keyof typeof staffSortColumns]) {
        for (const sort of [column, `-${column}`]) {
          const response = await get(`${path}?sort=${sort}`);
          expect(response.statusCode, `${path} ${sort} ${response.body}`).toBe(200);
        }
      }
    }
  });

  it('answers an unknown sort with a 400 that names the columns', async () => {
    for (const url of [
      '/api/contact/all?sort=passwordHash',
      '/api/donation/all?sort=--donationAmount',
      '/api/newsletter/subscribers?sort=unsubscribeToken',
      '/api/events/registrations?sort=-notes',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^Invalid sort\. Sort by one of these columns/);
      expect(body.errors).toEqual([{ field: 'sort', message: body.message }]);
      expect(body.message).toContain('createdAt');
    }
  });
});

describe('GET /api/staff/submissions/:kind/export.csv', () => {
  it('refuses a visitor (401) and a plain user (403)', async () => {
    const url = '/api/staff/submissions/contact/export.csv';
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, server.accounts.user.token)).statusCode).toBe(403);
    expect((await get(url, server.accounts.admin.token)).statusCode).toBe(200);
  });

  it('exports the filtered, searched, sorted list: BOM, human headers, neutralised cells, every row', async () => {
    await submit('contact', { fullName: 'Asha Rao', message: '=HYPERLINK("http://evil.example","Click")' });
    const second = await submit('contact', {
      fullName: 'Anita "Annie" Rao',
      message: '-2+3 is one,\nthen more',
    });
    await submit('contact', { fullName: 'Bina Das', email: 'bina@example.org' });
    for (let index = 0; index < 11; index++) await submit('contact', { fullName: `Ravi Rao ${index}` });
    await server.app.inject({
      method: 'PATCH',
      url: `/api/contact/${second}/status`,
      ...as(staff.token),
      payload: { status: 'in-progress' },
    });

    const response = await get('/api/staff/submissions/contact/export.csv?search=rao&sort=fullName');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contact-2026-11-21.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRecords(response.body);
    // More than one page: every matching row, sorted by name; Bina is not a "rao".
    expect(rows.map((row) => row['Full name'])).toEqual([
      'Anita "Annie" Rao',
      'Asha Rao',
      ...Array.from({ length: 11 }, (_, index) => `Ravi Rao ${index}`).sort(),
    ]);
    expect(parseCsv(response.body)[0]).toEqual(
      expect.arrayContaining([
        'ID',
        'Reference',
        'Full name',
        'E-mail',
        'Mobile number',
        'Message',
        'Status',
      ]),
    );
    expect(rows[1]?.Message).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[0]?.Message).toBe("'-2+3 is one,\nthen more");
    expect(response.headers['x-export-rows']).toBe('13');
    expect(response.headers['x-export-truncated']).toBe('false');

    const filtered = csvRecords(
      (await get('/api/staff/submissions/contact/export.csv?status=in-progress')).body,
    );
    expect(filtered.map((row) => row['Full name'])).toEqual(['Anita "Annie" Rao']);
  });

  it("takes each kind's filters, and refuses what the list refuses", async () => {
    const { id } = await registered(server);
    const ok = await get('/api/staff/submissions/event-registration/export.csv?eventId=1&sort=-eventId');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(csvRecords(ok.body).map((row) => row.ID)).toEqual([id]);
    const newsletter = await get('/api/staff/submissions/newsletter/export.csv');
    expect(parseCsv(newsletter.body)[0]).not.toContain('Unsubscribe token');
    const bad = await get('/api/staff/submissions/contact/export.csv?sort=nope&status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['sort', 'status']);
    expect((await get('/api/staff/submissions/people/export.csv')).statusCode).toBe(404);
  });

  it('audits the export with the kind, the filter names and the count, never the search text', async () => {
    await submit('volunteer');
    await get('/api/staff/submissions/volunteer/export.csv?search=Asha.Rao%40example.org&status=pending');
    const events = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'list.exported'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: staff.id,
      kind: 'volunteer',
      to: { filters: ['status'], searched: true, sort: '-createdAt', count: 1 },
    });
    expect(JSON.stringify(events)).not.toMatch(/asha/i);
  });
});

describe('a CSV a person can read', () => {
  it('starts with the reference, names its columns in words, and has the id last', async () => {
    await submit('contact');
    const response = await get('/api/staff/submissions/contact/export.csv');
    const [header = []] = parseCsv(response.body);
    expect(header.slice(0, 3)).toEqual(['Reference', 'Full name', 'E-mail']);
    expect(header).toEqual(
      expect.arrayContaining(['Status', 'Received (India time)', 'Last changed (India time)']),
    );
    expect(header.at(-2)).toBe('Staff notes (oldest first)');
    expect(header.at(-1)).toBe('ID');
    expect(header).not.toContain('Version');
    expect(header.join(' ')).not.toMatch(/UTC|[a-z][A-Z]/);
  });

  it('writes statuses and subjects as words and times in India time', async () => {
    const id = await submit('contactus', { subject: 'general-inquiry' });
    await server.database.db.execute(
      sql`update contact_us_messages set status = 'in-progress', created_at = '2026-11-21T10:00:00Z' where id = ${id}`,
    );
    const [row] = csvRecords((await get('/api/staff/submissions/contactus/export.csv')).body);
    expect(row?.Status).toBe('In progress');
    expect(row?.Subject).toBe('General Inquiry');
    expect(row?.Priority).toBe('Medium');
    // 10:00 UTC is 15:30 in India.
    expect(row?.['Received (India time)']).toBe('2026-11-21 15:30');
  });

  it('holds the notes added to a record, oldest first, each with its time and author', async () => {
    const id = await submit('contact');
    await server.database.db.insert(submissionNotes).values([
      {
        kind: 'contact',
        recordId: id,
        authorId: staff.id,
        body: 'Called back',
        createdAt: new Date('2026-11-21T11:00:00Z'),
      },
      {
        kind: 'contact',
        recordId: id,
        authorId: null,
        body: '=She will write',
        createdAt: new Date('2026-11-21T10:30:00Z'),
      },
    ]);
    const [row] = csvRecords((await get('/api/staff/submissions/contact/export.csv')).body);
    expect(row?.['Staff notes (oldest first)']).toBe(
      '2026-11-21 16:00, a former staff member: =She will write\n\n2026-11-21 16:30, test-staff: Called back',
    );
  });

  it('begins with the UTF-8 byte order mark, so spreadsheets read it as UTF-8', async () => {
    await submit('contact', { fullName: 'आशा राव' });
    const response = await get('/api/staff/submissions/contact/export.csv');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.toString('utf8')).toContain('आशा राव');
  });
});

describe('notes in the detail', () => {
  it('lists the notes, oldest first with their author, as the history does', async () => {
    const id = await submit('news');
    for (const note of ['Called her', 'She will send photos']) {
      const added = await server.app.inject({
        method: 'POST',
        url: `/api/staff/submissions/news/${id}/notes`,
        ...as(staff.token),
        payload: { note },
      });
      expect(added.statusCode).toBe(201);
    }
    const detail = (await get(`/api/staff/submissions/news/${id}`)).json().data;
    expect(detail.notes).toEqual([
      { id: expect.any(String), body: 'Called her', authorName: staff.name, createdAt: expect.any(String) },
      {
        id: expect.any(String),
        body: 'She will send photos',
        authorName: staff.name,
        createdAt: expect.any(String),
      },
    ]);
    expect(detail.history.map((item: { note?: string }) => item.note)).toEqual(
      detail.notes.map((note: { body: string }) => note.body),
    );
  });
});

describe('PATCH /api/staff/submissions/:kind/:id/fields', () => {
  const patch = (kind: string, id: string, fields: unknown, token = staff.token) =>
    server.app.inject({
      method: 'PATCH',
      url: `/api/staff/submissions/${kind}/${id}/fields`,
      ...as(token),
      payload: { fields },
    });

  it('corrects what the visitor typed, answers the record, and audits the field names only', async () => {
    const id = await submit('contactus');
    const response = await patch('contactus', id, { fullName: 'Asha R. Rao', email: 'Asha.New@Example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      fullName: 'Asha R. Rao',
      email: 'asha.new@example.org',
    });
    const [event] = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'record.corrected'));
    expect(event).toMatchObject({
      kind: 'contactus',
      recordId: id,
      actorId: staff.id,
      to: { fields: ['fullName', 'email'] },
    });
    expect(JSON.stringify(event)).not.toMatch(/asha/i);
  });

  it("checks each field with its public form's message, and refuses staff fields and unknown names", async () => {
    const id = await submit('contact');
    const bad = await patch('contact', id, { email: 'not-an-address', mobile: '12', status: 'closed' });
    expect(bad.statusCode).toBe(400);
    const { errors } = bad.json();
    expect(errors.map((error: { field: string }) => error.field)).toEqual(['email', 'mobile', 'status']);
    expect(errors[0].message).toBe('Please enter a valid email address');
    expect(errors[2].message).toMatch(/^status cannot be corrected here/);
    expect((await patch('contact', id, {})).statusCode).toBe(400);
    const registration = await registered(server);
    expect((await patch('event-registration', registration.id, { city: 'Mohali' })).json().data.city).toBe(
      'Mohali',
    );
    expect((await patch('contact', id, { fullName: 'X Y' }, server.accounts.user.token)).statusCode).toBe(
      403,
    );
    const visitor = await server.app.inject({
      method: 'PATCH',
      url: `/api/staff/submissions/contact/${id}/fields`,
      payload: { fields: { fullName: 'X Y' } },
    });
    expect(visitor.statusCode).toBe(401);
    expect(
      (await patch('contact', '00000000-0000-4000-8000-000000000000', { fullName: 'X Y' })).statusCode,
    ).toBe(404);
  });
});

it('covers every submission kind in the sort list of the client', () => {
  expect(Object.keys(staffSortColumns)).toHaveLength(submissionCases.length + 2);
});
