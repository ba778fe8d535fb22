import { exportQuerySchemaOf, recordKinds, type ListFilters, type RecordKind } from '@inclusion/forms';
import { getTableColumns } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.js';
import { requireStaff } from '../../plugins/auth.js';
import { staffRateLimit } from '../../plugins/rate-limit.js';
import { csvFile } from '../../routes/content-types.js';
import { orderOf, whereOf } from '../../submissions/list.js';
import { listSources } from '../../submissions/sources.js';
import type { App, AppContext } from '../../types.js';
import { noRecord } from '../no-record.js';
import { displayValue } from './cells.js';
import { columnOrder, headerOf, staffNotesColumn } from './columns.js';
import { toCsv } from './csv.js';
import { assigneeNames } from './assignees.js';
import { notesCells } from './notes-column.js';

/** The most rows one export holds; the answer says when the list had more (X-Export-Truncated). */
export const exportRowCap = 10_000;

/** The list's own columns, but never a link's secret (the newsletter's tokens). */
const secretColumns = new Set(['unsubscribeToken', 'confirmTokenHash']);

export const exportPath = (kind: RecordKind) => `/staff/submissions/${kind}/export.csv`;

/** `YYYY-MM-DD` of a moment, UTC: the file's date. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * `GET /staff/submissions/<kind>/export.csv`: every row of the kind's list as filtered, searched and
 * sorted (the list's own query, without paging), as CSV. One route per kind, so each documents and
 * checks its own filters and sorts; a static path wins over `/:kind/:id`.
 */
export function exportRoutes(app: App, context: AppContext): void {
  const { db } = context;
  for (const kind of recordKinds) {
    const source = listSources[kind];
    const columns = Object.fromEntries(
      Object.entries(source.columns ?? getTableColumns(source.table)).filter(
        ([key]) => !secretColumns.has(key),
      ),
    );
    const keys = columnOrder(Object.keys(columns));

    app.get(
      exportPath(kind),
      {
        onRequest: requireStaff(context),
        config: { rateLimit: staffRateLimit(context) },
        schema: {
          querystring: exportQuerySchemaOf(kind),
          response: { 200: csvFile(`Every ${kind} row the list's filters, search and sort match, as CSV`) },
        },
      },
      async (request, reply) => {
        const query = request.query as ListFilters;
        const rows = await db
          .select(columns)
          .from(source.table)
          .where(whereOf(source, query))
          .orderBy(...orderOf(source, query.sort))
          .limit(exportRowCap + 1);
        const truncated = rows.length > exportRowCap;
        const kept = truncated ? rows.slice(0, exportRowCap) : rows;
        const now = context.now();
        // The filters' names only: a search or a typed filter may be a person's name or address.
        const filters = Object.keys(source.filters).filter((name) => query[name] !== undefined);
        await recordAudit(db, {
          actorId: request.user?.id ?? null,
          action: 'list.exported',
          kind,
          recordId: noRecord,
          to: {
            filters,
            searched: query.search !== undefined,
            sort: query.sort ?? '-createdAt',
            count: kept.length,
          },
          createdAt: now,
        });
        const records = kept as Record<string, unknown>[];
        const notes = await notesCells(
          db,
          kind,
          records.map((row) => String(row.id)),
        );
        const names = await assigneeNames(db, records);
        const body = toCsv(
          keys.map(headerOf),
          records.map((row) =>
            keys.map((key) => {
              if (key === staffNotesColumn) return notes.get(String(row.id)) ?? '';
              if (key === 'assigneeId')
                return row.assigneeId ? (names.get(String(row.assigneeId)) ?? '') : '';
              return displayValue(key, row[key]);
            }),
          ),
        );
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${kind}-${dayOf(now)}.csv"`)
          .header('Cache-Control', 'no-store')
          .header('X-Export-Rows', String(kept.length))
          .header('X-Export-Truncated', String(truncated))
          .send(body);
      },
    );
  }
}
