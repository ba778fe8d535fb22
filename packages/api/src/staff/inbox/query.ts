import {
  closedStatuses,
  inboxKinds,
  type InboxItem,
  type InboxKind,
  type InboxMatching,
} from '@inclusion/forms';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { dueAtOfAnyKind, isWaiting } from './due.js';
import { inboxItems as view } from './view.js';

/** Who asks (for `assignee=me`) and when (for what is overdue). */
export interface Asker {
  userId: string;
  now: Date;
}

const dueAt = dueAtOfAnyKind(view.kind, view.createdAt, inboxKinds);
const waiting = isWaiting(view.kind, view.status, inboxKinds);
const overdueAt = (now: Date) => sql`(${waiting} and ${dueAt} < ${now.toISOString()}::timestamptz)`;

function isClosed(): SQL {
  const closed = inboxKinds.map(
    (kind) =>
      sql`(${view.kind} = ${kind} and ${view.status} in (${sql.join(
        closedStatuses[kind].map((status) => sql`${status}`),
        sql`, `,
      )}))`,
  );
  return sql`(${sql.join(closed, sql` or `)})`;
}

/** `%`, `_` and `\` match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The digits of a search that looks like a mobile number: six or more once spaces, dashes, brackets
 * and a leading +91 (or 0) are dropped; undefined for any other search.
 */
export function phoneDigitsOf(search: string): string | undefined {
  const compact = search.replace(/[\s\-().]/g, '').replace(/^\+91/, '');
  if (!/^\+?\d{6,}$/.test(compact)) return undefined;
  const digits = compact.replace(/^\+/, '');
  return /^(?:91|0)\d{10}$/.test(digits) ? digits.slice(-10) : digits;
}

/**
 * What a person wrote, found three ways: its words (full text, the 'simple' configuration, which
 * reads any script), any part of it (ILIKE: a part of a word, Devanagari, a reference) and a word
 * spelt a little differently (pg_trgm's `<%`, word similarity); and a mobile number in any spacing.
 */
function searchOf(search: string): SQL {
  const ways = [
    sql`to_tsvector('simple', ${view.searchText}) @@ websearch_to_tsquery('simple', ${search})`,
    sql`${view.searchText} ilike ${likePattern(search)}`,
  ];
  // Only a word of letters is looked for by likeness: an address or a number shares trigrams with
  // every other address or number.
  if (/^\p{L}[\p{L}\p{M}]{3,}$/u.test(search)) ways.push(sql`${search} <% ${view.searchText}`);
  const digits = phoneDigitsOf(search);
  if (digits) ways.push(sql`${view.phoneDigits} like ${likePattern(digits)}`);
  return sql`(${sql.join(ways, sql` or `)})`;
}

/** The conditions of the inbox's filters and search. */
export function inboxWhere(filters: InboxMatching, asker: Asker): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(view.kind, filters.kind));
  if (filters.status === 'waiting') conditions.push(waiting);
  if (filters.status === 'closed') conditions.push(isClosed());
  if (filters.assignee === 'me') conditions.push(eq(view.assigneeId, asker.userId));
  else if (filters.assignee === 'nobody') conditions.push(isNull(view.assigneeId));
  else if (filters.assignee) conditions.push(eq(view.assigneeId, filters.assignee));
  if (filters.overdue) conditions.push(overdueAt(asker.now));
  if (filters.search) conditions.push(searchOf(filters.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Oldest first (the default: the longest waiting), newest first, or the soonest due first. */
function orderOf(sort: InboxMatching['sort']): SQL[] {
  if (sort === 'newest') return [desc(view.createdAt), desc(view.id)];
  if (sort === 'due') return [sql`${dueAt} asc nulls last`, asc(view.createdAt), asc(view.id)];
  return [asc(view.createdAt), asc(view.id)];
}

const excerptOf = (text: string) => (text.length > 120 ? `${text.slice(0, 120).trimEnd()}…` : text);

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** One page of the inbox, and how many records the filters match. */
export async function inboxPage(
  db: Db,
  query: InboxMatching & { page: number; limit: number },
  asker: Asker,
): Promise<InboxPage> {
  const where = inboxWhere(query, asker);
  const { page, limit } = query;
  // The total comes with the page's rows (a window over every match), so the filters and the search
  // run once; a page past the last has no row to carry it, and counts on its own.
  const rows = await db
    .select({
      total: sql<number>`(count(*) over ())::int`,
      kind: view.kind,
      id: view.id,
      reference: view.reference,
      status: view.status,
      fullName: view.fullName,
      email: view.email,
      organisation: view.organisation,
      mobile: view.mobile,
      excerpt: view.excerpt,
      language: view.language,
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
      dueAt: sql<Date | string | null>`${dueAt}`,
      overdue: sql<boolean>`coalesce(${overdueAt(asker.now)}, false)`,
      assigneeId: view.assigneeId,
      assigneeName: users.name,
      version: view.version,
    })
    .from(view)
    .leftJoin(users, eq(users.id, view.assigneeId))
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = rows[0]?.total ?? (page > 1 ? await countMatching(db, query, asker) : 0);
  const items = rows.map(({ total: _total, assigneeId, assigneeName, dueAt: due, ...row }) => ({
    ...row,
    kind: row.kind as InboxKind,
    excerpt: excerptOf(row.excerpt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dueAt: due === null ? null : new Date(due).toISOString(),
    assignee: assigneeId && assigneeName !== null ? { id: assigneeId, name: assigneeName } : null,
  }));
  return { items, total, page, limit, pages: Math.ceil(total / limit) };
}

/** The records a filter matches, at most `cap` of them, with the version each was read at. */
export async function matchingRecords(
  db: Db,
  filters: InboxMatching,
  asker: Asker,
  cap: number,
): Promise<{ kind: InboxKind; id: string; version: number }[]> {
  const rows = await db
    .select({ kind: view.kind, id: view.id, version: view.version })
    .from(view)
    .where(inboxWhere(filters, asker))
    .orderBy(...orderOf(filters.sort))
    .limit(cap);
  return rows.map((row) => ({ ...row, kind: row.kind as InboxKind }));
}

/** How many records a filter matches. */
export async function countMatching(db: Db, filters: InboxMatching, asker: Asker): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(view).where(inboxWhere(filters, asker));
  return counted?.total ?? 0;
}
