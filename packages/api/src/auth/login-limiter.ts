import { createHash } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';

/** Failed sign-ins allowed for one account from one address within the window. */
export const loginFailureLimit = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export interface LoginLimiter {
  /**
   * Counts this sign-in attempt as a failure (until `succeeded` says otherwise), unless the pair is
   * already at its limit. Resolves with 0 when the attempt may go ahead, else the whole seconds until
   * it may. Check and count are one step, so parallel guesses, even on several servers, cannot all slip
   * under the limit.
   */
  attempt(account: string, address: string, now: Date): Promise<number>;
  /** Forgets the pair's failures, the attempt just counted included. */
  succeeded(account: string, address: string): Promise<void>;
}

/** The pair as stored: a SHA-256, so the table holds neither addresses nor account names. */
const pairHashOf = (account: string, address: string) =>
  createHash('sha256').update(`${address}\n${account.toLowerCase()}`).digest('hex');

/**
 * Sign-in failures per (account, address), kept in the database so that every server shares them
 * (and a restart forgets nothing). Keyed by the pair, so someone guessing one account's password from
 * one address does not lock its owner out elsewhere. Unknown accounts are counted like real ones: the
 * answers never tell them apart. Rows older than a day are deleted by the housekeeping.
 */
export function createLoginLimiter(db: Db, { maxFailures, windowMs } = loginFailureLimit): LoginLimiter {
  return {
    async attempt(account, address, now) {
      const pairHash = pairHashOf(account, address);
      return db.transaction(async (tx) => {
        // One attempt of a pair at a time, across servers: the check and the count cannot interleave.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${pairHash}))`);
        const recent = await tx
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(
            and(
              eq(loginFailures.pairHash, pairHash),
              gt(loginFailures.failedAt, new Date(now.getTime() - windowMs)),
            ),
          )
          .orderBy(asc(loginFailures.failedAt));
        if (recent.length >= maxFailures) {
          // The oldest failures leave the window first; once enough have, the pair may try again.
          const freedAt =
            (recent[recent.length - maxFailures]?.failedAt.getTime() ?? now.getTime()) + windowMs;
          return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
        }
        await tx.insert(loginFailures).values({ pairHash, failedAt: now });
        return 0;
      });
    },
    async succeeded(account, address) {
      await db.delete(loginFailures).where(eq(loginFailures.pairHash, pairHashOf(account, address)));
    },
  };
}
