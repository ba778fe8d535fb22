import { messages } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../src/db/schema.js';
import { hashToken } from '../src/lib/index.js';
import { bearer } from './support/accounts.js';
import { authCalls, newAccount } from './support/auth.js';
import { register } from './support/events.js';
import { publicUrl, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
const calls = authCalls(() => server.app);

const victim = 'victim@example.org';
const verifyInvalid =
  'This confirmation link is not valid or has expired. Sign in and ask for a new link from your account menu.';

/** The token of the confirmation link in the last mail to `to`. */
function mailedVerificationToken(to: string): string {
  const mail = server.mails.filter((sent) => sent.to === to).at(-1);
  const match = /\/verify-email\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link mailed to ${to}`);
  return match[1];
}

const signUpAs = async (email: string) => {
  const response = await calls.signupAndLogin({
    ...newAccount,
    name: `member-${server.mails.length}`,
    email,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; token: string; emailVerified: boolean };
};

const verify = (token: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const resend = (token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: token ? bearer(token) : {},
  });
const registrationsOf = (email: string, token: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/events/user-registrations?email=${encodeURIComponent(email)}`,
    headers: bearer(token),
  });

/** The victim registers for an event without an account: their mobile and disability answers. */
async function victimRegistration() {
  const response = await register(server, { email: victim, fullName: 'Victim Person' });
  expect(response.statusCode).toBe(201);
  const reference: string = response.json().registrationReference;
  const list = await server.app.inject({
    method: 'GET',
    url: `/api/events/user-registrations?email=${victim}`,
    headers: bearer(server.accounts.admin.token),
  });
  const id: string = list.json().data[0].id;
  return { id, reference };
}

describe('an address someone signed up with but has not proven', () => {
  it('matches none of the registrations made with it: no list, no cancel, no resend', async () => {
    const { id } = await victimRegistration();
    const attacker = await signUpAs(victim);

    const list = await registrationsOf(victim, attacker.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, data: [] });
    expect(list.body).not.toContain('Victim Person');

    const cancel = await server.app.inject({
      method: 'PATCH',
      url: `/api/events/registration/${id}/cancel`,
      payload: {},
      headers: bearer(attacker.token),
    });
    expect(cancel.statusCode).toBe(403);
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/events/registration/${id}/resend-confirmation`,
      headers: bearer(attacker.token),
    });
    expect(again.statusCode).toBe(403);
    const stored = await server.app.inject({
      method: 'GET',
      url: `/api/events/user-registrations?email=${victim}`,
      headers: bearer(server.accounts.admin.token),
    });
    expect(stored.json().data[0]).toMatchObject({ id, registrationStatus: 'pending' });
    expect(attacker.emailVerified).toBe(false);
  });

  it('still shows the registrations its holder made while signed in', async () => {
    const member = await signUpAs('new.member@example.org');
    const response = await register(server, { email: 'friend@example.org' }, bearer(member.token));
    expect(response.statusCode).toBe(201);
    const list = await registrationsOf('new.member@example.org', member.token);
    expect(list.json().data.map((row: { email: string }) => row.email)).toEqual(['friend@example.org']);
  });
});

describe('the confirmation link', () => {
  it('is mailed at signup, proves the address once, and then the registrations made with it match', async () => {
    await victimRegistration();
    const owner = await signUpAs(victim);
    const mail = server.mails.filter((sent) => sent.to === victim).at(-1);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const token = mailedVerificationToken(victim);
    expect(mail?.text).toContain(`${publicUrl}/verify-email?token=${token}`);
    expect(mail?.html).toContain(`${publicUrl}/verify-email?token=${token}`);
    expect(mail?.text).toContain('24 hours');

    // Stored as its hash only, valid for 24 hours, for the address it was sent to.
    const [row] = await server.database.db.select().from(emailVerifications);
    expect(row).toMatchObject({ tokenHash: hashToken(token), email: victim, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(24 * 3600 * 1000);

    const confirmed = await verify(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Thank you: your e-mail address is confirmed.',
    });

    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(owner.token),
    });
    expect(session.json().data).toMatchObject({ email: victim, emailVerified: true });
    const list = await registrationsOf(victim, owner.token);
    expect(list.json().data.map((registration: { fullName: string }) => registration.fullName)).toEqual([
      'Victim Person',
    ]);
    const login = await calls.login(victim, newAccount.password);
    expect(login.json().emailVerified).toBe(true);

    // Used up: it grants nothing again (an answer, not a second proof).
    const reused = await verify(token);
    expect(reused.json()).toEqual({ success: true, message: 'Your e-mail address is already confirmed.' });
  });

  it('is refused when unknown, expired, or mailed to an address the account no longer has', async () => {
    const invalid = {
      success: false,
      message: verifyInvalid,
      errors: [{ field: 'token', message: verifyInvalid }],
    };
    expect((await verify('not-a-token')).json()).toEqual(invalid);

    const expired = await signUpAs('late@example.org');
    const lateToken = mailedVerificationToken('late@example.org');
    await server.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(emailVerifications.userId, expired.id));
    const late = await verify(lateToken);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(invalid);

    const moved = await signUpAs('old@example.org');
    const oldToken = mailedVerificationToken('old@example.org');
    await server.database.db.update(users).set({ email: 'new@example.org' }).where(eq(users.id, moved.id));
    expect((await verify(oldToken)).json()).toEqual(invalid);

    for (const id of [expired.id, moved.id]) {
      const [account] = await server.database.db.select().from(users).where(eq(users.id, id));
      expect(account?.emailVerifiedAt).toBeNull();
    }
    const missing = await verify(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'token', message: messages.verifyEmail.tokenRequired }]);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('needs a sign-in', async () => {
    expect((await resend()).statusCode).toBe(401);
    expect((await resend('not-a-live-token')).statusCode).toBe(401);
  });

  it('mails a new link, at most three an hour for one account (the signup mail counts), honestly', async () => {
    const member = await signUpAs('asks.often@example.org');
    const first = await resend(member.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'We have sent a new link to your e-mail address. It works once, for 24 hours.',
    });
    expect((await resend(member.token)).statusCode).toBe(200);
    const mailsBefore = server.mails.length;
    const capped = await resend(member.token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      success: false,
      message:
        'We have already sent you several links in the last hour. Please use the newest one, or ask again later.',
    });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(server.mails.length).toBe(mailsBefore);
    expect(server.mails.filter((mail) => mail.to === 'asks.often@example.org')).toHaveLength(3);

    // Any of the links works; using one uses up the others.
    const newest = mailedVerificationToken('asks.often@example.org');
    expect((await verify(newest)).statusCode).toBe(200);
    const rows = await server.database.db.select().from(emailVerifications);
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('sends nothing for an address already confirmed, and says so', async () => {
    const response = await resend(server.accounts.user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your e-mail address is already confirmed.' });
    expect(server.mails).toEqual([]);
  });
});
