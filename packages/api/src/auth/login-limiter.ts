/** Failed sign-ins allowed for one account from one address within the window. */
export const loginFailureLimit = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Pairs remembered at most; past this the oldest are forgotten first, so memory stays bounded. */
const maxPairs = 10_000;

export interface LoginLimiter {
  /** Whole seconds until the pair may try again; 0 when it may try now. */
  retryAfter(account: string, address: string, now: Date): number;
  /** Counts an attempt as failed (call it before checking the password, see `succeeded`). */
  recordFailure(account: string, address: string, now: Date): void;
  /** Forgets the pair's failures, the attempt just recorded included. */
  succeeded(account: string, address: string): void;
}

/**
 * Sign-in failures per (account, address), in this process's memory. Keyed by the pair, so someone
 * guessing one account's password from one address does not lock its owner out elsewhere. Unknown
 * accounts are counted like real ones: the answers never tell them apart.
 */
export function createLoginLimiter({ maxFailures, windowMs } = loginFailureLimit): LoginLimiter {
  const failures = new Map<string, number[]>();
  const keyOf = (account: string, address: string) => `${address}\n${account.toLowerCase()}`;

  function recent(key: string, now: Date): number[] {
    const since = now.getTime() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  function makeRoom(now: Date): void {
    if (failures.size < maxPairs) return;
    for (const key of failures.keys()) recent(key, now);
    for (const key of failures.keys()) {
      if (failures.size < maxPairs) break;
      failures.delete(key);
    }
  }

  return {
    retryAfter(account, address, now) {
      const kept = recent(keyOf(account, address), now);
      if (kept.length < maxFailures) return 0;
      // The oldest failures leave the window first; once enough have, the pair may try again.
      const freedAt = (kept[kept.length - maxFailures] ?? now.getTime()) + windowMs;
      return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    },
    recordFailure(account, address, now) {
      const key = keyOf(account, address);
      const kept = recent(key, now);
      if (kept.length === 0) makeRoom(now);
      // Re-inserted at the end of the map's order: the first keys are the least recently failed.
      failures.delete(key);
      failures.set(key, [...kept, now.getTime()]);
    },
    succeeded(account, address) {
      failures.delete(keyOf(account, address));
    },
  };
}
