import { messages } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema.js';
import { hashToken } from '../src/lib/index.js';
import { testPassword } from './support/accounts.js';
import { authCalls, authTestEnv, newAccount } from './support/auth.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer({ env: authTestEnv });
const calls = authCalls(() => server.app);
const invalidPair = { success: false, message: 'Invalid email or password' };
const dayMs = 24 * 60 * 60 * 1000;

const tokenRow = async (token: string) => {
  const [row] = await server.database.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(token)));
  return row;
};

describe('POST /auth/login', () => {
  it('signs in by e-mail address or user name, without regard to case, with the signup shape', async () => {
    const created = (await calls.signupAndLogin()).json();
    for (const identifier of ['asha.rao@example.org', 'ASHA.Rao@EXAMPLE.org', 'asha.rao', ' ASHA.RAO ']) {
      const response = await calls.login(identifier, newAccount.password);
      expect(response.statusCode).toBe(200);
      const { token, ...rest } = response.json();
      expect(rest).toEqual({ ...created, token: undefined, message: expect.any(String) });
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(token).not.toBe(created.token);
    }
  });

  it('gives a token stored as its hash only, that expires after 7 days and opens admin routes for an admin', async () => {
    const { admin } = server.accounts;
    const response = await calls.login(admin.email, testPassword);
    expect(response.json()).toMatchObject({ success: true, role: 'admin', name: admin.name });
    const { token } = response.json();
    const row = await tokenRow(token);
    expect(row?.revokedAt).toBeNull();
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(7 * dayMs);
    expect((await calls.adminList(token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account alike: 401, same message, similar time', async () => {
    await calls.signup();
    const timed = async (identifier: string, from: string) => {
      const started = performance.now();
      const response = await calls.login(identifier, 'Wrong-Pass1', from);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidPair);
      return performance.now() - started;
    };
    // Warm up first: the first argon2 verification of a process allocates its memory.
    await timed('asha.rao@example.org', '10.0.2.1');
    await timed('nobody@example.org', '10.0.2.2');
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, from different addresses, so that load and the login limit treat both alike.
    for (let i = 0; i < 5; i++) {
      wrong.push(await timed('asha.rao@example.org', `10.0.0.${i}`));
      unknown.push(await timed(`nobody-${i}@example.org`, `10.0.1.${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    const [known, missing] = [median(wrong), median(unknown)];
    console.log(
      `login 401 timings (ms), median of 5: wrong password ${known.toFixed(1)}, unknown account ${missing.toFixed(1)}`,
    );
    // Both spend an argon2 verification; generous bounds, the test machine may be busy.
    expect(missing / known).toBeGreaterThan(0.25);
    expect(missing / known).toBeLessThan(4);
  });

  it('refuses a missing identifier or password with 400 and the forms messages', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: messages.signIn.identifierRequired },
      { field: 'password', message: messages.password.required },
    ]);
  });
});

describe('tokens', () => {
  it('POST /auth/logout revokes the token presented: then 401 on protected routes and on logout', async () => {
    const { token } = (await calls.login(server.accounts.admin.email, testPassword)).json();
    const other = (await calls.login(server.accounts.admin.email, testPassword)).json().token;
    const response = await calls.logout(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await tokenRow(token))?.revokedAt).toBeInstanceOf(Date);

    const list = await calls.adminList(token);
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ success: false, message: messages.status[401] });
    expect((await calls.logout(token)).statusCode).toBe(401);
    // Only the token presented: another session of the same account goes on.
    expect((await calls.adminList(other)).statusCode).toBe(200);
  });

  it('POST /auth/logout without a token, or with an unknown one, is a 401', async () => {
    expect((await calls.logout()).statusCode).toBe(401);
    expect((await calls.logout('not-a-token')).json()).toEqual({
      success: false,
      message: messages.status[401],
    });
  });

  it('an expired token gets 401 on protected routes', async () => {
    const { token } = (await calls.login(server.accounts.admin.email, testPassword)).json();
    expect((await calls.adminList(token)).statusCode).toBe(200);
    await server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(clockStart.getTime() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await calls.adminList(token)).statusCode).toBe(401);
    expect((await calls.logout(token)).statusCode).toBe(401);
  });
});

describe('GET /auth/session', () => {
  const session = (token?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 200 with the account for a live token, and 401 once it is revoked', async () => {
    const created = (await calls.signupAndLogin()).json();
    const live = await session(created.token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: { id: created.id, name: created.name, email: created.email, role: 'user', emailVerified: false },
    });
    await calls.logout(created.token);
    expect((await session(created.token)).json()).toEqual({ success: false, message: messages.status[401] });
  });

  it('answers 401 without a token, with an unknown one and with an expired one', async () => {
    expect((await session()).statusCode).toBe(401);
    expect((await session('not-a-token')).statusCode).toBe(401);
    const { token } = (await calls.login(server.accounts.admin.email, testPassword)).json();
    await server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(clockStart.getTime() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await session(token)).statusCode).toBe(401);
  });
});
