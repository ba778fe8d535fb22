import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migratePglite, migratePostgres } from './migrate.js';
import * as schema from './schema.js';

export type Schema = typeof schema;

/** What every query is written against: PGlite and PostgreSQL give the same database. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Runs the drizzle migrations of drizzle/ (see migrate.ts). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL when set. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `dataDir/pglite`; without a dataDir it lives in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite in memory starts from this dump (PGlite's dumpDataDir): tests copy one migrated database. */
  pgliteDump?: Blob | undefined;
}

/**
 * PostgreSQL, which several servers may share (PGlite belongs to one process): what must hold across
 * servers (rate limits) is kept in the database there, in memory with PGlite.
 */
export const isSharedDatabase = (db: Db): boolean => !(db instanceof PgliteDatabase);

/**
 * The extensions PGlite loads, as PostgreSQL has them installed: pg_trgm for the inbox's search
 * (migration 0007). Every PGlite this project opens takes them, so the migrated schema works in it.
 */
export const pgliteExtensions = { extensions: { pg_trgm } } as const;

/**
 * PGlite's start parameters: its own, and a write-ahead log whose old segments are deleted rather
 * than renamed for reuse (`wal_recycle = off`), new ones written with zeros, and as few kept as
 * PostgreSQL allows. A recycled segment keeps its old bytes until they are overwritten: after an
 * erasure (housekeeping.ts, clearDeletedRows) the deleted rows must not survive in any file.
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'wal_recycle=off', '-c', 'wal_init_zero=on', '-c', 'min_wal_size=32MB'],
];

/** The PGlite folder inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    startParams: pgliteStartParams,
    ...pgliteExtensions,
    ...(dataDir ? { dataDir: pgliteDirOf(dataDir) } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits 'error'; without a listener that ends the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
