import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListFilters, ListQuery, RecordKind } from '@inclusion/forms';
import type { Db } from '../db/client.js';
import type { Filter } from './form-kinds.js';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditionOf(filter: Filter, value: string): SQL {
  if (filter.match === 'contains') return arrayContains(filter.column, [value]);
  // Free-text values (organization type) are typed by staff: compare without regard to case.
  return filter.values ? eq(filter.column, value) : sql`lower(${filter.column}) = lower(${value})`;
}

export interface ListSource {
  /** The kind it lists: the contract's query schema of its list is `listQuerySchemaOf(kind)`. */
  kind: RecordKind;
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
