import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import type { MailMessage } from '../src/mail/index.js';
import type { App } from '../src/types.js';
import { createTestAccounts, testPassword, type TestAccounts } from './support/accounts.js';
import { authCalls, authTestEnv, resetTokenIn } from './support/auth.js';
import { emptyAllTables, openTestDatabase } from './support/database.js';
import { clockStart, testConfig } from './support/test-app.js';

// An app of its own: these tests move its clock by minutes.
let app: App;
let database: Database;
let accounts: TestAccounts;
const mails: MailMessage[] = [];
let clock = clockStart.getTime();
const calls = authCalls(() => app);
const minutes = (count: number) => {
  clock += count * 60_000;
};
const tooMany = { success: false, message: 'Too many requests. Please try again later.' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(authTestEnv),
    db: database.db,
    mailer: { send: async (message) => void mails.push(message) },
    now: () => new Date(clock),
  });
});

beforeEach(async () => {
  await emptyAllTables(database);
  accounts = await createTestAccounts(database.db, clockStart);
  // Far past any earlier test's failures.
  minutes(60);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const attacker = '203.0.113.7';
const fail = (identifier: string, from = attacker) => calls.login(identifier, 'Wrong-Pass1', from);

describe('login failures per account and address', () => {
  it('answer 429 with Retry-After after 5 failures within 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await fail(accounts.user.email)).statusCode).toBe(401);
      minutes(1);
    }
    const blocked = await calls.login(accounts.user.email, testPassword, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // The first failure leaves the window 15 minutes after it happened: 10 minutes from now.
    expect(blocked.headers['retry-after']).toBe('600');
    // The same account, named otherwise, is still the same account.
    expect((await fail(accounts.user.email.toUpperCase())).statusCode).toBe(429);
    expect((await fail(accounts.user.name)).statusCode).toBe(429);
  });

  it('do not lock the owner out from another address, nor other accounts from that address', async () => {
    for (let i = 0; i < 5; i++) await fail(accounts.user.email);
    expect((await fail(accounts.user.email)).statusCode).toBe(429);
    expect((await calls.login(accounts.user.email, testPassword, '198.51.100.1')).statusCode).toBe(200);
    expect((await calls.login(accounts.admin.email, testPassword, attacker)).statusCode).toBe(200);
  });

  it('are counted for unknown accounts too, so the limit tells nothing about which exist', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('nobody@example.org')).statusCode).toBe(401);
    expect((await fail('nobody@example.org')).statusCode).toBe(429);
  });

  it('are forgotten once they are 15 minutes old, and after a successful sign-in', async () => {
    for (let i = 0; i < 5; i++) await fail(accounts.user.email);
    minutes(15);
    expect((await calls.login(accounts.user.email, testPassword, attacker)).statusCode).toBe(200);

    for (let i = 0; i < 4; i++) await fail(accounts.admin.email);
    expect((await calls.login(accounts.admin.email, testPassword, attacker)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail(accounts.admin.email)).statusCode).toBe(401);
  });
});

describe('login failures per account, from any address', () => {
  /** A different client address for each guess, as a botnet would use. */
  const spread = async (identifier: string, count: number) => {
    for (let i = 0; i < count; i++) {
      expect((await fail(identifier, `198.51.100.${i + 1}`)).statusCode).toBe(401);
      minutes(0.5);
    }
  };
  const login = (cookie?: string, from = '192.0.2.44') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: accounts.user.email, password: testPassword },
      remoteAddress: from,
      headers: cookie ? { cookie } : {},
    });
  /** The cookie a browser sends back: the name=value of the Set-Cookie answered. */
  const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
    const set = response.headers['set-cookie'];
    const first = Array.isArray(set) ? set[0] : set;
    return first?.split(';')[0];
  };

  it('slow guesses spread over many addresses down: 429 for every address once 10 have failed', async () => {
    await spread(accounts.user.email, 10);
    const blocked = await login();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // The first guess leaves the window 15 minutes after it happened.
    expect(blocked.headers['retry-after']).toBe('600');
    // An unknown account is treated the same: the answer tells nothing about which exist.
    await spread('nobody@example.org', 10);
    expect((await fail('nobody@example.org', '192.0.2.44')).statusCode).toBe(429);
    minutes(10);
    expect((await login()).statusCode).toBe(200);
  });

  it('still let the owner in from a browser where the account signed in before', async () => {
    const before = await login(undefined, '192.0.2.1');
    expect(before.statusCode).toBe(200);
    const cookie = cookieOf(before);
    expect(cookie).toMatch(/^known-device=/);
    expect(String(before.headers['set-cookie'])).toMatch(/HttpOnly/i);
    await spread(accounts.user.email, 10);
    expect((await login()).statusCode).toBe(429);
    // From another address (a phone moves between networks), the same browser still gets in.
    expect((await login(cookie, '192.0.2.99')).statusCode).toBe(200);
    // A forged or another account's cookie proves nothing.
    expect((await login('known-device=abc.def')).statusCode).toBe(429);
  });

  it('let the owner in on a new browser once they reset the password there', async () => {
    await spread(accounts.user.email, 10);
    expect((await calls.forgot(accounts.user.email)).statusCode).toBe(200);
    await app.outbox.drain();
    const newPassword = 'Brand-New-Pass2';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetTokenIn(mails.at(-1)?.text), password: newPassword },
      remoteAddress: '192.0.2.44',
    });
    expect(reset.statusCode).toBe(200);
    const cookie = cookieOf(reset);
    expect(cookie).toMatch(/^known-device=/);
    const signIn = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: accounts.user.email, password: newPassword },
        remoteAddress: '192.0.2.44',
        headers,
      });
    expect((await signIn({})).statusCode).toBe(429);
    expect((await signIn({ cookie: cookie ?? '' })).statusCode).toBe(200);
  });
});
