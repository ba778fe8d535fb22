import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { apiMessages } from '../api-messages.js';
import { filterValue, paginationShape } from './fields.js';
import type { Filter } from './kinds.js';

/** What selects and orders the rows: the search, the filters and the sort. */
export interface ListFilters {
  search?: string | undefined;
  /** A column of the list's `sorts`, `-column` for descending; `-createdAt` when absent. */
  sort?: string | undefined;
  [filter: string]: string | number | undefined;
}

export interface ListQuery extends ListFilters {
  page: number;
  limit: number;
}

/** `sort`: one of the columns, or one of them after '-' (descending); blank means the default. */
export function sortValue(columns: readonly string[]) {
  const allowed = new Set(columns.flatMap((column) => [column, `-${column}`]));
  return z.preprocess(
    (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: apiMessages.sort(columns) })
      .trim()
      .refine((value) => allowed.has(value), { error: apiMessages.sort(columns) })
      .optional()
      .describe(
        `A column to sort by, "-" before it for descending (default -createdAt): ${columns.join(', ')}`,
      ),
  );
}

/** page, limit, search, sort and the filters (status included). Unknown parameters are dropped. */
export function listQuerySchema(filters: Record<string, Filter>, sorts: Record<string, PgColumn> = {}) {
  const filterShape = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, filterValue(name, filter.values)]),
  );
  return z.object({
    ...paginationShape,
    ...filterShape,
    sort: sortValue(Object.keys(sorts)),
  }) as unknown as z.ZodType<ListQuery>;
}

/** The same query without paging: the CSV export of the filtered list. */
export function exportQuerySchema(source: ListSource) {
  const { page: _page, limit: _limit, ...shape } = paginationShape;
  const filterShape = Object.fromEntries(
    Object.entries(source.filters).map(([name, filter]) => [name, filterValue(name, filter.values)]),
  );
  return z.object({
    ...shape,
    ...filterShape,
    sort: sortValue(Object.keys(source.sorts ?? {})),
  }) as unknown as z.ZodType<ListFilters>;
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
  /** The columns `sort` may name (README, Staff: sorting). */
  sorts?: Record<string, PgColumn>;
  createdAt: PgColumn;
  id: PgColumn;
}

export interface Page<Row> {
  data: Row[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** The conditions of the search and the filters. */
export function whereOf(source: ListSource, query: ListFilters): SQL | undefined {
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
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The order of `sort` (newest first by default), then the id, so equal values keep one order from
 * page to page. Text sorts without regard to case, so 'asha' and 'Asha' sit together.
 */
export function orderOf(source: ListSource, sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const name = sort?.replace(/^-/, '');
  const column = (name && source.sorts?.[name]) || source.createdAt;
  const key = column.columnType === 'PgText' ? sql`lower(${column})` : sql`${column}`;
  const direction = descending ? desc : asc;
  return [direction(key), direction(source.id)];
}

/** One page of a table, sorted (newest first by default), with the total the filters match. */
export async function listPage(
  db: Db,
  source: ListSource,
  query: ListQuery,
): Promise<Page<Record<string, unknown>>> {
  const where = whereOf(source, query);
  const { page, limit } = query;

  const data = await (source.columns ? db.select(source.columns) : db.select())
    .from(source.table)
    .where(where)
    .orderBy(...orderOf(source, query.sort))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(source.table).where(where);
  const total = counted?.total ?? 0;
  return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
