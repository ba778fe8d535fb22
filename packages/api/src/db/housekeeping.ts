import { and, eq, getTableName, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isSharedDatabase, type Db } from './client.js';
import {
  allTables,
  auditEvents,
  loginFailures,
  mailRecipientDays,
  newsletterSubscribers,
  rateLimitHits,
} from './schema.js';

const hourMs = 60 * 60 * 1000;

/**
 * Deletes what has served its purpose: daily mail counts of past days, rate-limit windows that
 * ended, sign-in failures older than a day, and newsletter subscriptions never confirmed (their link
 * expired): an address that did not confirm is not kept.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(mailRecipientDays)
    .where(sql`${mailRecipientDays.day} < (now() at time zone 'utc')::date - 1`);
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.resetsAt} < now()`);
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 24 * hourMs)));
  await db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.confirmExpiresAt, now)));
}

/** Runs sweepExpired at start and then hourly; returns the function that stops it. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = () =>
    sweepExpired(db).catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * After an erasure on PGlite, makes sure no file of the data folder still holds a deleted row. A
 * DELETE only marks rows dead: their bytes stay in the table's pages, and in the write-ahead log
 * that recorded them. So every table that may hold personal data is rewritten (VACUUM FULL: a new
 * file of the live rows, the old one emptied), then a checkpoint makes the log's older segments
 * unneeded, a switch to a new segment leaves the current one, and a second checkpoint removes them.
 * PGlite runs with `wal_recycle = off` (db/client.ts), so a removed segment is deleted, not renamed
 * for reuse with its old bytes. The audit is left as it is: it never holds personal data.
 *
 * On PostgreSQL the server cannot reach its own files' history (WAL archives, replicas, backups):
 * the operator's retention covers them (packages/api/README.md, "Erasure and the database's
 * files"). Answers whether it cleared the folder.
 */
export async function clearDeletedRows(db: Db): Promise<boolean> {
  if (isSharedDatabase(db)) return false;
  const tables = allTables
    .filter((table) => table !== auditEvents)
    .map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`vacuum full ${sql.join(tables, sql`, `)}`);
  await db.execute(sql`checkpoint`);
  await db.execute(sql`select pg_switch_wal()`);
  await db.execute(sql`checkpoint`);
  return true;
}
