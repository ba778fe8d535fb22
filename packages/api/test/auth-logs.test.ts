import { Writable } from 'node:stream';
import type { FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { loggerOptions } from '../src/logging.js';
import type { MailMessage } from '../src/mail/index.js';
import type { App } from '../src/types.js';
import { createTestAccounts } from './support/accounts.js';
import { authCalls, newAccount, resetTokenIn } from './support/auth.js';
import { openTestDatabase } from './support/database.js';
import { deliverMailsBeforeAnswer, testConfig } from './support/test-app.js';

let app: App;
let database: Database;
let adminToken: string;
const lines: string[] = [];
const mails: MailMessage[] = [];
const calls = authCalls(() => app);

beforeAll(async () => {
  database = await openTestDatabase();
  adminToken = (await createTestAccounts(database.db)).admin.token;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    mailer: {
      send: async (mail) => {
        mails.push(mail);
      },
    },
    logger: { ...(loggerOptions('trace') as FastifyLoggerOptions), stream },
  });
  deliverMailsBeforeAnswer(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('logs of the auth calls', () => {
  it('never hold a password or a token', async () => {
    const secrets: string[] = [newAccount.password];
    const signup = (await calls.signupAndLogin()).json();
    secrets.push(signup.token);
    // The confirmation link mailed at signup: used in a POST body, and opened as a page.
    const verifyToken = /\/verify-email\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect(verifyToken).not.toBe('');
    secrets.push(verifyToken);
    await app.inject({ method: 'GET', url: `/verify-email?token=${verifyToken}` });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode).toBe(200);
    await calls.login(newAccount.email, 'Wrong-Guess9');
    secrets.push('Wrong-Guess9');
    const login = (await calls.login(newAccount.name, newAccount.password)).json();
    secrets.push(login.token);
    await calls.logout(login.token);
    await calls.forgot(newAccount.email);
    const resetToken = resetTokenIn(mails.at(-1)?.text);
    secrets.push(resetToken, 'Brand-New-Pass2');
    expect((await calls.reset(resetToken, 'Brand-New-Pass2')).statusCode).toBe(200);
    // A reset link opened in the browser would log its URL: the token is redacted there.
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });

    const log = lines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/verify-email?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('authorization');
  });
});

describe('logs of the staff inbox', () => {
  it('never hold the words searched for, even at trace level and in a refused search', async () => {
    const words = 'Meera braille 98765 43210 ब्रेल';
    const found = await app.inject({
      method: 'POST',
      url: '/api/staff/inbox/search',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { search: words, kind: 'contact' },
    });
    expect(found.statusCode, found.body).toBe(200);
    const tooLong = `${words} ${'x'.repeat(200)}`;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/staff/inbox/search',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { search: tooLong },
    });
    expect(refused.statusCode).toBe(400);

    const log = lines.join('');
    expect(log).toContain('/api/staff/inbox/search');
    for (const word of ['Meera', 'braille', '98765', 'ब्रेल', tooLong]) expect(log).not.toContain(word);
  });
});
