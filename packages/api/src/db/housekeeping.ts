import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.js';
import { loginFailures, mailRecipientDays, newsletterSubscribers, rateLimitHits } from './schema.js';

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
