import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { allTables } from '../../src/db/schema.js';

/** Which database the project runs against: set by vitest.config.ts and vitest.postgres.config.ts. */
export const testDriver = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export async function createPostgresDatabase(): Promise<string> {
  const clusterUrl = inject('postgresUrl');
  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
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
 * A migrated database of its own for one test file: PGlite in memory (a copy of the migrated
 * template of the global setup), or a new database in the test cluster. Opening PGlite takes a
 * while: open it once per file, truncate between tests.
 */
export async function openTestDatabase(): Promise<Database> {
  const database =
    testDriver === 'postgres'
      ? await openDatabase({ databaseUrl: await createPostgresDatabase() })
      : await openPgliteCopy();
  // Applies nothing on the copy (its migrations are recorded); checks that it is the latest schema.
  await database.migrate();
  return database;
}

/** Empties every table. */
export async function truncateAll(database: Database): Promise<void> {
  const names = allTables.map((table) => `"${getTableName(table)}"`).join(', ');
  await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
