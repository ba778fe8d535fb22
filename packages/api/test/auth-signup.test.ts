import { messages } from '@inclusion/forms';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema.js';
import { hashToken, verifyPassword } from '../src/lib/index.js';
import { authCalls, authTestEnv, newAccount } from './support/auth.js';
import { setupTestServer } from './support/test-app.js';
import { uuidPattern } from './support/fixtures.js';

const server = setupTestServer({ env: authTestEnv });
const calls = authCalls(() => server.app);
const db = () => server.database.db;
const accountRows = () =>
  db()
    .select()
    .from(users)
    .where(sql`${users.name} not like 'test-%'`);

describe('POST /auth/signup', () => {
  it('creates a user and answers 201 with a token, the account and role user', async () => {
    const response = await calls.signup();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      token: expect.stringMatching(/^[\w-]{43}$/),
      id: expect.stringMatching(uuidPattern),
      name: 'Asha.Rao',
      email: 'asha.rao@example.org',
      phoneNumber: '919876543210',
      role: 'user',
      // The address is proven only by the link mailed to it.
      emailVerified: false,
    });
    expect(server.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['asha.rao@example.org', 'Confirm your e-mail address'],
    ]);

    const [row, ...others] = await accountRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: body.id, email: 'asha.rao@example.org', phone: '919876543210' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', newAccount.password)).toBe(true);
    // Only the token's hash is stored.
    const tokens = await db()
      .select()
      .from(authTokens)
      .where(sql`${authTokens.userId} = ${body.id}`);
    expect(tokens.map((token) => token.tokenHash)).toEqual([hashToken(body.token)]);
    expect(JSON.stringify(tokens)).not.toContain(body.token);
  });

  it('gives a token that signs the user in: 403 (not 401) on admin routes, and logout accepts it', async () => {
    const { token } = (await calls.signup()).json();
    const list = await calls.adminList(token);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ success: false, message: messages.status[403] });
    expect((await calls.logout(token)).statusCode).toBe(200);
  });

  it('makes a user, never an admin, whatever the body says', async () => {
    const response = await calls.signup({ ...newAccount, role: 'admin', isAdmin: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('user');
    expect((await accountRows())[0]?.role).toBe('user');
    expect((await calls.adminList(response.json().token)).statusCode).toBe(403);
  });

  it('needs no confirmPassword, and names every missing field with the forms messages, in order', async () => {
    const response = await calls.signup({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: [
        messages.username.required,
        messages.email.required,
        messages.phone.required,
        messages.password.required,
      ].join(', '),
      errors: [
        { field: 'name', message: messages.username.required },
        { field: 'email', message: messages.email.required },
        { field: 'phoneNumber', message: messages.phone.required },
        { field: 'password', message: messages.password.required },
      ],
    });
  });

  it.each([
    ['name', 'ab', messages.username.min],
    ['name', 'a'.repeat(51), messages.username.max],
    ['name', 'asha rao', messages.username.pattern],
    ['email', 'asha', messages.email.invalid],
    ['email', `${'a'.repeat(243)}@example.org`, messages.email.tooLong],
    ['phoneNumber', '98765', messages.phone.digits],
    ['password', 'Abcde1', messages.password.min],
    ['password', 'abcdefgh1', messages.password.complexity],
  ])('refuses %s %j with 400: %s, and creates nothing', async (field, value, message) => {
    const response = await calls.signup({ ...newAccount, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: [{ field, message }] });
    expect(await accountRows()).toEqual([]);
  });

  it('refuses a common or leaked password with the forms message, and creates nothing', async () => {
    for (const password of ['Password1', 'Passw0rd!']) {
      const response = await calls.signup({ ...newAccount, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: messages.password.common,
        errors: [{ field: 'password', message: messages.password.common }],
      });
    }
    expect(await accountRows()).toEqual([]);
  });

  it('answers 409 for an e-mail address already taken, whatever its case, and creates nothing', async () => {
    await calls.signup();
    const before = await db().select().from(authTokens);
    const response = await calls.signup({
      ...newAccount,
      name: 'someone-else',
      email: 'ASHA.RAO@example.ORG',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      errors: [{ field: 'email', message: 'An account with this email already exists' }],
    });
    expect(await accountRows()).toHaveLength(1);
    expect(await db().select().from(authTokens)).toEqual(before);
  });

  it('answers 409 for a user name already taken, whatever its case, and creates nothing', async () => {
    await calls.signup();
    const response = await calls.signup({ ...newAccount, name: 'asha.RAO', email: 'other@example.org' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this username already exists');
    expect(response.json().errors).toEqual([{ field: 'name', message: response.json().message }]);
    expect(await accountRows()).toHaveLength(1);
    // The test accounts' names count as well.
    const clash = await calls.signup({ ...newAccount, name: 'TEST-USER', email: 'x@example.org' });
    expect(clash.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous signups with one address through (the unique index decides)', async () => {
    const responses = await Promise.all([
      calls.signup({ ...newAccount, name: 'first-one' }),
      calls.signup({ ...newAccount, name: 'second-one', email: 'asha.rao@EXAMPLE.org' }),
      calls.signup({ ...newAccount, name: 'third-one', email: 'ASHA.rao@example.org' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await accountRows()).toHaveLength(1);
    const tokens = await db().select().from(authTokens);
    expect(tokens).toHaveLength(3); // the two test accounts' and the new account's
  });
});
