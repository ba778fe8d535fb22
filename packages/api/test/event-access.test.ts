import { messages } from '@inclusion/forms';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.js';
import { convention, register, registered, workshop } from './support/events.js';
import { foundationEmail, setupTestServer } from './support/test-app.js';

const server = setupTestServer();

/** A registration made with the test user's own e-mail address, and one of a stranger. */
async function usersAndStrangers() {
  const own = await registered(server, { email: server.accounts.user.email.toUpperCase() });
  const stranger = await registered(server, { email: 'stranger@example.org' });
  return { own, stranger };
}

const userRegistrations = (email: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/api/events/user-registrations?email=${encodeURIComponent(email)}`,
    headers,
  });

const cancel = (id: string, headers: Record<string, string>, payload: object = {}) =>
  server.app.inject({ method: 'PATCH', url: `/api/events/registration/${id}/cancel`, payload, headers });

const resend = (id: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: `/api/events/registration/${id}/resend-confirmation`, headers });

const holder = (reference: string) => ({ 'x-registration-reference': reference });

describe('GET /api/events/user-registrations', () => {
  it('answers the signed-in user their own registrations, newest first, without staff fields', async () => {
    const { own } = await usersAndStrangers();
    const second = await registered(server, { email: server.accounts.user.email, eventId: workshop.id });
    const response = await userRegistrations(
      server.accounts.user.email.toUpperCase(),
      bearer(server.accounts.user.token),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((row: { reference: string }) => row.reference)).toEqual([
      second.reference,
      own.reference,
    ]);
    expect(body.data[0]).not.toHaveProperty('notes');
    expect(body.data[0]).not.toHaveProperty('userId');
  });

  it('answers the admin anyone’s registrations', async () => {
    const { stranger } = await usersAndStrangers();
    const response = await userRegistrations('stranger@example.org', bearer(server.accounts.admin.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { id: string }) => row.id)).toEqual([stranger.id]);
    const none = await userRegistrations('nobody@example.org', bearer(server.accounts.admin.token));
    expect(none.json()).toEqual({ success: true, data: [] });
  });

  it('answers 401 without a live token and 403 to a user asking for another address', async () => {
    await usersAndStrangers();
    for (const headers of [{}, bearer('not-a-live-token')]) {
      const response = await userRegistrations(server.accounts.user.email, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.status[401] });
    }
    const response = await userRegistrations('stranger@example.org', bearer(server.accounts.user.token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: messages.status[403] });
  });

  it('answers the account’s own without an e-mail, and 400 for a malformed one', async () => {
    const { own } = await usersAndStrangers();
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/events/user-registrations',
      headers: bearer(server.accounts.user.token),
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().data.map((row: { id: string }) => row.id)).toEqual([own.id]);
    const malformed = await userRegistrations('not-an-address', bearer(server.accounts.admin.token));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(messages.eventService.emailInvalid);
  });
});

describe('PATCH /api/events/registration/:id/cancel', () => {
  it('lets the admin cancel, with the reason and the time of the call', async () => {
    const { stranger } = await usersAndStrangers();
    const response = await cancel(stranger.id, bearer(server.accounts.admin.token), {
      reason: ' Cannot travel ',
      cancelledAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { id: stranger.id, registrationStatus: 'cancelled', cancelReason: 'Cannot travel' },
    });
    expect(body.data.cancelledAt.startsWith('2026-11-21')).toBe(true);
  });

  it('lets the signed-in user whose e-mail it is cancel it', async () => {
    const { own } = await usersAndStrangers();
    const response = await cancel(own.id, bearer(server.accounts.user.token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ registrationStatus: 'cancelled', cancelReason: null });
  });

  it('lets the user who registered while signed in cancel it, whatever its e-mail', async () => {
    const reference = (
      await register(server, { email: 'friend@example.org' }, bearer(server.accounts.user.token))
    ).json().registrationReference;
    const { id } = (
      await server.app.inject({ method: 'GET', url: `/api/events/registration/reference/${reference}` })
    ).json().data;
    expect((await cancel(id, bearer(server.accounts.user.token))).statusCode).toBe(200);
  });

  it('lets the holder of the reference cancel it, in any case, without signing in', async () => {
    const { stranger } = await usersAndStrangers();
    const response = await cancel(stranger.id, holder(` ${stranger.reference.toLowerCase()} `), {
      reason: 'Ill',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ registrationStatus: 'cancelled', cancelReason: 'Ill' });
  });

  it('refuses a stranger with 403 and leaves the registration as it was', async () => {
    const { own, stranger } = await usersAndStrangers();
    for (const headers of [
      bearer(server.accounts.user.token),
      holder(own.reference),
      holder('REG-20261121-AAAAAA'),
      holder('REG-AAAA-AAAA-AAAA-AAAA'),
      { ...bearer('not-a-live-token'), ...holder(own.reference) },
    ]) {
      const response = await cancel(stranger.id, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ success: false, message: messages.status[403] });
    }
    const lookup = await server.app.inject({
      method: 'GET',
      url: `/api/events/registration/reference/${stranger.reference}`,
    });
    expect(lookup.json().data).toMatchObject({ registrationStatus: 'pending', cancelledAt: null });
  });

  it('answers 401 with no credential and 404 for an unknown registration', async () => {
    const { stranger } = await usersAndStrangers();
    for (const headers of [{}, bearer('not-a-live-token')]) {
      expect((await cancel(stranger.id, headers)).statusCode).toBe(401);
    }
    for (const id of ['7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a', 'nope']) {
      const response = await cancel(id, bearer(server.accounts.admin.token));
      expect(response.statusCode).toBe(404);
    }
  });

  it('keeps the first cancellation, and refuses to cancel an attended registration', async () => {
    const { own, stranger } = await usersAndStrangers();
    const first = (await cancel(own.id, holder(own.reference), { reason: 'First' })).json().data;
    const second = await cancel(own.id, holder(own.reference), { reason: 'Second' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ cancelReason: 'First', cancelledAt: first.cancelledAt });

    await server.app.inject({
      method: 'PATCH',
      url: `/api/events/registration/${stranger.id}/status`,
      payload: { registrationStatus: 'attended' },
      headers: bearer(server.accounts.admin.token),
    });
    const attended = await cancel(stranger.id, bearer(server.accounts.admin.token));
    expect(attended.statusCode).toBe(409);
    expect(attended.json().success).toBe(false);
  });
});

describe('POST /api/events/registration/:id/resend-confirmation', () => {
  const confirmationsTo = (address: string) => server.mails.filter((mail) => mail.to === address);

  it('mails the confirmation again, with the registration ID, date, time and place, for the admin, the owner and the reference holder', async () => {
    const { own } = await usersAndStrangers();
    server.mails.length = 0;
    for (const headers of [
      bearer(server.accounts.admin.token),
      bearer(server.accounts.user.token),
      holder(own.reference),
    ]) {
      const response = await resend(own.id, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    }
    const mails = confirmationsTo(server.accounts.user.email);
    expect(mails).toHaveLength(3);
    for (const part of [own.reference, convention.dateLabel, convention.time, convention.location]) {
      expect(mails[0]?.text).toContain(part);
    }
    expect(confirmationsTo(foundationEmail)).toEqual([]);
  });

  it('refuses a stranger with 403, no credential with 401, an unknown id with 404, and sends nothing', async () => {
    const { own, stranger } = await usersAndStrangers();
    server.mails.length = 0;
    expect((await resend(stranger.id, bearer(server.accounts.user.token))).statusCode).toBe(403);
    expect((await resend(stranger.id, holder(own.reference))).statusCode).toBe(403);
    expect((await resend(stranger.id, {})).statusCode).toBe(401);
    expect((await resend('7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a', holder(own.reference))).statusCode).toBe(
      404,
    );
    expect(server.mails).toEqual([]);
  });

  it('sends nothing for a cancelled registration', async () => {
    const { own } = await usersAndStrangers();
    await cancel(own.id, holder(own.reference));
    server.mails.length = 0;
    const response = await resend(own.id, holder(own.reference));
    expect(response.statusCode).toBe(409);
    expect(server.mails).toEqual([]);
  });
});

describe('registering again after cancelling', () => {
  const check = (email: string, eventId: number, reference: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/events/check-registration',
      payload: { email, eventId },
      headers: holder(reference),
    });

  it('is allowed: the same record is pending again under a new reference, without the cancellation', async () => {
    const { stranger } = await usersAndStrangers();
    expect((await cancel(stranger.id, holder(stranger.reference), { reason: 'Ill' })).statusCode).toBe(200);
    expect((await check('stranger@example.org', convention.id, stranger.reference)).statusCode).toBe(404);

    const again = await register(server, { email: 'Stranger@Example.org', fullName: 'Stranger Again' });
    expect(again.statusCode, again.body).toBe(201);
    const { registrationReference } = again.json();
    expect(registrationReference).not.toBe(stranger.reference);
    const lookup = await server.app.inject({
      method: 'GET',
      url: `/api/events/registration/reference/${registrationReference}`,
    });
    expect(lookup.json().data).toMatchObject({
      id: stranger.id,
      fullName: 'Stranger Again',
      registrationStatus: 'pending',
    });
    expect(lookup.json().data.cancelReason ?? null).toBeNull();
    expect((await check('stranger@example.org', convention.id, registrationReference)).json()).toEqual({
      isRegistered: true,
    });
  });

  it('is still a 409 while the first registration stands', async () => {
    await usersAndStrangers();
    const again = await register(server, { email: 'stranger@example.org' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'You are already registered for this event' });
  });
});
