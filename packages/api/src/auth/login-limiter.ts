import { createHash } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';

/**
 * Failed sign-ins allowed within the window: for one account from one address, and for one account
 * from all addresses together (except from a browser where it signed in before, known-device.ts).
 */
export const loginFailureLimit = {
  maxFailures: 5,
  maxAccountFailures: 10,
  windowMs: 15 * 60 * 1000,
} as const;

export interface LoginLimiter {
  /**
   * Counts this sign-in attempt as a failure (until `succeeded` says otherwise), unless the pair or
   * the account is already at its limit. Resolves with 0 when the attempt may go ahead, else the
   * whole seconds until it may. Check and count are one step, so parallel guesses, even on several
   * servers, cannot all slip under the limit. `knownDevice`: the account's limit does not apply.
   */
  attempt(account: string, address: string, now: Date, knownDevice?: boolean): Promise<number>;
  /** Forgets the pair's failures and this attempt's count for the account (not the others'). */
  succeeded(account: string, address: string, now: Date): Promise<void>;
}

/** The pair as stored: a SHA-256, so the table holds neither addresses nor account names. */
const pairHashOf = (account: string, address: string) =>
  createHash('sha256').update(`${address}\n${account.toLowerCase()}`).digest('hex');
/** The account from any address: "any" is no address, so it never equals a pair's hash. */
const accountHashOf = (account: string) => pairHashOf(account, 'any');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Seconds until one of `limit` failures of this hash within the window leaves it; 0 if under it. */
async function waitFor(tx: Tx, hash: string, limit: number, windowMs: number, now: Date): Promise<number> {
  const recent = await tx
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.pairHash, hash), gt(loginFailures.failedAt, new Date(now.getTime() - windowMs))),
    )
    .orderBy(asc(loginFailures.failedAt));
  if (recent.length < limit) return 0;
  // The oldest failures leave the window first; once enough have, the attempt may go ahead.
  const freedAt = (recent[recent.length - limit]?.failedAt.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

/**
 * Sign-in failures per (account, address) and per account, kept in the database so that every
 * server shares them (and a restart forgets nothing). The pair's limit stops someone guessing from one
 * address without locking the owner out elsewhere; the account's stops guesses spread over many
 * addresses, and a browser where the account signed in before passes it. Unknown accounts are counted
 * like real ones: the answers never tell them apart. Rows older than a day are deleted by the
 * housekeeping.
 */
export function createLoginLimiter(
  db: Db,
  { maxFailures, maxAccountFailures, windowMs } = loginFailureLimit,
): LoginLimiter {
  return {
    async attempt(account, address, now, knownDevice = false) {
      const pairHash = pairHashOf(account, address);
      const accountHash = accountHashOf(account);
      return db.transaction(async (tx) => {
        // One attempt of an account at a time, across servers: the checks and the counts cannot interleave.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${accountHash}))`);
        const pairWait = await waitFor(tx, pairHash, maxFailures, windowMs, now);
        const accountWait = knownDevice
          ? 0
          : await waitFor(tx, accountHash, maxAccountFailures, windowMs, now);
        const wait = Math.max(pairWait, accountWait);
        if (wait > 0) return wait;
        await tx.insert(loginFailures).values([
          { pairHash, failedAt: now },
          { pairHash: accountHash, failedAt: now },
        ]);
        return 0;
      });
    },
    async succeeded(account, address, now) {
      await db.delete(loginFailures).where(eq(loginFailures.pairHash, pairHashOf(account, address)));
      // Only this attempt's count: the owner signing in does not give guessers a fresh budget.
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.pairHash, accountHashOf(account)), eq(loginFailures.failedAt, now)));
    },
  };
}
