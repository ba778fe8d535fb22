import { messages } from '@inclusion/forms';
import { describe, expect, it } from 'vitest';
import { recordStatuses } from '@inclusion/forms';

const eventRegistrationStatuses = recordStatuses['event-registration'];
import { bearer } from './support/accounts.js';
import { convention, registered, workshop } from './support/events.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const adminGet = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: bearer(server.accounts.admin.token) });

const patchStatus = (id: string, payload: object) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/events/registration/${id}/status`,
    payload,
    headers: bearer(server.accounts.admin.token),
  });

async function listed(query: string) {
  const response = await adminGet(`/api/events/registrations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body as {
    data: { reference: string; fullName: string; email: string; eventId: number }[];
    pagination: { page: number; limit: number; total: number; pages: number };
  };
}

/** Three registrations, oldest first: Asha (event 1), Ravi (event 1), Meena (event 2). */
async function threeRegistrations() {
  const asha = await registered(server);
  const ravi = await registered(server, { fullName: 'Ravi Kumar', email: 'ravi@example.net' });
  const meena = await registered(server, {
    fullName: 'Meena Das',
    email: 'meena@example.com',
    eventId: workshop.id,
  });
  return { asha, ravi, meena };
}

describe.each([
  { method: 'GET' as const, url: '/api/events/registrations', payload: undefined },
  { method: 'GET' as const, url: `/api/events/${convention.id}/stats`, payload: undefined },
  {
    method: 'PATCH' as const,
    url: '/api/events/registration/00000000-0000-4000-8000-000000000000/status',
    payload: { registrationStatus: 'confirmed' },
  },
])('$method $url is for admins only', ({ method, url, payload }) => {
  it('answers 401 without a token or with a dead one, 403 with a user token', async () => {
    for (const headers of [{}, bearer('not-a-live-token')]) {
      const response = await server.app.inject({ method, url, payload, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.status[401] });
    }
    const response = await server.app.inject({
      method,
      url,
      payload,
      headers: bearer(server.accounts.user.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: messages.status[403] });
  });
});

describe('GET /api/events/registrations', () => {
  it('lists newest first with the default page of 10', async () => {
    const { asha, ravi, meena } = await threeRegistrations();
    const body = await listed('');
    expect(body.data.map((row) => row.reference)).toEqual([meena.reference, ravi.reference, asha.reference]);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(body.data[0]).toMatchObject({ id: meena.id, registrationStatus: 'pending', notes: null });
  });

  it('pages through the list', async () => {
    const { asha, ravi, meena } = await threeRegistrations();
    const first = await listed('?page=1&limit=2');
    expect(first.data.map((row) => row.reference)).toEqual([meena.reference, ravi.reference]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = await listed('?page=2&limit=2');
    expect(second.data.map((row) => row.reference)).toEqual([asha.reference]);
    expect((await listed('?page=3&limit=2')).data).toEqual([]);
    expect((await listed('?limit=100')).pagination.limit).toBe(100);
  });

  it('refuses a limit over 100, a page of 0 and a value outside a list with 400', async () => {
    for (const query of ['?limit=101', '?page=0', '?eventId=3', '?registrationStatus=archived']) {
      const response = await adminGet(`/api/events/registrations${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('filters by event', async () => {
    const { asha, ravi, meena } = await threeRegistrations();
    expect((await listed(`?eventId=${convention.id}`)).data.map((row) => row.reference)).toEqual([
      ravi.reference,
      asha.reference,
    ]);
    const second = await listed(`?eventId=${workshop.id}`);
    expect(second.data.map((row) => row.reference)).toEqual([meena.reference]);
    expect(second.pagination.total).toBe(1);
  });

  it('filters by status', async () => {
    const { asha, ravi } = await threeRegistrations();
    await patchStatus(ravi.id, { registrationStatus: 'confirmed' });
    expect((await listed('?registrationStatus=confirmed')).data.map((row) => row.reference)).toEqual([
      ravi.reference,
    ]);
    expect((await listed('?registrationStatus=pending&eventId=1')).data.map((row) => row.reference)).toEqual([
      asha.reference,
    ]);
    expect((await listed('?registrationStatus=attended')).pagination.total).toBe(0);
  });

  it('searches the name, the e-mail and the reference without regard to case', async () => {
    const { asha, ravi, meena } = await threeRegistrations();
    const found = async (search: string) =>
      (await listed(`?search=${encodeURIComponent(search)}`)).data.map((row) => row.reference);
    expect(await found('RAVI k')).toEqual([ravi.reference]);
    expect(await found('EXAMPLE.COM')).toEqual([meena.reference]);
    expect(await found(asha.reference.toLowerCase())).toEqual([asha.reference]);
    expect(await found('nobody')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });
});

describe('GET /api/events/:eventId/stats', () => {
  it('counts the registrations of one event by status, with the total', async () => {
    const { asha, ravi } = await threeRegistrations();
    await patchStatus(asha.id, { registrationStatus: 'confirmed' });
    await registered(server, { email: 'fourth@example.org' });
    await patchStatus(ravi.id, { registrationStatus: 'cancelled' });
    const response = await adminGet(`/api/events/${convention.id}/stats`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        eventId: convention.id,
        eventTitle: convention.title,
        total: 3,
        byStatus: { pending: 1, confirmed: 1, cancelled: 1, attended: 0 },
      },
    });
    const other = (await adminGet(`/api/events/${workshop.id}/stats`)).json().data;
    expect(other).toMatchObject({ total: 1, byStatus: { pending: 1, confirmed: 0 } });
  });

  it('answers zeros for an event nobody registered for', async () => {
    const response = await adminGet(`/api/events/${workshop.id}/stats`);
    expect(response.json().data).toEqual({
      eventId: workshop.id,
      eventTitle: workshop.title,
      total: 0,
      byStatus: { pending: 0, confirmed: 0, cancelled: 0, attended: 0 },
    });
  });

  it('answers 404 for an id that names none of the events', async () => {
    for (const eventId of ['3', '0', 'abc', '1.5']) {
      const response = await adminGet(`/api/events/${eventId}/stats`);
      expect(response.statusCode, eventId).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.status[404] });
    }
  });
});

describe('PATCH /api/events/registration/:id/status', () => {
  it('moves a registration through every status and answers with the record', async () => {
    const { id, reference } = await registered(server);
    for (const registrationStatus of eventRegistrationStatuses) {
      const response = await patchStatus(id, { registrationStatus });
      expect(response.statusCode, registrationStatus).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: expect.any(String),
        data: { id, reference, registrationStatus },
      });
      expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(body.data.createdAt));
    }
  });

  it('keeps notes, ignores the client updatedAt and the server-owned fields', async () => {
    const { id, reference } = await registered(server);
    const response = await patchStatus(id, {
      registrationStatus: 'confirmed',
      notes: '  Needs a sign language interpreter ',
      updatedAt: '2000-01-01T00:00:00.000Z',
      reference: 'REG-HACKED',
      email: 'else@example.org',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      reference,
      email: 'asha.rao@example.org',
      notes: 'Needs a sign language interpreter',
    });
    expect(data.updatedAt.startsWith('2026-11-21')).toBe(true);
    const cleared = await patchStatus(id, { registrationStatus: 'confirmed', notes: '' });
    expect(cleared.json().data.notes).toBeNull();
  });

  it('sets the cancellation time when staff cancel, and clears it when they restore', async () => {
    const { id } = await registered(server);
    const cancelled = (await patchStatus(id, { registrationStatus: 'cancelled' })).json().data;
    expect(cancelled.cancelledAt).toEqual(expect.stringMatching(/^2026-11-21T/));
    const again = (await patchStatus(id, { registrationStatus: 'cancelled' })).json().data;
    expect(again.cancelledAt).toBe(cancelled.cancelledAt);
    const restored = (await patchStatus(id, { registrationStatus: 'pending' })).json().data;
    expect(restored).toMatchObject({ registrationStatus: 'pending', cancelledAt: null, cancelReason: null });
  });

  it('refuses a status outside the list with 400 and keeps the record', async () => {
    const { id } = await registered(server);
    for (const registrationStatus of ['archived', 'PENDING', '', 42, undefined]) {
      const response = await patchStatus(id, { registrationStatus, notes: 'x' });
      expect(response.statusCode, String(registrationStatus)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: [{ field: 'registrationStatus', message: expect.stringContaining('pending, confirmed') }],
      });
    }
    const [row] = (await listed('')).data as unknown as { registrationStatus: string; notes: null }[];
    expect(row).toMatchObject({ registrationStatus: 'pending', notes: null });
  });

  it('answers 404 for an unknown id and for one that is not a uuid', async () => {
    for (const id of ['7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a', '12345']) {
      const response = await patchStatus(id, { registrationStatus: 'confirmed' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.status[404] });
    }
  });
});
