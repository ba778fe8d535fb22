import { messages } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema.js';
import { createToken } from '../src/lib/index.js';
import { bearer } from './support/accounts.js';
import { caseNamed, submissionCases } from './support/fixtures.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const adminGet = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: bearer(server.accounts.admin.token) });

async function submitMany(name: string, changes: Record<string, unknown>[]): Promise<string[]> {
  const kind = caseNamed(name);
  const ids: string[] = [];
  for (const change of changes) {
    const response = await server.app.inject({
      method: 'POST',
      url: kind.submit,
      payload: { ...kind.payload, ...change },
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().data.id);
  }
  return ids;
}

async function listed(
  url: string,
): Promise<{ data: Record<string, unknown>[]; pagination: Record<string, number> }> {
  const response = await adminGet(url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body;
}

const adminPaths = [
  ...submissionCases.flatMap((kind) => [
    { method: 'GET' as const, url: kind.list, payload: undefined },
    {
      method: 'PATCH' as const,
      url: `${kind.resource}/00000000-0000-4000-8000-000000000000/status`,
      payload: { status: kind.nextStatus },
    },
  ]),
  { method: 'GET' as const, url: '/api/newsletter/subscribers', payload: undefined },
];

describe.each(adminPaths)('$method $url is for admins only', ({ method, url, payload }) => {
  const send = (headers: Record<string, string>) => server.app.inject({ method, url, headers, payload });

  it('401 without a token, or with a token that is unknown, expired or revoked', async () => {
    const unknown = createToken().token;
    const expired = createToken();
    const revoked = createToken();
    await server.database.db.insert(authTokens).values([
      {
        tokenHash: expired.hash,
        userId: server.accounts.admin.id,
        expiresAt: new Date('2026-11-20T00:00:00Z'),
      },
      {
        tokenHash: revoked.hash,
        userId: server.accounts.admin.id,
        expiresAt: new Date('2027-01-01T00:00:00Z'),
        revokedAt: new Date('2026-11-20T00:00:00Z'),
      },
    ]);
    for (const headers of [
      {},
      bearer(unknown),
      bearer(expired.token),
      bearer(revoked.token),
      { authorization: 'Basic YTpi' },
    ]) {
      const response = await send(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.status[401] });
    }
  });

  it('403 for a signed-in user who is not an admin', async () => {
    const response = await send(bearer(server.accounts.user.token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: messages.status[403] });
  });

  it('allowed for an admin', async () => {
    const response = await send(bearer(server.accounts.admin.token));
    // The PATCH names no record: 404 shows it got past the check.
    expect(response.statusCode).toBe(method === 'GET' ? 200 : 404);
  });

  it('401 when the token was revoked after it was issued', async () => {
    await server.database.db
      .update(authTokens)
      .set({ revokedAt: new Date('2026-11-21T09:00:00Z') })
      .where(eq(authTokens.userId, server.accounts.admin.id));
    expect((await send(bearer(server.accounts.admin.token))).statusCode).toBe(401);
  });
});

describe.each(submissionCases)('GET $list', (kind) => {
  it('answers an empty page with the defaults', async () => {
    expect(await listed(kind.list)).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 10, total: 0, pages: 0 },
    });
  });

  it('pages newest first, 10 by default', async () => {
    const ids = await submitMany(
      kind.name,
      Array.from({ length: 12 }, () => ({})),
    );
    const first = await listed(kind.list);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.data.map((row) => row.id)).toEqual(ids.slice(2).reverse());
    const second = await listed(`${kind.list}?page=2`);
    expect(second.data.map((row) => row.id)).toEqual(ids.slice(0, 2).reverse());
    const small = await listed(`${kind.list}?page=3&limit=5`);
    expect(small.pagination).toEqual({ page: 3, limit: 5, total: 12, pages: 3 });
    expect(small.data.map((row) => row.id)).toEqual(ids.slice(0, 2).reverse());
    const beyond = await listed(`${kind.list}?page=9`);
    expect(beyond.data).toEqual([]);
  });

  it('shows whole records', async () => {
    await submitMany(kind.name, [{}]);
    const [row] = (await listed(kind.list)).data;
    expect(row).toMatchObject({ fullName: 'Asha Rao', status: kind.initialStatus });
    expect(row?.reference).toMatch(new RegExp(`^${kind.prefix}-`));
    expect(typeof row?.createdAt).toBe('string');
  });

  it('searches name, email and reference without regard to case', async () => {
    const [asha, ravi] = await submitMany(kind.name, [
      {},
      { fullName: 'Ravi Kumar', email: 'ravi@sample.net' },
    ]);
    const byName = await listed(`${kind.list}?search=ASHA`);
    expect(byName.data.map((row) => row.id)).toEqual([asha]);
    const byEmail = await listed(`${kind.list}?search=SAMPLE.NET`);
    expect(byEmail.data.map((row) => row.id)).toEqual([ravi]);
    const reference = byEmail.data[0]?.reference as string;
    const byReference = await listed(`${kind.list}?search=${reference.toLowerCase()}`);
    expect(byReference.data.map((row) => row.id)).toEqual([ravi]);
    expect((await listed(`${kind.list}?search=%25`)).data).toEqual([]);
    expect((await listed(`${kind.list}?search=`)).pagination.total).toBe(2);
  });

  it('filters by status', async () => {
    const [first] = await submitMany(kind.name, [{}, {}]);
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `${kind.resource}/${first}/status`,
      headers: bearer(server.accounts.admin.token),
      payload: { status: kind.nextStatus },
    });
    expect(patch.statusCode).toBe(200);
    const moved = await listed(`${kind.list}?status=${kind.nextStatus}`);
    expect(moved.data.map((row) => row.id)).toEqual([first]);
    expect((await listed(`${kind.list}?status=${kind.initialStatus}`)).pagination.total).toBe(1);
  });

  it('refuses a bad page, limit or status with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'limit=0', 'limit=101', 'limit=ten']) {
      const response = await adminGet(`${kind.list}?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      const field = query.split('=')[0];
      expect(body.errors).toEqual([
        { field, message: expect.stringContaining(field === 'page' ? 'Page' : 'Limit') },
      ]);
    }
    const status = await adminGet(`${kind.list}?status=lost`);
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toContain('Invalid status');
    expect((await adminGet(`${kind.list}?limit=100`)).statusCode).toBe(200);
  });
});

describe('filters of each list', () => {
  it('volunteers by expertise (one of the chosen)', async () => {
    const [teacher, both] = await submitMany('volunteer', [
      { expertise: ['Education'] },
      { expertise: ['Advocacy', 'Education'] },
      { expertise: ['Advocacy'] },
    ]);
    const found = await listed('/api/volunteer/all?expertise=Education');
    expect(found.data.map((row) => row.id)).toEqual([both, teacher]);
    expect((await adminGet('/api/volunteer/all?expertise=Juggling')).statusCode).toBe(400);
  });

  it('donations by type', async () => {
    const [monthly] = await submitMany('donation', [
      { donationType: 'Monthly' },
      { donationType: 'One-Time' },
    ]);
    const found = await listed('/api/donation/all?donationType=Monthly');
    expect(found.data.map((row) => row.id)).toEqual([monthly]);
  });

  it('contact-us by subject and priority', async () => {
    const [donation, other] = await submitMany('contactus', [{ subject: 'donation' }, { subject: 'other' }]);
    expect((await listed('/api/contactus/all?subject=donation')).data.map((row) => row.id)).toEqual([
      donation,
    ]);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/contactus/${other}/status`,
      headers: bearer(server.accounts.admin.token),
      payload: { priority: 'urgent' },
    });
    expect((await listed('/api/contactus/all?priority=urgent')).data.map((row) => row.id)).toEqual([other]);
    expect((await listed('/api/contactus/all?priority=medium')).data.map((row) => row.id)).toEqual([
      donation,
    ]);
    expect((await adminGet('/api/contactus/all?priority=whenever')).statusCode).toBe(400);
  });

  it('collaborations by area of interest and organization type', async () => {
    const [school, clinic] = await submitMany('partnership', [
      { areaOfInterest: 'Education' },
      { areaOfInterest: 'Healthcare & Rehabilitation' },
    ]);
    const byArea = await listed(
      `/api/collaborate/all?areaOfInterest=${encodeURIComponent('Healthcare & Rehabilitation')}`,
    );
    expect(byArea.data.map((row) => row.id)).toEqual([clinic]);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/collaborate/${school}/status`,
      headers: bearer(server.accounts.admin.token),
      payload: { organizationType: 'School' },
    });
    expect((await listed('/api/collaborate/all?organizationType=school')).data.map((row) => row.id)).toEqual([
      school,
    ]);
  });

  it('filters combine', async () => {
    const [match] = await submitMany('donation', [
      { donationType: 'Monthly' },
      { donationType: 'Monthly', fullName: 'Ravi Kumar', email: 'ravi@sample.net' },
      { donationType: 'One-Time' },
    ]);
    const found = await listed('/api/donation/all?donationType=Monthly&search=asha');
    expect(found.data.map((row) => row.id)).toEqual([match]);
  });
});
