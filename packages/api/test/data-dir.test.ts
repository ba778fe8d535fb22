import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataDir, testDriver } from './support/database.js';
import {
  contactForm,
  startServer,
  stopServer,
  waitForReady,
  type ServerProcess,
} from './support/server-process.js';
import { until } from './support/until.js';

const servers: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** An empty data folder: the server's first start there creates the database. */
async function emptyDataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'api-data-dir-'));
  folders.push(folder);
  return folder;
}

async function submit(server: ServerProcess, n: number, tag: string): Promise<string> {
  const response = await fetch(`${server.base}/api/contact/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactForm(n, tag)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

/** The references stored in a PGlite folder, read once no server uses it. */
async function storedReferences(dataDir: string): Promise<Set<string>> {
  const client = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    const { rows } = await client.query<{ reference: string }>('select reference from contact_messages');
    return new Set(rows.map((row) => row.reference));
  } finally {
    await client.close();
  }
}

/** Each file and folder under `dir` that others may read, write or enter, with its mode. */
async function looserThanOwnerOnly(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const stats = await lstat(path);
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if (!stats.isSymbolicLink() && (stats.mode & 0o777) !== wanted) {
      found.push(`${path.slice(dir.length) || '/'} ${(stats.mode & 0o777).toString(8)}`);
    }
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return found;
}

const isRoot = userInfo().uid === 0;
// The lock and the file modes are PGlite's concern (DATA_DIR); the PostgreSQL project has nothing to add.
const pgliteOnly = testDriver === 'pglite';

describe.runIf(pgliteOnly)('the data folder (PGlite)', () => {
  // `unshare --pid` needs root: without it the test cannot make the PID namespaces it is about.
  it.skipIf(!isRoot)(
    'refuses a second server in another PID namespace on the same folder, and the first loses nothing (needs root for unshare)',
    async () => {
      // A migrated database already there, as at any start but the first: the lock is what counts.
      const dataDir = await createDataDir('api-data-dir-');
      folders.push(dataDir);
      // --kill-child: a SIGTERM to `unshare` reaches the server it runs.
      const namespaced = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGTERM'];
      const first = await startServer({ DATA_DIR: dataDir }, namespaced);
      servers.push(first);
      await waitForReady(first);
      const acknowledged: string[] = [];
      for (let n = 0; n < 20; n++) acknowledged.push(await submit(first, n, 'before'));

      const second = await startServer({ DATA_DIR: dataDir }, namespaced);
      servers.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Another server (owner `);
      expect(second.output()).toContain(`is using the data folder ${dataDir}`);
      expect(second.output()).toMatch(/would lose data, so this one will not start/);
      // Both servers were process 1 of their own namespace: a pid in a lock file tells nothing.
      expect(await readFile(join(dataDir, '.lock'), 'utf8')).toContain('process 1\n');

      // The first still works, and after a restart every row it acknowledged is there.
      for (let n = 20; n < 40; n++) acknowledged.push(await submit(first, n, 'after'));
      await stopServer(first);
      const stored = await storedReferences(dataDir);
      expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([]);
    },
    600_000,
  );

  it('makes the folder and every file the server, PGlite and the mail outbox create owner-only, also in a folder that was open to all', async () => {
    // Empty: PGlite's initdb at the first start writes its files open to everyone.
    const dataDir = await emptyDataFolder();
    // A folder made by hand, open to everyone, with a file and a folder of its own.
    await chmod(dataDir, 0o777);
    await mkdir(join(dataDir, 'backups'), { mode: 0o777 });
    await chmod(join(dataDir, 'backups'), 0o777);
    await writeFile(join(dataDir, 'backups', 'notes.txt'), 'old notes');
    await chmod(join(dataDir, 'backups', 'notes.txt'), 0o666);

    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    servers.push(server);
    await waitForReady(server);
    for (let n = 0; n < 3; n++) await submit(server, n, 'modes');
    // The mails reach the outbox folder (two a submission).
    const mails = async () =>
      (await readdir(join(dataDir, 'outbox')).catch(() => [])).filter((name) => name.endsWith('.eml'));
    await until(async () => (await mails()).length >= 6, 100);
    await stopServer(server);

    expect(await mails()).toHaveLength(6);
    expect((await readdir(join(dataDir, 'pglite'))).length).toBeGreaterThan(0);
    expect(await looserThanOwnerOnly(dataDir)).toEqual([]);
    // The operator is told the folder was changed.
    expect(server.output()).toMatch(/made \d+ files and folders of the data folder owner-only/);
  }, 600_000);
});
