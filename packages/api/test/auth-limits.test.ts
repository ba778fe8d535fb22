import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import type { App } from '../src/types.js';
import { createTestAccounts, testPassword, type TestAccounts } from './support/accounts.js';
import { authCalls, authTestEnv } from './support/auth.js';
import { emptyAllTables, openTestDatabase } from './support/database.js';
import { clockStart, testConfig } from './support/test-app.js';

// An app of its own: these tests move its clock by minutes.
let app: App;
let database: Database;
let accounts: TestAccounts;
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
    mailer: { send: async () => undefined },
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
