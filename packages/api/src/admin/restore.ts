import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDirOf, pgliteExtensions } from '../db/client.js';
import { allTables } from '../db/schema.js';
import { acquireDataDirLock, ensureOwnerOnlyDir, tightenTree } from '../lib/index.js';
import type { BackupTarget } from './backup.js';
import { postgresEnv, postgresTool } from './pg-tools.js';

/** Refused, nothing changed: the target holds data and --force was not given, or a server uses it. */
export class RestoreRefused extends Error {}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string> {
  await ensureOwnerOnlyDir(dataDir);
  // Refused while a server runs on the folder: it would keep its own copy and overwrite this one.
  const lock = await acquireDataDirLock(dataDir);
  try {
    const live = pgliteDirOf(dataDir);
    const held = await exists(live);
    if (held && !force) {
      throw new RestoreRefused(
        `${dataDir} already holds a database. Restoring would replace it; nothing was changed. ` +
          `To replace it, run the command again with --force.`,
      );
    }
    // Loaded beside the live folder and swapped in only once it opens: a bad file changes nothing.
    const incoming = `${live}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    const dump = new Blob([await readFile(file)]);
    try {
      const client = await PGlite.create({ ...pgliteExtensions, dataDir: incoming, loadDataDir: dump });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`${file} is not a PGlite backup that opens (${why}); nothing was changed.`);
    }
    await tightenTree(incoming);
    if (held) await rm(live, { recursive: true, force: true });
    await rename(incoming, live);
    return held ? `Replaced the database in ${live}` : `Restored the database into ${live}`;
  } finally {
    await lock.release();
  }
}

/** Whether the database holds tables, and how many other connections use it (servers, usually). */
async function inspect(databaseUrl: string): Promise<{ held: boolean; others: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; others: number }>(
      `select (select count(*)::int from pg_tables
                where schemaname not in ('pg_catalog', 'information_schema')) as tables,
              (select count(*)::int from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()) as others`,
    );
    return { held: (rows[0]?.tables ?? 0) > 0, others: rows[0]?.others ?? 0 };
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<string> {
  const { held, others } = await inspect(databaseUrl);
  // A server still connected would go on writing into the tables being replaced, --force or not.
  if (held && others > 0) {
    throw new RestoreRefused(
      `${others} other connections use the database of DATABASE_URL: stop every server using it, ` +
        'then run the command again. Nothing was changed.',
    );
  }
  if (held && !force) {
    throw new RestoreRefused(
      'The database of DATABASE_URL already holds tables. Restoring would replace them; nothing was ' +
        'changed. To replace them, run the command again with --force.',
    );
  }
  // One transaction: a restore that fails leaves the database as it was.
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges'];
  if (held) args.push('--clean', '--if-exists');
  const child = spawn(
    postgresTool('pg_restore'),
    [...args, '--dbname', postgresEnv(databaseUrl).PGDATABASE ?? '', file],
    {
      env: postgresEnv(databaseUrl),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0)
    throw new Error(`pg_restore failed, nothing was changed: ${errors.trim() || `exit ${code}`}`);
  return held
    ? 'Replaced the tables of the database of DATABASE_URL'
    : 'Restored into the database of DATABASE_URL';
}

/** How many rows each non-empty table holds, for the operator to compare with what they expect. */
async function rowCounts(target: BackupTarget): Promise<string> {
  const database = await openDatabase(target);
  try {
    const counts: string[] = [];
    for (const table of allTables) {
      const name = getTableName(table);
      const result = await database.db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from "${name}"`),
      );
      const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      if (n > 0) counts.push(`${name} ${n}`);
    }
    return counts.join(', ') || 'no rows';
  } finally {
    await database.close();
  }
}

/**
 * Restores `file`, made by `backupDatabase`, into the target. Refuses a target that holds data unless
 * `force`. Answers the lines to show the operator: what was done, what the tables hold now, and that
 * erasures done since the backup must be done again (packages/api/README.md, Backups).
 */
export async function restoreDatabase(target: BackupTarget, file: string, force: boolean): Promise<string[]> {
  const source = resolve(file);
  if (!(await exists(source))) throw new Error(`${source} does not exist; nothing was changed.`);
  const done = target.databaseUrl
    ? await restorePostgres(target.databaseUrl, source, force)
    : await restorePglite(target.dataDir, source, force);
  return [
    `${done} from ${source}.`,
    `It holds: ${await rowCounts(target)}.`,
    'People erased after this backup was made are in it again: erase them again before the site is ' +
      'opened (packages/api/README.md, "Backups").',
  ];
}
