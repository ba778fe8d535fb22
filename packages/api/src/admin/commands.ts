import { messages, registerSchema } from '@inclusion/forms';
import { asc, eq, ne } from 'drizzle-orm';
import { accountByEmail, adminCommand, createAdmin } from '../admin-account.js';
import { recordAudit } from '../audit/audit.js';
import { changePassword, revokeSessions } from '../auth/account-changes.js';
import { isCommonPassword } from '../auth/common-passwords.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { leavesNoActiveAdmin } from '../staff/last-admin.js';
import { userRoles, type UserRole } from '@inclusion/forms';

export interface AdminCommandIo {
  db: Db;
  /** The new password: asked for only by create and set-password. */
  readPassword: () => Promise<string>;
  print: (line: string) => void;
  now?: () => Date;
}

export const usage = `Manage the accounts with a role (admins) and their passwords.

Usage: ${adminCommand} <command>

  create <email> [--name <user name>]  create an admin; its address counts as proven
  set-password <email>                 set a new password; every session of the account ends
  promote <email> [--role <role>]      give a signed-up account a role (admin unless --role);
                                       its owner must have confirmed the address first
  demote <email>                       make the account a plain user again; refused for the
                                       last active admin
  list                                 the accounts with a role other than user
  help                                 this text

A change of role or password ends every session (sign-in token) of the account; create, promote,
demote and set-password are written to the audit, which admins read in the staff inbox. The password is
read from ADMIN_PASSWORD when it is set, else asked for (or read from the first line of standard
input). The database is DATABASE_URL's, else the PGlite folder in DATA_DIR (stop the server first:
it holds that folder's lock).`;

const roles = userRoles.filter((role) => role !== 'user');

/** The register form's password rules: an admin password is at least as strong as anyone's. */
function passwordProblem(password: string): string | undefined {
  const checked = registerSchema.shape.password.safeParse(password);
  if (!checked.success) return checked.error.issues[0]?.message;
  return isCommonPassword(password) ? messages.password.common : undefined;
}

/** `--name value` out of the arguments; the rest are positional. */
function parseArgs(args: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      options[arg.slice(2)] = args[i + 1] ?? '';
      i++;
    } else positional.push(arg);
  }
  return { positional, options };
}

class CommandError extends Error {}

/** What every audit event of a command shares: no signed-in actor (the operator's shell), an account. */
const byCommand = { actorId: null, kind: 'account' } as const;

async function existingAccount(db: Db, email: string | undefined) {
  if (!email) throw new CommandError(`Give the account's e-mail address.\n\n${usage}`);
  const account = await accountByEmail(db, email);
  if (!account) throw new CommandError(`No account has the address ${email}.`);
  return account;
}

async function newPassword(io: AdminCommandIo): Promise<string> {
  const password = await io.readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new CommandError(`The password is refused: ${problem}.`);
  return password;
}

/** Runs one command; answers the process's exit code (0 done, 1 refused, 2 not understood). */
export async function runAdminCommand(args: string[], io: AdminCommandIo): Promise<number> {
  const { db, print } = io;
  const now = io.now ?? (() => new Date());
  const { positional, options } = parseArgs(args);
  const [command, email] = positional;
  try {
    switch (command) {
      case 'create': {
        if (!email) throw new CommandError(`Give the new admin's e-mail address.\n\n${usage}`);
        if (await accountByEmail(db, email)) {
          throw new CommandError(
            `${email} already has an account. To make it an admin, its owner confirms the address ` +
              `from the site, then run: ${adminCommand} promote ${email}`,
          );
        }
        const password = await newPassword(io);
        try {
          const at = now();
          await db.transaction(async (tx) => {
            const id = await createAdmin(tx, { email, password, name: options.name || undefined, now: at });
            await recordAudit(tx, {
              ...byCommand,
              action: 'account.created',
              recordId: id,
              to: { role: 'admin' },
              createdAt: at,
            });
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          throw new CommandError('That address or user name was taken a moment ago: nothing was created.');
        }
        print(`Created the admin ${email.trim().toLowerCase()}.`);
        return 0;
      }
      case 'set-password': {
        const account = await existingAccount(db, email);
        const password = await newPassword(io);
        const at = now();
        await db.transaction(async (tx) => {
          await changePassword(tx, account.id, password, at);
          await recordAudit(tx, {
            ...byCommand,
            action: 'account.password-set',
            recordId: account.id,
            createdAt: at,
          });
        });
        print(`Set the password of ${account.email}; every session of the account has ended.`);
        return 0;
      }
      case 'promote':
      case 'demote': {
        const role = (command === 'demote' ? 'user' : options.role || 'admin') as UserRole;
        if (!userRoles.includes(role)) {
          throw new CommandError(`There is no role "${role}". Roles: ${roles.join(', ')}.`);
        }
        const account = await existingAccount(db, email);
        if (role !== 'user' && !account.emailVerifiedAt) {
          throw new CommandError(
            `The address ${account.email} is not confirmed: nobody has proven that it belongs to the ` +
              'person who signed up with it. Its owner signs in and confirms it from the link we mail; then try again.',
          );
        }
        if (account.role === role) {
          print(`${account.email} already has the role ${role}.`);
          return 0;
        }
        const at = now();
        const changed = await db.transaction(async (tx) => {
          if (role !== 'admin' && (await leavesNoActiveAdmin(tx, account.id))) return false;
          await tx.update(users).set({ role, updatedAt: at }).where(eq(users.id, account.id));
          await revokeSessions(tx, account.id, at);
          await recordAudit(tx, {
            ...byCommand,
            action: 'account.role-changed',
            recordId: account.id,
            from: { role: account.role },
            to: { role },
            createdAt: at,
          });
          return true;
        });
        if (!changed) {
          throw new CommandError(
            `${account.email} is the last active administrator: without one, nobody could manage staff. ` +
              `Make another account an administrator first (${adminCommand} create or promote).`,
          );
        }
        print(`${account.email} now has the role ${role}; every session of the account has ended.`);
        return 0;
      }
      case 'list': {
        const rows = await db
          .select({ email: users.email, name: users.name, role: users.role })
          .from(users)
          .where(ne(users.role, 'user'))
          .orderBy(asc(users.role), asc(users.email));
        if (rows.length === 0) print('No account has a role other than user.');
        for (const row of rows) print(`${row.role}\t${row.email}\t${row.name}`);
        return 0;
      }
      case 'help':
      case '--help':
        print(usage);
        return 0;
      default:
        print(command ? `Unknown command "${command}".\n\n${usage}` : usage);
        return 2;
    }
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    print(error.message);
    return 1;
  }
}
