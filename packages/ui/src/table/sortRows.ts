export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | Date | boolean | null | undefined;

export interface TableSort {
  /** The id of the column the rows are sorted by. */
  column: string;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const isMissing = (value: SortValue) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (value instanceof Date && Number.isNaN(value.getTime()));

/**
 * The rows in the order of `direction` by `value`, a new array. Text is compared as people read it
 * ('Item 2' before 'Item 10', case and accents aside); rows without a value go last either way, and
 * rows that compare equal keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => {
      const missingA = isMissing(a.key);
      const missingB = isMissing(b.key);
      if (missingA || missingB) return Number(missingA) - Number(missingB);
      return sign * compareValues(a.key, b.key);
    })
    .map(({ row }) => row);
}
