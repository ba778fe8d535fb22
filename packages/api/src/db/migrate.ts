import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

/** The committed migrations (drizzle-kit generate), at the same depth from src/db and dist/db. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant shared by every server of this project: it names the migration lock. */
const migrationLockId = 4_711_2025;

/** Each driver has its own migrator; both apply the same SQL files and record them the same way. */
export async function migratePglite<S extends Record<string, unknown>>(db: PgliteDatabase<S>): Promise<void> {
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Several servers may share one PostgreSQL database (a rolling restart, say): an advisory lock
 * makes the second wait until the first has migrated, instead of both creating the same tables.
 */
export async function migratePostgres<S extends Record<string, unknown>>(
  db: NodePgDatabase<S>,
  pool: pg.Pool,
): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    lockHolder.release();
  }
}
