import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResetPasswordInput } from '../schemas/index.js';
import { createApiClient, type ApiClient } from './api-client.js';
import { startServer, type TestServer } from '../test-support/http-server.js';
import { registration } from '../test-support/fixtures.js';

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startServer();
  client = createApiClient({ baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

const signup = {
  name: 'Asha Rao',
  email: 'asha@example.org',
  phoneNumber: '9876543210',
  password: 'Secret123',
};
const person = { fullName: 'Asha Rao', email: 'asha@example.org', mobile: '9876543210' };
const contact = { ...person, message: 'Hello there!' };

/** `METHOD /url` → the call that must produce it. */
const routes: Record<string, () => Promise<unknown>> = {
  'POST /auth/signup': () => client.auth.signup(signup),
  'POST /auth/login': () => client.auth.login({ email: 'a@b.org', password: 'Pw12345678' }),
  'POST /auth/logout': () => client.auth.logout(),
  'POST /auth/forgot-password': () => client.auth.forgotPassword({ email: 'a@b.org' }),
  'POST /auth/reset-password': () => client.auth.resetPassword({ token: 't', password: 'Pw12345678' }),
  'POST /auth/verify-email': () => client.auth.verifyEmail({ token: 't' }),
  'POST /auth/resend-verification': () => client.auth.resendVerification(),
  'POST /contact/submit': () => client.contact.submit(contact),
  'GET /contact/all?page=1&limit=10': () => client.contact.list(),
  'PATCH /contact/c1/status': () => client.contact.updateStatus('c1', { status: 'resolved' }),
  'POST /newsletter/subscribe': () => client.newsletter.subscribe({ email: 'a@b.org' }),
  'GET /newsletter/unsubscribe/t%2F1%20x': () => client.newsletter.unsubscribe('t/1 x'),
  'GET /newsletter/subscribers?page=1&limit=10&status=active': () =>
    client.newsletter.list({ status: 'active' }),
  'POST /volunteer/register': () =>
    client.volunteer.register({ ...person, expertise: [], howToHelp: 'Mentoring' }),
  'GET /volunteer/all?page=3&limit=25&expertise=Education': () =>
    client.volunteer.list({ page: 3, limit: 25, expertise: 'Education', status: '', search: undefined }),
  'PATCH /volunteer/7/status': () => client.volunteer.updateStatus(7, { status: 'approved' }),
  'POST /intern/apply': () =>
    client.intern.apply({ ...person, internshipArea: 'Social Media', motivation: 'Why' }),
  'GET /intern/all?page=1&limit=10&search=asha': () => client.intern.list({ search: 'asha' }),
  'PATCH /intern/i1/status': () => client.intern.updateStatus('i1', { status: 'rejected' }),
  'POST /donation/submit': () =>
    client.donation.submit({ ...person, donationAmount: 5, donationType: 'Monthly' }),
  'GET /donation/all?page=1&limit=10&donationType=One-Time': () =>
    client.donation.list({ donationType: 'One-Time' }),
  'PATCH /donation/d1/status': () => client.donation.updateStatus('d1', { paymentStatus: 'received' }),
  'POST /news/submit': () =>
    client.news.submit({ fullName: 'A B', email: 'a@b.org', newsUpdate: 'Library opened' }),
  'GET /news/submissions?page=1&limit=10&status=pending': () => client.news.list({ status: 'pending' }),
  'PATCH /news/n1/status': () => client.news.updateStatus('n1', { category: 'events' }),
  'POST /contactus/submit': () => client.contactUs.submit({ ...contact, subject: 'other' }),
  'GET /contactus/all?page=1&limit=10&subject=donation&priority=high': () =>
    client.contactUs.list({ subject: 'donation', priority: 'high' }),
  'PATCH /contactus/u1/status': () => client.contactUs.updateStatus('u1', { assignedTo: 'Ravi' }),
  'POST /collaborate/submit': () =>
    client.collaborate.submit({ ...person, organizationName: 'Org', areaOfInterest: 'Other' }),
  'GET /collaborate/all?page=1&limit=10&organizationType=NGO&areaOfInterest=Healthcare+%26+Rehabilitation':
    () => client.collaborate.list({ organizationType: 'NGO', areaOfInterest: 'Healthcare & Rehabilitation' }),
  'PATCH /collaborate/k1/status': () => client.collaborate.updateStatus('k1', { meetingDate: '2025-10-01' }),
  'POST /event/register': () => client.events.register(registration),
  'GET /events/registration/reference': () => client.events.getByReference('REG-7F3K-9QXM-2HJD-8PRT'),
  'GET /events/registrations?page=1&limit=10&eventId=2&registrationStatus=pending': () =>
    client.events.list({ eventId: 2, registrationStatus: 'pending' }),
  'GET /events/2/stats': () => client.events.stats(2),
  'GET /events/user-registrations': () => client.events.userRegistrations('Asha@Example.org'),
  'POST /events/registration/r%201/resend-confirmation': () => client.events.resendConfirmation('r 1'),
  'GET /health': () => client.health(),
};

describe('routes (spec section 7)', () => {
  it.each(Object.entries(routes))('%s', async (route, call) => {
    await expect(call()).resolves.toEqual({ success: true });
    const [method, url] = route.split(' ');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, url });
  });

  it('keeps references and e-mail addresses out of URLs: they go in headers', async () => {
    await client.events.getByReference(' REG-7F3K-9QXM-2HJD-8PRT ');
    await client.events.userRegistrations(' Asha@Example.org ');
    await client.events.userRegistrations();
    const [lookup, byEmail, own] = server.requests;
    expect(lookup).toMatchObject({ url: '/events/registration/reference' });
    expect(lookup?.headers['x-registration-reference']).toBe('REG-7F3K-9QXM-2HJD-8PRT');
    expect(byEmail).toMatchObject({ url: '/events/user-registrations' });
    expect(byEmail?.headers['x-registration-email']).toBe('asha@example.org');
    expect(own?.headers['x-registration-email']).toBeUndefined();
    for (const request of server.requests) expect(request.url).not.toMatch(/REG-|asha|%40/i);
  });

  it('stamps the event status update and the cancellation with the time of the call', async () => {
    await client.events.updateStatus('r1', { registrationStatus: 'confirmed' });
    await client.events.cancel('r1', { reason: 'Cannot attend' });
    await client.events.cancel('r1', { cancelledAt: '2025-09-01T00:00:00.000Z' });
    const [status, cancel, preset] = server.requests;
    expect(status).toMatchObject({ method: 'PATCH', url: '/events/registration/r1/status' });
    expect(JSON.parse(status?.body ?? '')).toEqual({
      registrationStatus: 'confirmed',
      updatedAt: expect.any(String),
    });
    expect(cancel).toMatchObject({ method: 'PATCH', url: '/events/registration/r1/cancel' });
    const cancelBody = JSON.parse(cancel?.body ?? '') as { cancelledAt: string };
    expect(Date.parse(cancelBody.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.parse(preset?.body ?? '')).toMatchObject({ cancelledAt: '2025-09-01T00:00:00.000Z' });
  });

  it('sends a submission body as given', async () => {
    await client.donation.submit({
      ...person,
      donationAmount: 1500,
      donationType: 'One-Time',
      message: 'For books',
    });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      ...person,
      donationAmount: 1500,
      donationType: 'One-Time',
      message: 'For books',
    });
  });

  it('sends only the credentials for sign-in and password reset', async () => {
    // Whole form values, as the hooks pass them: the extra fields stay out of the body.
    const signInValues = { email: 'a@b.org', password: 'Secret123', remember: true };
    const resetValues: ResetPasswordInput = {
      token: 't1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    await client.auth.login(signInValues);
    await client.auth.resetPassword(resetValues);
    await client.auth.verifyEmail({ token: 't2', extra: 'x' } as { token: string });
    const [login, reset, verify] = server.requests.map((r) => JSON.parse(r.body) as unknown);
    expect(login).toEqual({ email: 'a@b.org', password: 'Secret123' });
    expect(reset).toEqual({ token: 't1', password: 'Secret123' });
    expect(verify).toEqual({ token: 't2' });
    // The token travels in the body only, never in the URL.
    expect(server.requests[2]?.url).toBe('/auth/verify-email');
  });
});
