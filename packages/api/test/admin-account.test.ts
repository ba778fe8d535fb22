import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../src/admin-account.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { hashPassword, verifyPassword } from '../src/lib/index.js';
import { authCalls, newAccount } from './support/auth.js';
import { createDataDir, createPostgresDatabase, testDriver } from './support/database.js';
import { startServer, stopServer, waitForReady } from './support/server-process.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();
const calls = authCalls(() => server.app);

const userById = async (id: string) => {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};

describe('ensureAdminAccount (ADMIN_EMAIL and ADMIN_PASSWORD at start)', () => {
  it('creates the admin, its address taken as proven, when no account holds the address', async () => {
    const { id, created } = await ensureAdminAccount(
      server.database.db,
      'Director@Example.org',
      'Adm1nPassword',
    );
    expect(created).toBe(true);
    const row = await userById(id);
    expect(row).toMatchObject({ email: 'director@example.org', name: 'director', role: 'admin' });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'Adm1nPassword')).toBe(true);
  });

  it('never promotes an account someone signed up: it refuses, names the command, and changes nothing', async () => {
    const signup = await calls.signupAndLogin({ ...newAccount, email: 'Boss@Example.org' });
    const { id, token } = signup.json();

    await expect(ensureAdminAccount(server.database.db, 'boss@example.org', 'Taken-Over-1')).rejects.toThrow(
      /never promotes.*admin promote/s,
    );

    const row = await userById(id);
    expect(row.role).toBe('user');
    expect(await verifyPassword(row.passwordHash, newAccount.password)).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'Taken-Over-1')).toBe(false);
    // The token of the sign-up is still a plain user's.
    expect((await calls.adminList(token)).statusCode).toBe(403);
    expect((await calls.login('boss@example.org', 'Taken-Over-1')).statusCode).toBe(401);
  });

  it('starts again with the admin it made, leaving its password and sessions as they are', async () => {
    const { id } = await ensureAdminAccount(server.database.db, 'director@example.org', 'Adm1nPassword');
    const token = (await calls.login('director@example.org', 'Adm1nPassword')).json().token;

    const again = await ensureAdminAccount(server.database.db, 'director@example.org', 'Another-Pass2');
    expect(again).toEqual({ id, created: false });
    expect(await verifyPassword((await userById(id)).passwordHash, 'Adm1nPassword')).toBe(true);
    expect((await calls.adminList(token)).statusCode).toBe(200);
  });

  it('picks a free user name when the address gives a taken one', async () => {
    // The test accounts are named test-admin and test-user.
    const { id } = await ensureAdminAccount(server.database.db, 'TEST-ADMIN@elsewhere.org', 'Adm1nPassword');
    expect((await userById(id)).name).toBe('test-admin-2');
  });
});

describe('a change of role, password or address', () => {
  it('revokes every session of that account, whatever makes the change (the database sees to it)', async () => {
    const { user, admin } = server.accounts;
    const second = (await calls.login(user.email, user.password)).json().token;
    expect((await calls.adminList(second)).statusCode).toBe(403);

    // A role change made straight in the database, as a script or a future staff tool might.
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    for (const token of [user.token, second]) expect((await calls.adminList(token)).statusCode).toBe(401);
    // Another account's session is untouched.
    expect((await calls.adminList(admin.token)).statusCode).toBe(200);

    const fresh = (await calls.login(admin.email, admin.password)).json().token;
    const passwordHash = await hashPassword('Changed-Pass3');
    await server.database.db.update(users).set({ passwordHash }).where(eq(users.id, admin.id));
    for (const token of [admin.token, fresh]) expect((await calls.adminList(token)).statusCode).toBe(401);
  });

  it('leaves sessions alone when nothing of the kind changes', async () => {
    const { user } = server.accounts;
    await server.database.db.update(users).set({ phone: '9123456789' }).where(eq(users.id, user.id));
    expect((await calls.adminList(user.token)).statusCode).toBe(403);
  });
});

describe(`the server started with ADMIN_EMAIL of a signed-up account (${testDriver})`, () => {
  it('refuses to start, with a message and no stack, and promotes nobody', async () => {
    const dataDir = await createDataDir('api-admin-refusal-');
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (testDriver === 'postgres') env.DATABASE_URL = await createPostgresDatabase();
    try {
      const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      await database.migrate();
      await database.db.insert(users).values({
        name: 'pretender',
        email: 'boss@example.org',
        passwordHash: await hashPassword('Pretender-Pass1'),
        role: 'user',
      });
      await database.close();

      const child = await startServer({
        ...env,
        ADMIN_EMAIL: 'boss@example.org',
        ADMIN_PASSWORD: 'Operator-Pass1',
      });
      // Its exit code, or 'ready' for a server that started instead (and so promoted the account).
      const outcome = await waitForReady(child).then(
        () => 'ready' as const,
        () => child.exited,
      );
      if (outcome === 'ready') await stopServer(child, 'SIGKILL');
      expect(outcome).toBe(1);
      expect(child.output()).toMatch(/never promotes/);
      expect(child.output()).not.toMatch(/^\s+at /m);

      const after = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      const [row] = await after.db.select().from(users).where(eq(users.email, 'boss@example.org'));
      await after.close();
      expect(row?.role).toBe('user');
      expect(await verifyPassword(row?.passwordHash ?? '', 'Operator-Pass1')).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
