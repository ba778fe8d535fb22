import { messages } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '../src/db/schema.js';
import { hashToken } from '../src/lib/index.js';
import { testPassword } from './support/accounts.js';
import { authCalls, authTestEnv, resetTokenIn } from './support/auth.js';
import { clockStart, publicUrl, setupTestServer } from './support/test-app.js';

const server = setupTestServer({ env: authTestEnv });
const calls = authCalls(() => server.app);
const newPassword = 'Brand-New-Pass2';
const resetInvalid = 'This password reset link is not valid or has expired. Please request a new one.';
const invalidAnswer = {
  success: false,
  message: resetInvalid,
  errors: [{ field: 'token', message: resetInvalid }],
};

/** Asks for a link for the test user and returns the token of the mailed link. */
async function mailedToken(): Promise<string> {
  const response = await calls.forgot(server.accounts.user.email);
  expect(response.statusCode).toBe(200);
  return resetTokenIn(server.mails.at(-1)?.text);
}

describe('POST /auth/forgot-password', () => {
  it('answers known and unknown addresses alike, and mails a link only to a known one', async () => {
    const known = await calls.forgot('USER@example.org');
    const unknown = await calls.forgot('nobody@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for that address, we have sent a link to reset the password.',
    });
    expect(unknown.json()).toEqual(known.json());

    expect(server.mails.map((mail) => mail.to)).toEqual([server.accounts.user.email]);
    const [mail] = server.mails;
    const token = resetTokenIn(mail?.text);
    expect(mail?.text).toContain(`${publicUrl}/reset-password?token=${token}`);
    expect(mail?.html).toContain(`${publicUrl}/reset-password?token=${token}`);
    expect(mail?.text).toContain('one hour');

    // Stored as its hash only, valid for one hour.
    const [row, ...others] = await server.database.db.select().from(passwordResets);
    expect(others).toEqual([]);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60 * 60 * 1000);
  });

  it('mails one account at most three links an hour, with the same answer every time', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push(await calls.forgot(server.accounts.user.email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(server.mails).toHaveLength(3);
  });

  it('refuses a malformed address with the forms message', async () => {
    const response = await calls.forgot('nobody');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'email', message: messages.email.invalid }]);
    expect(server.mails).toEqual([]);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password with the mailed token once; the token then answers 400', async () => {
    const token = await mailedToken();
    const response = await calls.reset(token, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });

    expect((await calls.login(server.accounts.user.email, newPassword)).statusCode).toBe(200);
    expect((await calls.login(server.accounts.user.email, testPassword, '10.9.9.9')).statusCode).toBe(401);

    const again = await calls.reset(token, 'Another-Pass3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidAnswer);
    expect((await calls.login(server.accounts.user.email, newPassword)).statusCode).toBe(200);
  });

  it('revokes the tokens the account had, and every other link it was sent', async () => {
    const { user } = server.accounts;
    const session = (await calls.login(user.email, testPassword)).json().token;
    const first = await mailedToken();
    const second = await mailedToken();
    expect((await calls.reset(second, newPassword)).statusCode).toBe(200);

    for (const token of [user.token, session]) {
      expect((await calls.adminList(token)).statusCode).toBe(401);
      expect((await calls.logout(token)).statusCode).toBe(401);
    }
    expect((await calls.reset(first, 'Another-Pass3')).json()).toEqual(invalidAnswer);
    // Other accounts keep their sessions.
    expect((await calls.adminList(server.accounts.admin.token)).statusCode).toBe(200);
  });

  it('answers 400 for an unknown or an expired token, and changes nothing', async () => {
    const [before] = await server.database.db.select().from(users).where(eq(users.email, 'user@example.org'));
    expect((await calls.reset('made-up-token', newPassword)).json()).toEqual(invalidAnswer);

    const token = await mailedToken();
    await server.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(clockStart.getTime() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const expired = await calls.reset(token, newPassword);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalidAnswer);

    const [after] = await server.database.db.select().from(users).where(eq(users.email, 'user@example.org'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await calls.adminList(server.accounts.user.token)).statusCode).toBe(403);
  });

  it('checks the new password with the forms rules, and needs a token', async () => {
    const token = await mailedToken();
    const weak = await calls.reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: messages.password.complexity }]);
    const missing = await server.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: {} });
    expect(missing.json().errors).toEqual([
      { field: 'token', message: messages.resetPassword.tokenRequired },
      { field: 'password', message: messages.password.required },
    ]);
    // The refused attempts did not use the link up.
    expect((await calls.reset(token, newPassword)).statusCode).toBe(200);
  });

  it('refuses a common or leaked password, and the link still works', async () => {
    const token = await mailedToken();
    for (const password of ['Password1', 'Passw0rd!']) {
      const common = await calls.reset(token, password);
      expect(common.statusCode, password).toBe(400);
      expect(common.json().errors).toEqual([{ field: 'password', message: messages.password.common }]);
    }
    expect((await calls.reset(token, newPassword)).statusCode).toBe(200);
  });
});
