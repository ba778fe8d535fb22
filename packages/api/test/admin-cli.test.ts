import { messages } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';
import { auditEvents, users } from '../src/db/schema.js';
import { authCalls } from './support/auth.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();
const calls = authCalls(() => server.app);

let commandClock = Date.now();

/** Runs one command against the test database; answers its exit code and what it printed. */
async function admin(args: string[], password = 'Brand-New-Pass7') {
  const output: string[] = [];
  let asked = 0;
  const code = await runAdminCommand(args, {
    db: server.database.db,
    readPassword: async () => {
      asked += 1;
      return password;
    },
    print: (line) => output.push(line),
    // A second apart each: the audit events of successive commands sort in the order they ran.
    now: () => new Date((commandClock += 1000)),
  });
  return { code, output: output.join('\n'), asked };
}

const accountOf = async (email: string) => {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row;
};

const confirm = (email: string) =>
  server.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));

describe('admin create', () => {
  it('creates an admin with a proven address and the password it asks for', async () => {
    const result = await admin(['create', 'Boss@Example.org', '--name', 'the-boss']);
    expect(result).toMatchObject({ code: 0, asked: 1 });
    expect(result.output).toContain('boss@example.org');
    expect(await accountOf('boss@example.org')).toMatchObject({
      name: 'the-boss',
      role: 'admin',
      emailVerifiedAt: expect.any(Date),
    });
    const login = await calls.login('boss@example.org', 'Brand-New-Pass7');
    expect(login.json().role).toBe('admin');
  });

  it('refuses an address an account holds, and a password the site would refuse', async () => {
    const taken = await admin(['create', server.accounts.user.email]);
    expect(taken.code).toBe(1);
    expect(taken.output).toMatch(/already has an account/);
    expect((await accountOf(server.accounts.user.email))?.role).toBe('user');

    const weak = await admin(['create', 'new@example.org'], 'short');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('Password must be at least 8 characters long');
    expect(await accountOf('new@example.org')).toBeUndefined();
  });
});

describe('admin set-password', () => {
  it('sets the password and ends every session of the account', async () => {
    const { user } = server.accounts;
    const result = await admin(['set-password', user.email.toUpperCase()]);
    expect(result.code, result.output).toBe(0);
    expect((await calls.adminList(user.token)).statusCode).toBe(401);
    expect((await calls.login(user.email, user.password)).statusCode).toBe(401);
    expect((await calls.login(user.email, 'Brand-New-Pass7')).statusCode).toBe(200);
  });
});

describe('the audit of the admin command', () => {
  it('records create, set-password, promote and demote, by no signed-in actor, with roles only', async () => {
    expect((await admin(['create', 'audited@example.org'])).code).toBe(0);
    const created = await accountOf('audited@example.org');
    expect((await admin(['set-password', 'audited@example.org'])).code).toBe(0);
    expect((await admin(['demote', 'audited@example.org'])).code).toBe(0);
    expect((await admin(['promote', 'audited@example.org', '--role', 'staff'])).code).toBe(0);
    const rows = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, created?.id ?? ''))
      .orderBy(auditEvents.createdAt, auditEvents.id);
    expect(rows.map((row) => [row.action, row.kind, row.actorId, row.from, row.to])).toEqual([
      ['account.created', 'account', null, null, { role: 'admin' }],
      ['account.password-set', 'account', null, null, null],
      ['account.role-changed', 'account', null, { role: 'admin' }, { role: 'user' }],
      ['account.role-changed', 'account', null, { role: 'user' }, { role: 'staff' }],
    ]);
    expect(JSON.stringify(rows)).not.toContain('audited@example.org');
  });
});

describe('admin promote and demote', () => {
  it('promotes only an account whose owner confirmed the address', async () => {
    const { user } = server.accounts;
    await server.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const refused = await admin(['promote', user.email]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not confirmed/);
    expect((await accountOf(user.email))?.role).toBe('user');
    expect((await calls.adminList(user.token)).statusCode).toBe(403);

    await confirm(user.email);
    const promoted = await admin(['promote', user.email]);
    expect(promoted).toMatchObject({ code: 0, asked: 0 });
    // The old token ends with the change; a new sign-in carries the role.
    expect((await calls.adminList(user.token)).statusCode).toBe(401);
    const token = (await calls.login(user.email, user.password)).json().token;
    expect((await calls.adminList(token)).statusCode).toBe(200);
  });

  it('refuses to demote the last active admin, to a user or to staff', async () => {
    const { admin: only } = server.accounts;
    for (const args of [
      ['demote', only.email],
      ['promote', only.email, '--role', 'staff'],
    ]) {
      const result = await admin(args);
      expect(result.code, result.output).toBe(1);
      expect(result.output).toMatch(/last active administrator/);
    }
    expect((await accountOf(only.email))?.role).toBe('admin');
  });

  it('demotes an admin to a plain user and ends its sessions', async () => {
    const { admin: staff } = server.accounts;
    expect((await admin(['create', 'second-admin@example.org'])).code).toBe(0);
    const result = await admin(['demote', staff.email]);
    expect(result.code, result.output).toBe(0);
    expect((await accountOf(staff.email))?.role).toBe('user');
    expect((await calls.adminList(staff.token)).statusCode).toBe(401);
  });

  it('knows only the roles of src/statuses.ts, and says which', async () => {
    await confirm(server.accounts.user.email);
    const result = await admin(['promote', server.accounts.user.email, '--role', 'overlord']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('admin');
    expect((await accountOf(server.accounts.user.email))?.role).toBe('user');
  });
});

describe('admin list and mistakes', () => {
  it('lists the accounts with a role, and explains its commands', async () => {
    const list = await admin(['list']);
    expect(list.code).toBe(0);
    expect(list.output).toContain(server.accounts.admin.email);
    expect(list.output).not.toContain(server.accounts.user.email);

    for (const args of [[], ['help'], ['frobnicate']]) {
      const usage = await admin(args);
      expect(usage.code, args.join(' ')).toBe(args[0] === 'help' ? 0 : 2);
      expect(usage.output).toMatch(/create <email>/);
    }
    const common = await admin(['set-password', server.accounts.admin.email], 'Passw0rd!');
    expect(common.code).toBe(1);
    expect(common.output).toContain(messages.password.common);
    const unknown = await admin(['set-password', 'nobody@example.org']);
    expect(unknown).toMatchObject({ code: 1, asked: 0 });
    expect(unknown.output).toMatch(/No account/);
  });
});
