import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { runRetention } from './retention.js';

export const retentionIntervalMs = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  db: Db;
  months: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The clock: tests pass their own. */
  now: () => Date;
  intervalMs?: number;
}

/**
 * Runs the retention at start and then every 24 hours (RETENTION_MONTHS; 0: never). The timer is
 * unref'd (it keeps no process alive); the returned function stops it. One log line per run, with
 * counts per kind and never a person's data.
 */
export function startRetention({
  db,
  months,
  log,
  now,
  intervalMs = retentionIntervalMs,
}: RetentionOptions): {
  stop: () => void;
  /** The run under way (tests wait for it). */
  running: () => Promise<void>;
} {
  if (months <= 0) return { stop: () => {}, running: () => Promise.resolve() };
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A run longer than the interval is not joined by the next: this server never competes with itself
    // for the lock (and never logs that 'another server' is running it). The next tick starts the next run.
    if (busy) return;
    busy = true;
    current = runRetention(db, months, now())
      .then(
        ({ ran, deleted, cutoff }) => {
          if (!ran) return log.info('retention: another server is running it; skipped');
          const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
          log.info(
            { retention: { months, cutoff: cutoff.toISOString(), deleted } },
            `retention: deleted ${total} closed records unchanged for ${months} months`,
          );
        },
        (error: unknown) => log.error({ err: error }, 'retention failed'),
      )
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), running: () => current };
}
