import { messages } from '@inclusion/forms';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations } from '../src/db/schema.js';
import { secretReferencePattern } from '../src/lib/index.js';
import { bearer } from './support/accounts.js';
import { convention, register, registrationPayload, workshop } from './support/events.js';
import { clockStart, foundationEmail, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
const service = messages.eventService;

const stored = () => server.database.db.select().from(eventRegistrations);
const storedCount = async () =>
  (await server.database.db.select({ n: count() }).from(eventRegistrations))[0]?.n;

async function refused(change: Record<string, unknown>) {
  const response = await register(server, change);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.message).toBe(body.errors.map((error: { message: string }) => error.message).join(', '));
  return body as { message: string; errors: { field: string; message: string }[] };
}

describe('POST /api/event/register', () => {
  it('answers 201 with a REG reference and a message with the date, time and place', async () => {
    const response = await register(server);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'registrationReference', 'success']);
    expect(body.success).toBe(true);
    // 80 random bits in four groups: the reference grants access to the registration.
    expect(body.registrationReference).toMatch(secretReferencePattern);
    expect(body.registrationReference).toMatch(/^REG(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    for (const part of [convention.title, convention.dateLabel, convention.time, convention.location]) {
      expect(body.message).toContain(part);
    }
    expect(body.message).toContain(body.registrationReference);
    expect(body.message).toMatch(/save it/);
  });

  it('stores the payload with the e-mail lower-cased and the server-owned fields set by the server', async () => {
    const response = await register(server, {
      email: '  Asha.Rao@Example.ORG ',
      eventId: workshop.id,
      eventTitle: 'A made-up title',
      registrationDate: '1999-01-01T00:00:00.000Z',
      registrationStatus: 'confirmed',
      notes: 'VIP',
      userId: '7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a',
      id: '7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a',
      reference: 'REG-HACKED',
      cancelReason: 'x',
      isAdmin: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({
      reference: response.json().registrationReference,
      eventId: workshop.id,
      eventTitle: workshop.title,
      fullName: 'Asha Rao',
      email: 'asha.rao@example.org',
      mobileNumber: '9876543210',
      city: 'Chandigarh',
      occupation: 'Teacher',
      organization: '',
      isPersonWithDisability: 'Yes',
      disabilityType: 'Visual Impairment',
      otherDisabilityText: null,
      registrationStatus: 'pending',
      notes: null,
      userId: null,
      cancelReason: null,
      cancelledAt: null,
    });
    expect(row?.id).not.toBe('7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a');
    expect(row?.registrationDate.getTime()).toBeGreaterThanOrEqual(clockStart.getTime());
    expect(row).not.toHaveProperty('isAdmin');
  });

  it('registers without the server-owned fields at all, and drops the disability fields a No does not ask for', async () => {
    const { eventTitle: _t, registrationDate: _d, registrationStatus: _s, ...bare } = registrationPayload();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/event/register',
      payload: { ...bare, isPersonWithDisability: 'No', otherDisabilityText: 'ignored' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({
      eventTitle: convention.title,
      isPersonWithDisability: 'No',
      disabilityType: null,
      otherDisabilityText: null,
      registrationStatus: 'pending',
    });
  });

  it.each([
    ['fullName', { fullName: '' }, messages.fullName.required],
    ['email', { email: undefined }, messages.email.required],
    ['email', { email: 'asha.example.org' }, service.emailInvalid],
    ['mobileNumber', { mobileNumber: ' ' }, messages.mobile.required],
    ['mobileNumber', { mobileNumber: '5876543210' }, service.mobileInvalid],
    ['isPersonWithDisability', { isPersonWithDisability: undefined }, service.disabilityStatusRequired],
    ['disabilityType', { disabilityType: null }, service.disabilityTypeRequired],
    [
      'otherDisabilityText',
      { disabilityType: 'Other (please specify)', otherDisabilityText: '' },
      service.otherDisabilityRequired,
    ],
    ['eventId', { eventId: undefined }, service.eventIdRequired],
  ])('%s: answers the service message for %j', async (field, change, message) => {
    expect(message).toBeTruthy();
    const body = await refused(change);
    expect(body.errors).toEqual([{ field, message }]);
    expect(await storedCount()).toBe(0);
    expect(server.mails).toEqual([]);
  });

  it('gives the spec words of the service', () => {
    expect([service.emailInvalid, service.mobileInvalid, service.disabilityStatusRequired]).toEqual([
      'Valid email address is required',
      'Valid 10-digit mobile number is required',
      'Disability status is required',
    ]);
    expect([
      service.disabilityTypeRequired,
      service.otherDisabilityRequired,
      service.eventIdRequired,
    ]).toEqual(['Disability type is required', 'Please specify the disability type', 'Event ID is required']);
  });

  it('lists every broken field in form order, joined with commas', async () => {
    const body = await refused({
      fullName: '',
      email: '',
      mobileNumber: '',
      isPersonWithDisability: '',
      eventId: null,
    });
    expect(body.message).toBe(
      'Full name is required, Email is required, Mobile number is required, Disability status is required, ' +
        'Event ID is required',
    );
  });

  it.each([3, 0, '1', 'abc'])('refuses the unknown event %j with 400', async (eventId) => {
    const body = await refused({ eventId });
    expect(body.errors).toEqual([{ field: 'eventId', message: service.eventIdUnknown }]);
  });

  it('lets the signed-in owner of a confirmed address take over a registration a stranger made with it', async () => {
    const stranger = (
      await register(server, { email: 'User@example.org', fullName: 'Not The Owner' })
    ).json();
    const owner = bearer(server.accounts.user.token);
    const taken = await register(server, { email: 'user@example.org', fullName: 'The Owner' }, owner);
    expect(taken.statusCode, taken.body).toBe(201);
    const reference = taken.json().registrationReference as string;
    expect(reference).not.toBe(stranger.registrationReference);
    const rows = await server.database.db.select().from(eventRegistrations);
    expect(rows.map((row) => [row.fullName, row.userId, row.reference])).toEqual([
      ['The Owner', server.accounts.user.id, reference],
    ]);
    // The stranger's reference no longer reaches it; the owner registering again is told so.
    const lookup = await server.app.inject({
      method: 'GET',
      url: `/api/events/registration/reference/${stranger.registrationReference as string}`,
    });
    expect(lookup.statusCode).toBe(404);
    expect((await register(server, { email: 'user@example.org' }, owner)).statusCode).toBe(409);
    // Nobody else takes a registration over: anonymous, or signed in with another address.
    expect((await register(server, { email: 'user@example.org' })).statusCode).toBe(409);
    expect(
      (await register(server, { email: 'user@example.org' }, bearer(server.accounts.admin.token))).statusCode,
    ).toBe(409);
  });

  it('refuses a second registration of the same e-mail, in another case, with 409 and stores nothing', async () => {
    expect((await register(server)).statusCode).toBe(201);
    server.mails.length = 0;
    const again = await register(server, { email: ' ASHA.RAO@example.org', fullName: 'Asha R.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'You are already registered for this event' });
    expect(await storedCount()).toBe(1);
    expect((await stored())[0]?.fullName).toBe('Asha Rao');
    expect(server.mails).toEqual([]);
  });

  it('lets the same e-mail register for the other event', async () => {
    expect((await register(server)).statusCode).toBe(201);
    expect((await register(server, { eventId: workshop.id })).statusCode).toBe(201);
    expect(await storedCount()).toBe(2);
  });

  it('stores one of two registrations sent at the same time', async () => {
    const answers = await Promise.all([
      register(server),
      register(server, { email: 'asha.rao@EXAMPLE.org' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedCount()).toBe(1);
  });

  it('mails the registration ID with the date, time and place, and a notice to the foundation', async () => {
    const reference = (await register(server)).json().registrationReference;
    expect(server.mails.map((mail) => mail.to).sort()).toEqual(
      ['asha.rao@example.org', foundationEmail].sort(),
    );
    const confirmation = server.mails.find((mail) => mail.to === 'asha.rao@example.org');
    for (const part of [reference, convention.dateLabel, convention.time, convention.location]) {
      expect(confirmation?.text).toContain(part);
    }
    const notice = server.mails.find((mail) => mail.to === foundationEmail);
    expect(notice?.text).toContain(reference);
    expect(notice?.text).toContain('Visual Impairment');
    expect(notice?.replyTo).toBe('asha.rao@example.org');
  });

  it('links the registration to the user of a live token, and ignores a dead one', async () => {
    await register(server, {}, bearer(server.accounts.user.token));
    await register(server, { eventId: workshop.id }, bearer('not-a-live-token'));
    const rows = await stored();
    expect(rows.find((row) => row.eventId === convention.id)?.userId).toBe(server.accounts.user.id);
    expect(rows.find((row) => row.eventId === workshop.id)?.userId).toBeNull();
  });
});

describe('POST /api/events/check-registration', () => {
  const check = (payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/events/check-registration', payload, headers });
  const owner = () => bearer(server.accounts.user.token);
  const holding = (reference: string) => ({ 'x-registration-reference': reference });

  it('tells nobody without a proof whether an address is registered: 401, the same for every address', async () => {
    await register(server);
    const answers = [];
    for (const email of ['asha.rao@example.org', 'someone@example.org']) {
      const response = await check({ email, eventId: convention.id });
      expect(response.statusCode).toBe(401);
      answers.push(response.body);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).not.toContain('isRegistered');
  });

  it("answers the signed-in owner of a confirmed address about it, whatever its case, and refuses another's", async () => {
    await register(server, { email: 'user@example.org' });
    for (const email of ['user@example.org', ' User@EXAMPLE.org ']) {
      const response = await check({ email, eventId: convention.id }, owner());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isRegistered: true });
    }
    const elsewhere = await check({ email: 'user@example.org', eventId: workshop.id }, owner());
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({
      success: false,
      isRegistered: false,
      message: expect.any(String),
    });
    await register(server);
    const another = await check({ email: 'asha.rao@example.org', eventId: convention.id }, owner());
    expect(another.statusCode).toBe(403);
    expect(another.body).not.toContain('isRegistered');
  });

  it('answers the holder of the reference about that registration only', async () => {
    const reference = (await register(server)).json().registrationReference as string;
    await register(server, { email: 'other@example.org' });
    const mine = await check({ email: 'Asha.Rao@example.org', eventId: convention.id }, holding(reference));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ isRegistered: true });
    // The reference proves one registration: not another address's, nor the other event.
    for (const payload of [
      { email: 'other@example.org', eventId: convention.id },
      { email: 'asha.rao@example.org', eventId: workshop.id },
    ]) {
      expect((await check(payload, holding(reference))).statusCode, JSON.stringify(payload)).toBe(404);
    }
    expect(
      (
        await check(
          { email: 'asha.rao@example.org', eventId: convention.id },
          holding('REG-0000-0000-0000-0000'),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers 400 for an unknown event, a missing event or a bad e-mail', async () => {
    const cases: [object, string, string][] = [
      [{ email: 'asha.rao@example.org', eventId: 9 }, 'eventId', service.eventIdUnknown],
      [{ email: 'asha.rao@example.org' }, 'eventId', service.eventIdRequired],
      [{ email: 'nope', eventId: 1 }, 'email', service.emailInvalid],
      [{ eventId: 1 }, 'email', messages.email.required],
    ];
    for (const [payload, field, message] of cases) {
      const response = await check(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, message, errors: [{ field, message }] });
    }
  });
});

describe('GET /api/events/registration/reference/:reference', () => {
  it('answers that one registration, without staff fields, to anyone holding the reference', async () => {
    const reference = (await register(server)).json().registrationReference as string;
    await register(server, { email: 'other@example.org' });
    for (const asked of [reference, reference.toLowerCase()]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/events/registration/reference/${asked}`,
      });
      expect(response.statusCode).toBe(200);
      const { success, data } = response.json();
      expect(success).toBe(true);
      expect(data).toMatchObject({
        reference,
        email: 'asha.rao@example.org',
        eventId: convention.id,
        eventTitle: convention.title,
        registrationStatus: 'pending',
      });
      expect(data).not.toHaveProperty('notes');
      expect(data).not.toHaveProperty('userId');
    }
  });

  it('answers 404 for an unknown reference', async () => {
    await register(server);
    for (const reference of ['REG-20261121-AAAAAA', 'anything']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/events/registration/reference/${reference}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.status[404] });
    }
  });
});

describe('with a mailer that fails', () => {
  const failing = setupTestServer({
    mailer: {
      send: async () => {
        throw new Error('SMTP is down');
      },
    },
  });

  it('still answers 201 and keeps the registration', async () => {
    const response = await register(failing);
    expect(response.statusCode, response.body).toBe(201);
    const rows = await failing.database.db.select().from(eventRegistrations);
    expect(rows.map((row) => row.reference)).toEqual([response.json().registrationReference]);
  });
});
