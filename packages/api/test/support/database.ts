import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteDirOf, type Database } from '../../src/db/client.js';
import { allTables, auditEvents } from '../../src/db/schema.js';

/** Which database the project runs against: set by vitest.config.ts and vitest.postgres.config.ts. */
export const testDriver = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new database in the test cluster: a copy of the database the global setup migrated, or, with
 * `migrated: false`, an empty one that the servers of the test migrate themselves.
 */
export async function createPostgresDatabase({ migrated = true } = {}): Promise<string> {
  const clusterUrl = inject('postgresUrl');
  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${migrated ? ` template ${inject('postgresTemplate')}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openPgliteCopy(): Promise<Database> {
  const dump = new Blob([await readFile(inject('pgliteDump'))]);
  return openDatabase({ pgliteDump: dump });
}

/**
 * A migrated database of its own for one test file, a copy of the one the global setup migrated:
 * PGlite in memory, or a new database in the test cluster. Opening PGlite takes a while: open it
 * once per file, empty it between tests.
 */
export async function openTestDatabase(): Promise<Database> {
  const database =
    testDriver === 'postgres'
      ? await openDatabase({ databaseUrl: await createPostgresDatabase() })
      : await openPgliteCopy();
  // Applies nothing to the copy (its migrations are recorded); checks that it is the latest schema.
  await database.migrate();
  return database;
}

/**
 * A new data folder (DATA_DIR) for a server child; the caller removes it. On PGlite it holds a copy of
 * the migrated template folder, so the server opens an existing database, as at every start but the
 * first, instead of running PGlite's initdb (seconds of processor time). data-dir.test.ts starts a
 * server on an empty folder, where that first start is what it checks.
 */
export async function createDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  if (testDriver === 'pglite') {
    await cp(inject('pgliteTemplateDir'), pgliteDirOf(dataDir), { recursive: true });
  }
  return dataDir;
}

const audit = getTableName(auditEvents);
const emptyAllTablesSql = [
  ...allTables
    .filter((table) => table !== auditEvents)
    .map((table) => `delete from "${getTableName(table)}";`),
  `do $$ begin if exists (select from "${audit}") then truncate "${audit}"; end if; end $$;`,
].join('\n');

/**
 * Empties every table in one round trip. DELETE, not TRUNCATE, which gives every table new files even
 * when it is empty, while a test fills a few. No table has an identity to restart or a delete
 * trigger, and every foreign key has an ON DELETE action, so the order does not matter. The one
 * exception is the audit, append-only for the application (a trigger refuses DELETE): it is
 * truncated when it holds a row.
 */
export async function emptyAllTables(database: Database): Promise<void> {
  // Several statements in one call: PGlite's exec, and pg's simple query (a query without parameters).
  if (database.driver === 'pglite') {
    await (database.db as unknown as { $client: PGlite }).$client.exec(emptyAllTablesSql);
  } else {
    await database.db.execute(sql.raw(emptyAllTablesSql));
  }
}
