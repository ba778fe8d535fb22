import { ApiError, staleVersionAnswer } from '@inclusion/forms';

/** The 409 answer to a change made from an older version of the record: who changed it, and when. */
export interface StaleVersion {
  message: string;
  changedBy: string | null;
  changedAt: string;
  version: number;
}

/** The stale-version details of a failed change, when that is why it failed (the contract's 409). */
export function staleOf(error: unknown): StaleVersion | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = staleVersionAnswer.safeParse(error.data);
  if (!parsed.success) return undefined;
  return { message: error.message, ...parsed.data.data };
}
