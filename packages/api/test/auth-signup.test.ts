import { passwordsHashed } from '../src/lib/passwords.js';
import { messages } from '@inclusion/forms';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema.js';
import { verifyPassword } from '../src/lib/index.js';
import { authCalls, authTestEnv, newAccount } from './support/auth.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer({ env: authTestEnv });
const calls = authCalls(() => server.app);
const db = () => server.database.db;
const accountRows = () =>
  db()
    .select()
    .from(users)
    .where(sql`${users.name} not like 'test-%'`);

const received = {
  success: true,
  message:
    'Thank you. We have sent a message to your e-mail address. Open it to confirm your address, then sign in.',
};
const mailsTo = (to: string) => server.mails.filter((mail) => mail.to === to).map((mail) => mail.subject);

describe('POST /auth/signup', () => {
  it('creates a user and answers 202 with no session: the address is proven first, then the user signs in', async () => {
    const response = await calls.signup();
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(received);
    expect(server.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['asha.rao@example.org', 'Confirm your e-mail address'],
    ]);

    const [row, ...others] = await accountRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: 'asha.rao@example.org', phone: '919876543210', role: 'user' });
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', newAccount.password)).toBe(true);
    // No session is issued at signup.
    const tokens = await db()
      .select()
      .from(authTokens)
      .where(sql`${authTokens.userId} = ${row?.id ?? ''}`);
    expect(tokens).toEqual([]);
  });

  it('answers a taken address exactly as a new one, and mails its owner instead of making an account', async () => {
    const fresh = await calls.signup({ ...newAccount, name: 'first-one', email: 'new@example.org' });
    await calls.signup();
    const before = await db().select().from(authTokens);
    const taken = await calls.signup({ ...newAccount, name: 'someone-else', email: 'ASHA.RAO@example.ORG' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual(received);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(await accountRows()).toHaveLength(2);
    expect(await db().select().from(authTokens)).toEqual(before);

    expect(mailsTo('new@example.org')).toEqual(['Confirm your e-mail address']);
    expect(mailsTo('asha.rao@example.org')).toEqual([
      'Confirm your e-mail address',
      'Someone tried to create an account with your e-mail address',
    ]);
    const owner = server.mails.at(-1);
    // Says where to sign in and how to reset the password, never who tried.
    expect(owner?.text).toContain('/sign-in');
    expect(owner?.text).toContain('Forgot your password?');
    expect(owner?.text).not.toContain('someone-else');
    expect(owner?.text).not.toContain('98765');
    expect(owner?.html).not.toContain('someone-else');
  });

  it('mails the owner of a taken address at most once an hour, and answers every try the same', async () => {
    await calls.signup();
    for (const name of ['try-one', 'try-two', 'try-three']) {
      const response = await calls.signup({ ...newAccount, name });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(received);
    }
    expect(mailsTo('asha.rao@example.org')).toEqual([
      'Confirm your e-mail address',
      'Someone tried to create an account with your e-mail address',
    ]);
  });

  it('spends the same work on a taken address as on a new one: one password hash each', async () => {
    await calls.signup();
    // Counted, not timed: a hash's cost is fixed by its parameters, and a count does not move with the machine.
    const hashesOf = async (name: string, email: string) => {
      const before = passwordsHashed.count;
      const response = await calls.signup({ ...newAccount, name, email });
      expect(response.statusCode).toBe(202);
      return passwordsHashed.count - before;
    };
    expect(await hashesOf('taken-try', 'asha.rao@example.org')).toBe(1);
    expect(await hashesOf('new-try', 'new-try@example.org')).toBe(1);
  });

  it('signs in with the new account once it exists (the session comes from sign-in)', async () => {
    const login = await calls.signupAndLogin();
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'user', emailVerified: false, name: 'Asha.Rao' });
    expect((await calls.adminList(login.json().token)).statusCode).toBe(403);
  });

  it('makes a user, never an admin, whatever the body says', async () => {
    const response = await calls.signup({ ...newAccount, role: 'admin', isAdmin: true });
    expect(response.statusCode).toBe(202);
    expect((await accountRows())[0]?.role).toBe('user');
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

  it('makes one account of simultaneous signups with one address, and answers each the same', async () => {
    const responses = await Promise.all([
      calls.signup({ ...newAccount, name: 'first-one' }),
      calls.signup({ ...newAccount, name: 'second-one', email: 'asha.rao@EXAMPLE.org' }),
      calls.signup({ ...newAccount, name: 'third-one', email: 'ASHA.rao@example.org' }),
    ]);
    expect(responses.map((response) => [response.statusCode, response.json()])).toEqual([
      [202, received],
      [202, received],
      [202, received],
    ]);
    expect(await accountRows()).toHaveLength(1);
    const tokens = await db().select().from(authTokens);
    expect(tokens).toHaveLength(2); // the two test accounts'
  });
});
