import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../src/admin/backup-command.js';
import type { BackupTarget } from '../src/admin/backup.js';
import { openDatabase } from '../src/db/client.js';
import { contactMessages, mailOutbox, users } from '../src/db/schema.js';
import { createDataDir, createPostgresDatabase, testDriver } from './support/database.js';
import {
  startServer,
  stopServer,
  submitUntilStopped,
  waitForReady,
  type ServerProcess,
} from './support/server-process.js';
import { until } from './support/until.js';

const admin = { email: 'backup-admin@example.org', password: 'Backed-Up-Admin-2026' };

/** Runs `pnpm admin <argv>` in this process; answers its exit code and what it printed. */
async function adminCommand(argv: string[], target: BackupTarget) {
  const lines: string[] = [];
  const code = await runBackupCommand(argv, target, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe(`backup and restore (${testDriver})`, () => {
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const newFolder = async (prefix: string) => {
    const folder = await mkdtemp(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };

  it('backs up a server taking submissions, and a restore holds every one acknowledged before, the accounts and the outbox', async () => {
    const dataDir = await createDataDir('api-backup-live-');
    folders.push(dataDir);
    const live: BackupTarget = { dataDir };
    if (testDriver === 'postgres') live.databaseUrl = await createPostgresDatabase();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(live.databaseUrl ? { DATABASE_URL: live.databaseUrl } : {}),
    };
    const server = await startServer(env);
    servers.push(server);
    await waitForReady(server);

    const acknowledged: string[] = [];
    const stop = { now: false };
    const writers = [0, 1, 2, 3].map((offset) =>
      submitUntilStopped(() => [server], offset, 4, acknowledged, stop),
    );
    await until(() => acknowledged.length >= 20);
    const before = [...acknowledged];
    const file = join(await newFolder('api-backup-file-'), 'foundation.backup');
    const backup = await adminCommand(['backup', file], live);
    const during = acknowledged.length - before.length;
    // A restore under a running server would be overwritten or lost: refused even with --force.
    const underServer = await adminCommand(['restore', file, '--force'], live);
    expect(underServer.output).toMatch(
      testDriver === 'pglite'
        ? /Another server .* is using the data folder/
        : /other connections use the database .*Nothing was changed/,
    );
    expect(underServer.code).not.toBe(0);
    stop.now = true;
    await Promise.all(writers);
    await stopServer(server);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const fresh: BackupTarget = { dataDir: await newFolder('api-backup-fresh-') };
    if (testDriver === 'postgres') fresh.databaseUrl = await createPostgresDatabase({ migrated: false });
    const restore = await adminCommand(['restore', file], fresh);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored .* from /);
    expect(restore.output).toMatch(/erase them again/);

    const database = await openDatabase(fresh);
    try {
      const rows = await database.db
        .select({ id: contactMessages.id, reference: contactMessages.reference })
        .from(contactMessages)
        .where(inArray(contactMessages.reference, before));
      const found = new Set(rows.map((row) => row.reference));
      const lost = before.filter((reference) => !found.has(reference));
      const mails = await database.db
        .select({ submissionId: mailOutbox.submissionId })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.submissionId,
            rows.map((row) => row.id),
          ),
        );
      const withMail = new Set(mails.map((mail) => mail.submissionId));
      const [account] = await database.db.select().from(users).where(eq(users.email, admin.email));
      console.log(
        `backup (${testDriver}): ${before.length} acknowledged before the backup began, ` +
          `${during} more while it ran; ${found.size} of them restored, ${withMail.size} with their mails`,
      );
      expect(lost).toEqual([]);
      expect(rows.filter((row) => !withMail.has(row.id))).toEqual([]);
      expect(account).toMatchObject({ role: 'admin' });
    } finally {
      await database.close();
    }

    const again = await adminCommand(['restore', file], fresh);
    expect(again.code).toBe(3);
    expect(again.output).toMatch(/already holds .*nothing was changed.*--force/s);
    // With the server stopped, the command copies the database itself (under the lock, on PGlite).
    const stopped = join(await newFolder('api-backup-stopped-'), 'stopped.backup');
    const offline = await adminCommand(['backup', stopped], live);
    expect(offline.code, offline.output).toBe(0);
    const forced = await adminCommand(['restore', stopped, '--force'], fresh);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toMatch(/Replaced /);
  }, 600_000);
});
