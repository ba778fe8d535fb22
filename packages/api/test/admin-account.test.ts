import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../src/admin-account.js';
import { users } from '../src/db/schema.js';
import { verifyPassword } from '../src/lib/index.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const userById = async (id: string) => {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};

describe('ensureAdminAccount', () => {
  it('creates the account with role admin and an argon2id hash of the password', async () => {
    const { id, created } = await ensureAdminAccount(
      server.database.db,
      'Director@Example.org',
      'Adm1nPassword',
    );
    expect(created).toBe(true);
    const row = await userById(id);
    expect(row).toMatchObject({ email: 'director@example.org', name: 'director', role: 'admin' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('Adm1nPassword');
    expect(await verifyPassword(row.passwordHash, 'Adm1nPassword')).toBe(true);
  });

  it('makes an existing account admin and sets the new password, without a second account', async () => {
    const { user } = server.accounts;
    const { id, created } = await ensureAdminAccount(
      server.database.db,
      user.email.toUpperCase(),
      'N3wPassword!',
    );
    expect(created).toBe(false);
    expect(id).toBe(user.id);
    const row = await userById(id);
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.passwordHash, 'N3wPassword!')).toBe(true);
    expect(await verifyPassword(row.passwordHash, user.password)).toBe(false);
    expect(await server.database.db.select().from(users)).toHaveLength(2);
  });

  it('picks a free user name when the address gives a taken one', async () => {
    // The test accounts are named test-admin and test-user.
    const { id } = await ensureAdminAccount(server.database.db, 'TEST-ADMIN@elsewhere.org', 'Adm1nPassword');
    expect((await userById(id)).name).toBe('test-admin-2');
  });
});
