import pg from 'pg';
import { afterEach, expect } from 'vitest';

/**
 * Fails a PostgreSQL test whose code sends a query on a client (a transaction's connection) while
 * that client is still running another, as `Promise.all` over one transaction does. pg 8 queues such
 * a query and prints a deprecation warning once per process, which says nothing of where; pg 9 removes
 * that queue. So every such query is recorded here, with the stack that sent it.
 *
 * It reads two fields pg keeps private (`_activeQuery`, `_queryQueue`): if a pg release renames them,
 * the first query says so instead of the guard passing quietly.
 */
interface ClientInternals {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

interface GuardState {
  overlaps: string[];
}

// Setup files run again for every test file, while pg (an external module) is loaded once per worker
// (`isolate: false`): patch once, and keep what was found where every run of this file sees it.
const stateKey = Symbol.for('inclusion.api.overlapping-queries');
const scope = globalThis as typeof globalThis & { [stateKey]?: GuardState };

function installGuard(): GuardState {
  const state: GuardState = { overlaps: [] };
  const prototype = pg.Client.prototype as pg.Client & ClientInternals;
  const query = prototype.query;
  prototype.query = function guardedQuery(this: pg.Client & ClientInternals, ...args: unknown[]) {
    if (!Array.isArray(this._queryQueue) || !('_activeQuery' in this)) {
      throw new Error(
        'pg.Client no longer has _activeQuery and _queryQueue: update no-overlapping-queries.ts',
      );
    }
    if (!this.pipeline && (this._activeQuery || this._queryQueue.length > 0)) {
      state.overlaps.push(new Error('a query sent while this client was running another').stack ?? '');
    }
    return (query as (...queryArgs: unknown[]) => unknown).apply(this, args);
  } as typeof prototype.query;
  return state;
}

const state = (scope[stateKey] ??= installGuard());

afterEach(() => {
  const found = state.overlaps.splice(0);
  expect(found, 'queries sent on a client that was still running another').toEqual([]);
});
