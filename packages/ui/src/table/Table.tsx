import {
  forwardRef,
  useId,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';
import type { SortDirection, SortValue, TableSort } from './sortRows.js';
import { useScrollRegion } from './useScrollRegion.js';
import { useTableSort } from './useTableSort.js';
import { fill } from '../locale/format.js';
import { useUiSection } from '../locale/context.js';
import { enTable, enFormat } from '../locale/en.js';
import type { UiSection } from '../locale/context.js';

export interface TableColumn<Row> {
  /** A unique token for the column ('received'); the sort names it. */
  id: string;
  /** The column header. */
  header: ReactNode;
  /** The header in words, for the sort announcement, when `header` is not plain text. */
  headerText?: string;
  /** What the column shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Header cells of their rows (`th scope="row"`): the column that says which row this is, such as a name. */
  rowHeader?: boolean;
  /** Numbers: aligned to the end, in figures of equal width, so they line up for comparing. */
  numeric?: boolean;
  /** Makes the header a button that sorts by the column. A column with `sortValue` is sortable. */
  sortable?: boolean;
  /** The value rows are compared by when the table sorts them itself (no `sort` prop). */
  sortValue?: (row: Row) => SortValue;
  /** The words for each order, read after 'Sorted by …': 'oldest first' and 'newest first' for dates. */
  sortLabels?: { ascending: string; descending: string };
  /** The order of the first press on an unsorted column: 'descending' for dates (newest first). */
  firstSortDirection?: SortDirection;
}

export interface TableMessages {
  /** Said in the caption after a change of order, a sentence: 'Sorted by Received, newest first.' */
  sortedBy: (header: string, order: string) => string;
  /** Default words for text columns' orders. */
  textOrder: { ascending: string; descending: string };
  /** Default words for numeric columns' orders. */
  numericOrder: { ascending: string; descending: string };
  /** Read after the caption when a column can be sorted, a sentence with its full stop. */
  sortHint: string;
  /** Shown in the table's body when there are no rows. */
  empty: ReactNode;
}

/** The messages of a language's table. */
export function tableMessages(strings: UiSection<'table'>): TableMessages {
  const words = strings.table;
  return {
    sortedBy: (header, order) => fill(strings, words.sortedBy, { header, order }),
    textOrder: words.textOrder,
    numericOrder: words.numericOrder,
    sortHint: words.sortHint,
    empty: words.empty,
  };
}

/** The English messages, as every Table without a `UiLocaleProvider` says them. */
export const defaultTableMessages: TableMessages = tableMessages({ ...enFormat, table: enTable });

export interface TableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Names the table, and the scroll region at narrow widths. Required: a table without one is unnamed. */
  caption: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row, such as its id. */
  rowKey: (row: Row, index: number) => string;
  /**
   * Controlled: the order the rows are in, which the caller sorted (on the server, say). Update it
   * with the rows once they are in the new order: the table announces the change when it shows it.
   * `null` for rows in no particular order.
   */
  sort?: TableSort | null;
  /** Uncontrolled: the order to start in; the table sorts the rows by the columns' `sortValue`. */
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** What to say when there are no rows, such as 'No applications match these filters.' */
  empty?: ReactNode;
  messages?: Partial<TableMessages>;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className="ui-table__sort-icon" viewBox="0 0 12 18" aria-hidden="true" focusable="false">
      {direction !== 'descending' ? <path className="ui-table__sort-up" d="M6 1 11 7H1z" /> : null}
      {direction !== 'ascending' ? <path className="ui-table__sort-down" d="M6 17 1 11h10z" /> : null}
    </svg>
  );
}

function TableInner<Row>(
  {
    caption,
    columns,
    rows,
    rowKey,
    sort: sortProp,
    defaultSort,
    onSortChange,
    empty,
    messages: messageOverrides,
    className,
    ...props
  }: TableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const messages = { ...tableMessages(useUiSection('table', enTable)), ...messageOverrides };
  const captionId = useId();
  const { sort, sortedRows, toggle, changed } = useTableSort({
    columns,
    rows,
    sort: sortProp,
    defaultSort,
    onSortChange,
  });
  const scroll = useScrollRegion<HTMLDivElement>();
  const hasRows = sortedRows.length > 0;

  const orderWords = (column: TableColumn<Row> | undefined, direction: SortDirection) =>
    (column?.sortLabels ?? (column?.numeric ? messages.numericOrder : messages.textOrder))[direction];
  const sortedColumn = sort ? columns.find((column) => column.id === sort.column) : undefined;
  const headerWords = (column: TableColumn<Row>) =>
    column.headerText ?? (typeof column.header === 'string' ? column.header : column.id);
  const sortDescription =
    sort && sortedColumn
      ? messages.sortedBy(headerWords(sortedColumn), orderWords(sortedColumn, sort.direction))
      : '';

  const anySortable = hasRows && columns.some((column) => column.sortable || column.sortValue);
  const notes = [hasRows ? sortDescription : '', anySortable ? messages.sortHint : ''].filter(Boolean);
  // Each note is a sentence ending in its language's full stop (। in Hindi), so the caption reads as sentences.
  const captionNote = notes.length ? ` (${notes.join(' ')})` : '';

  const cellClass = (column: TableColumn<Row>, base: string) =>
    [base, column.numeric ? `${base}--numeric` : '', column.rowHeader ? `${base}--row-header` : '']
      .filter(Boolean)
      .join(' ');

  return (
    <div ref={ref} className={['ui-table', className].filter(Boolean).join(' ')} {...props}>
      <div
        ref={scroll.ref}
        className="ui-table__scroll"
        role={scroll.overflowing ? 'region' : undefined}
        aria-labelledby={scroll.overflowing ? captionId : undefined}
        // A Tab stop only while it scrolls, so keyboard users can move it with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={scroll.overflowing ? 0 : undefined}
      >
        <table className="ui-table__table">
          <caption className="ui-table__caption">
            <span id={captionId}>{caption}</span>
            {/* Read on arrival at the table, as WAI-ARIA's sortable table does: its order, and how to change it. */}
            {captionNote ? <VisuallyHidden>{captionNote}</VisuallyHidden> : null}
          </caption>
          <thead className="ui-table__head">
            <tr className="ui-table__row">
              {columns.map((column) => {
                const sortable = hasRows && (column.sortable || !!column.sortValue);
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    // The order the rows are in, even by a column the visitor cannot sort by (a controlled table).
                    aria-sort={hasRows ? direction : undefined}
                    className={cellClass(column, 'ui-table__header')}
                  >
                    {sortable ? (
                      <button type="button" className="ui-table__sort" onClick={() => toggle(column.id)}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="ui-table__body">
            {hasRows ? (
              sortedRows.map((row, index) => (
                <tr key={rowKey(row, index)} className="ui-table__row">
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={cellClass(column, 'ui-table__cell')}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={cellClass(column, 'ui-table__cell')}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            ) : (
              <tr className="ui-table__row">
                <td colSpan={columns.length} className="ui-table__empty">
                  {empty ?? messages.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {/* Says the new order once the table shows it; empty until the visitor changes it. */}
      <p role="status" className="ui-visually-hidden">
        {changed ? sortDescription : ''}
      </p>
    </div>
  );
}

/**
 * A data table: a required caption, column headers with `scope`, row headers where the data has them,
 * numeric columns aligned, and sorting by a column's header button with `aria-sort` on the sorted
 * header and the new order announced. Sorts its rows itself, or shows them in the order the caller
 * sorted (`sort`, for data sorted on the server). When it is wider than its box (at 320px or 400% zoom)
 * it scrolls inside a focusable region named by the caption, with its row headers kept in view.
 */
export const Table = forwardRef(TableInner) as <Row>(
  props: TableProps<Row> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
