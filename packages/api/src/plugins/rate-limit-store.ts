import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

interface Waiting {
  key: string;
  windowMs: number;
  callback: Callback;
}

/**
 * The rate limit's counts in the database (`rate_limit_hits`), so that every server on one PostgreSQL
 * counts together: fixed windows per key, as @fastify/rate-limit's own store keeps them, timed by the
 * database's clock (the servers' clocks may differ). The counts of one turn of the event loop go in one
 * statement, as submissions do (db/batch.ts). The table is UNLOGGED: no WAL, so no disk flush per
 * request; a crash of PostgreSQL empties it, which only forgets counts.
 */
export function databaseRateLimitStore(db: Db): new () => FastifyRateLimitStore {
  const queue: Waiting[] = [];
  let running = false;
  let scheduled = false;

  async function flush(batch: Waiting[]): Promise<void> {
    // One row per key: the statement may not touch a row twice. Sorted, so that concurrent statements
    // (from several servers) lock their rows in the same order and cannot deadlock.
    const groups = new Map<string, Waiting[]>();
    for (const item of batch) {
      const group = `${item.windowMs} ${item.key}`;
      groups.set(group, [...(groups.get(group) ?? []), item]);
    }
    const entries = [...groups.values()].sort((a, b) => ((a[0]?.key ?? '') < (b[0]?.key ?? '') ? -1 : 1));
    const values = sql.join(
      entries.map((items) => sql`(${items[0]?.key}::text, ${items.length}::int, ${items[0]?.windowMs}::int)`),
      sql`, `,
    );
    try {
      const result = await db.execute(sql`
        insert into ${rateLimitHits} (key, hits, resets_at)
        select key, hits, now() + make_interval(secs => window_ms / 1000.0)
        from (values ${values}) as counted(key, hits, window_ms)
        on conflict (key) do update set
          hits = case when ${rateLimitHits.resetsAt} <= now() then excluded.hits
                      else ${rateLimitHits.hits} + excluded.hits end,
          resets_at = case when ${rateLimitHits.resetsAt} <= now() then excluded.resets_at
                           else ${rateLimitHits.resetsAt} end
        returning key, hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl_ms`);
      const rows = (result as unknown as { rows: { key: string; hits: number; ttl_ms: number }[] }).rows;
      const byKey = new Map(rows.map((row) => [row.key, row]));
      for (const items of entries) {
        const row = byKey.get(items[0]?.key ?? '');
        items.forEach((item, index) => {
          if (!row) item.callback(new Error('the rate limit count was not stored'));
          // This batch's hits came last: each request is counted in turn.
          else
            item.callback(null, {
              current: row.hits - items.length + index + 1,
              ttl: Math.max(0, row.ttl_ms),
            });
        });
      }
    } catch (error) {
      for (const item of batch) item.callback(error as Error);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) await flush(queue.splice(0, 500));
    } finally {
      running = false;
    }
  }

  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      queue.push({ key, windowMs: timeWindow, callback });
      if (running || scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!running) void drain();
      });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
