import type { Pagination } from './types.js';

/** `page` and `limit` always (defaults 1 and 10); any other filter only when it has a value. */
export function listQuery(filters: Pagination = {}): URLSearchParams {
  const { page = 1, limit = 10, ...rest } = filters as Pagination & Record<string, unknown>;
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** One URL path segment, encoded. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
