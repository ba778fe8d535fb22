import { useState } from 'react';
import { sortRows, type SortDirection, type SortValue, type TableSort } from './sortRows.js';

export interface SortableColumn<Row> {
  id: string;
  sortValue?: (row: Row) => SortValue;
  firstSortDirection?: SortDirection;
}

export interface UseTableSortOptions<Row> {
  columns: readonly SortableColumn<Row>[];
  rows: readonly Row[];
  /** Controlled: the caller sorts the rows (on the server, say) and passes them in that order. */
  sort?: TableSort | null;
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
}

const same = (a: TableSort | null, b: TableSort | null) =>
  a === b || (!!a && !!b && a.column === b.column && a.direction === b.direction);

/**
 * Which column the rows are sorted by, in which direction, and the rows in that order. Uncontrolled,
 * it sorts the rows itself by each column's `sortValue`; controlled (`sort` given), it shows the rows
 * in the order given. `changed` is true once the sort differs from the one the table first showed,
 * so the new order is announced after a change and never on arrival, nor when a controlled table's
 * first rows arrive with their order.
 */
export function useTableSort<Row>({
  columns,
  rows,
  sort,
  defaultSort = null,
  onSortChange,
}: UseTableSortOptions<Row>) {
  const controlled = sort !== undefined;
  const [uncontrolled, setUncontrolled] = useState<TableSort | null>(defaultSort);
  const current = controlled ? sort : uncontrolled;

  // Remember the sort of the last render, updating during render (as React advises for derived
  // state): the announcement follows the sort the table shows, whoever changed it. A sort that
  // arrives with the first rows (a controlled table loading) is where the table starts, not news.
  const [shown, setShown] = useState({ sort: current, changed: false, hadRows: rows.length > 0 });
  const isNews = !same(shown.sort, current) && shown.hadRows;
  if (!same(shown.sort, current) || (!shown.hadRows && rows.length > 0)) {
    setShown({ sort: current, changed: shown.changed || isNews, hadRows: shown.hadRows || rows.length > 0 });
  }

  const toggle = (columnId: string) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    if (!column) return;
    const direction: SortDirection =
      current?.column === columnId
        ? current.direction === 'ascending'
          ? 'descending'
          : 'ascending'
        : (column.firstSortDirection ?? 'ascending');
    const next = { column: columnId, direction };
    if (!controlled) setUncontrolled(next);
    onSortChange?.(next);
  };

  const sortColumn = current ? columns.find((column) => column.id === current.column) : undefined;
  const sortedRows =
    !controlled && current && sortColumn?.sortValue
      ? sortRows(rows, sortColumn.sortValue, current.direction)
      : rows;

  return { sort: current, sortedRows, toggle, changed: shown.changed || isNews };
}
