import { responseTimes, waitingStatuses, type RecordKind } from '@inclusion/forms';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type Expression = PgColumn | SQL;

/**
 * When the answer to a record of `kind` that came in at `createdAt` is due, in SQL: the contract's
 * `responseTimes` (what `dueAtOf` computes in TypeScript); null for a kind that promises nothing.
 * Working days are counted by `india_business_days_end` (migration 0007).
 */
export function dueAtOfKind(kind: RecordKind, createdAt: Expression): SQL {
  const promise = responseTimes[kind] as { hours: number } | { businessDays: number } | null;
  if (promise === null) return sql`null::timestamptz`;
  if ('hours' in promise) return sql`(${createdAt} + make_interval(hours => ${promise.hours}::int))`;
  return sql`india_business_days_end(${createdAt}, ${promise.businessDays}::int)`;
}

/** The same for a row of any kind, whose kind is in the column `kind` (the inbox_items view). */
export function dueAtOfAnyKind(kind: Expression, createdAt: Expression, kinds: readonly RecordKind[]): SQL {
  const cases = kinds.map((each) => sql`when ${each} then ${dueAtOfKind(each, createdAt)}`);
  return sql`(case ${kind} ${sql.join(cases, sql` `)} else null::timestamptz end)`;
}

/** Whether a record's status is one of its kind's waiting statuses (the next step is the foundation's). */
export function isWaiting(kind: Expression, status: Expression, kinds: readonly RecordKind[]): SQL {
  const waiting = kinds
    .filter((each) => waitingStatuses[each].length > 0)
    .map(
      (each) =>
        sql`(${kind} = ${each} and ${status} in (${sql.join(
          waitingStatuses[each].map((value) => sql`${value}`),
          sql`, `,
        )}))`,
    );
  return waiting.length > 0 ? sql`(${sql.join(waiting, sql` or `)})` : sql`false`;
}
