import { and, arrayContains, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { filterValue, paginationShape } from './fields.js';
import type { Filter } from './kinds.js';

export interface ListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  [filter: string]: string | number | undefined;
}

/** page, limit, search and the filters (status included). Unknown parameters are dropped. */
export function listQuerySchema(filters: Record<string, Filter>) {
  const filterShape = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, filterValue(name, filter.values)]),
  );
  return z.object({ ...paginationShape, ...filterShape }) as unknown as z.ZodType<ListQuery>;
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditionOf(filter: Filter, value: string): SQL {
  if (filter.match === 'contains') return arrayContains(filter.column, [value]);
  // Free-text values (organization type) are typed by staff: compare without regard to case.
  return filter.values ? eq(filter.column, value) : sql`lower(${filter.column}) = lower(${value})`;
}

export interface ListSource {
  table: PgTable;
  /** The columns each row shows; all when absent. */
  columns?: Record<string, PgColumn>;
  /** Columns a search looks in (case-insensitive, anywhere in the text). */
  searchColumns: PgColumn[];
  filters: Record<string, Filter>;
  createdAt: PgColumn;
  id: PgColumn;
}

export interface Page<Row> {
  data: Row[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** One page of a table, newest first, with the total the filters match. */
export async function listPage(
  db: Db,
  source: ListSource,
  query: ListQuery,
): Promise<Page<Record<string, unknown>>> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const anyColumn = or(...source.searchColumns.map((column) => ilike(column, pattern)));
    if (anyColumn) conditions.push(anyColumn);
  }
  for (const [name, filter] of Object.entries(source.filters)) {
    const value = query[name];
    if (typeof value === 'string') conditions.push(conditionOf(filter, value));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { page, limit } = query;

  const data = await (source.columns ? db.select(source.columns) : db.select())
    .from(source.table)
    .where(where)
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(source.table).where(where);
  const total = counted?.total ?? 0;
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
