import { messages, recordStatuses } from '@inclusion/forms';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.js';
import { caseNamed, submissionCases } from './support/fixtures.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

async function created(
  name: string,
  change: Record<string, unknown> = {},
): Promise<{ id: string; reference: string }> {
  const kind = caseNamed(name);
  const response = await server.app.inject({
    method: 'POST',
    url: kind.submit,
    payload: { ...kind.payload, ...change },
  });
  const { data } = response.json();
  return { id: data.id, reference: data[kind.referenceName] };
}

const patch = (url: string, payload: unknown) =>
  server.app.inject({
    method: 'PATCH',
    url,
    payload: payload as object,
    headers: bearer(server.accounts.admin.token),
  });

const allStatuses: Record<string, readonly string[]> = recordStatuses;

describe.each(submissionCases)('PATCH $resource/:id/status', (kind) => {
  it('moves the record to each status of its list and answers with the record', async () => {
    const { id, reference } = await created(kind.name);
    for (const status of allStatuses[kind.name] ?? []) {
      const response = await patch(`${kind.resource}/${id}/status`, { status });
      expect(response.statusCode, status).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: expect.any(String),
        data: { id, reference, status },
      });
      expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(body.data.createdAt));
    }
  });

  it('refuses a status outside its list with 400 and keeps the record as it was', async () => {
    const { id } = await created(kind.name);
    for (const status of ['archived', 'PENDING', '', 42]) {
      const response = await patch(`${kind.resource}/${id}/status`, { status });
      expect(response.statusCode, String(status)).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([{ field: 'status', message: expect.stringContaining('Invalid status') }]);
    }
    const [row] = (
      await server.app.inject({ method: 'GET', url: kind.list, headers: bearer(server.accounts.admin.token) })
    ).json().data;
    expect(row.status).toBe(kind.initialStatus);
  });

  it('answers 404 for an unknown id and for one that is not a uuid', async () => {
    for (const id of ['7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a', '12345', 'not-an-id']) {
      const response = await patch(`${kind.resource}/${id}/status`, { status: kind.nextStatus });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.status[404] });
    }
  });

  it('refuses an update with nothing in it', async () => {
    const { id } = await created(kind.name);
    const response = await patch(`${kind.resource}/${id}/status`, {
      reference: 'X',
      createdAt: '2000-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send at least one field to update');
  });

  it('never changes the fields the server owns', async () => {
    const { id, reference } = await created(kind.name);
    const response = await patch(`${kind.resource}/${id}/status`, {
      status: kind.nextStatus,
      id: '7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a',
      reference: 'HACKED',
      createdAt: '2000-01-01T00:00:00Z',
      fullName: 'Someone Else',
      email: 'else@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      reference,
      fullName: 'Asha Rao',
      email: 'Asha.Rao@example.org',
    });
    expect(response.json().data.createdAt.startsWith('2026-11-21')).toBe(true);
  });
});

describe('admin fields of each kind', () => {
  it('contact-us: priority, assignedTo, notes', async () => {
    const { id } = await created('contactus');
    const response = await patch(`/api/contactus/${id}/status`, {
      status: 'in-progress',
      priority: 'high',
      assignedTo: '  Meera ',
      notes: 'Called back',
    });
    expect(response.json().data).toMatchObject({
      status: 'in-progress',
      priority: 'high',
      assignedTo: 'Meera',
      notes: 'Called back',
    });
    const bad = await patch(`/api/contactus/${id}/status`, { priority: 'asap' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'priority', message: expect.stringContaining('low, medium, high, urgent') },
    ]);
  });

  it('contact: notes', async () => {
    const { id } = await created('contact');
    const response = await patch(`/api/contact/${id}/status`, {
      status: 'closed',
      notes: 'Answered by phone',
    });
    expect(response.json().data).toMatchObject({ status: 'closed', notes: 'Answered by phone' });
  });

  it('volunteer: availability, rejectionReason, reviewedBy, notes; an empty text clears a field', async () => {
    const { id } = await created('volunteer');
    const fields = {
      availability: 'Weekends',
      rejectionReason: 'None',
      reviewedBy: 'Meera',
      notes: 'Great fit',
    };
    const response = await patch(`/api/volunteer/${id}/status`, { status: 'active', ...fields });
    expect(response.json().data).toMatchObject({ status: 'active', ...fields });
    const cleared = await patch(`/api/volunteer/${id}/status`, { rejectionReason: '', notes: null });
    expect(cleared.json().data).toMatchObject({
      status: 'active',
      rejectionReason: null,
      notes: null,
      reviewedBy: 'Meera',
    });
  });

  it('internship: rejectionReason, reviewedBy, notes', async () => {
    const { id } = await created('internship');
    const response = await patch(`/api/intern/${id}/status`, {
      status: 'rejected',
      rejectionReason: 'Positions filled',
    });
    expect(response.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Positions filled' });
  });

  it('donation: paymentStatus from its list', async () => {
    const { id } = await created('donation');
    const response = await patch(`/api/donation/${id}/status`, {
      status: 'completed',
      paymentStatus: 'received',
    });
    expect(response.json().data).toMatchObject({
      status: 'completed',
      paymentStatus: 'received',
      donationAmount: 1500.5,
    });
    const bad = await patch(`/api/donation/${id}/status`, { paymentStatus: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid paymentStatus. Allowed values: pending, received, failed');
  });

  it('news: category, rejectionReason, reviewedBy', async () => {
    const { id } = await created('news');
    const response = await patch(`/api/news/${id}/status`, {
      status: 'approved',
      category: 'Accessibility',
      reviewedBy: 'Editor',
    });
    expect(response.json().data).toMatchObject({
      status: 'approved',
      category: 'Accessibility',
      reviewedBy: 'Editor',
    });
  });

  it('collaboration: every field of the spec, dates included', async () => {
    const { id } = await created('partnership');
    const response = await patch(`/api/collaborate/${id}/status`, {
      status: 'meeting-scheduled',
      organizationType: 'NGO',
      partnershipType: 'Programme',
      priority: 'high',
      declineReason: null,
      reviewedBy: 'Director',
      notes: 'Promising',
      meetingDate: '2026-12-01T10:30:00+05:30',
      partnershipStartDate: '2027-01-15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'meeting-scheduled',
      organizationType: 'NGO',
      partnershipType: 'Programme',
      priority: 'high',
      declineReason: null,
      reviewedBy: 'Director',
      notes: 'Promising',
      meetingDate: '2026-12-01T05:00:00.000Z',
      partnershipStartDate: '2027-01-15',
    });
    const bad = await patch(`/api/collaborate/${id}/status`, {
      meetingDate: 'next Tuesday',
      partnershipStartDate: '15/01/2027',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'meetingDate',
      'partnershipStartDate',
    ]);
  });

  it('refuses a text that is too long', async () => {
    const { id } = await created('volunteer');
    const response = await patch(`/api/volunteer/${id}/status`, { notes: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Notes must be at most 2000 characters');
  });
});
