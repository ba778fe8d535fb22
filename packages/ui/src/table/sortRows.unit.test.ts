import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows.js';

describe('sortRows', () => {
  it('sorts text as people read it: numbers in order, case and accents aside', () => {
    const rows = ['Item 10', 'item 2', 'Émile', 'Asha', 'Item 1'];
    expect(sortRows(rows, (row) => row, 'ascending')).toEqual([
      'Asha',
      'Émile',
      'Item 1',
      'item 2',
      'Item 10',
    ]);
    expect(sortRows(rows, (row) => row, 'descending')).toEqual([
      'Item 10',
      'item 2',
      'Item 1',
      'Émile',
      'Asha',
    ]);
  });

  it('sorts numbers and dates by value', () => {
    expect(sortRows([10, 9, 100], (row) => row, 'ascending')).toEqual([9, 10, 100]);
    const dates = ['2026-06-14', '2025-12-01', '2026-01-30'].map((day) => new Date(day));
    expect(
      sortRows(dates, (row) => row, 'descending').map((date) => date.toISOString().slice(0, 10)),
    ).toEqual(['2026-06-14', '2026-01-30', '2025-12-01']);
  });

  it('puts rows without a value last in both directions, and keeps ties in their order', () => {
    const rows = [
      { name: 'a', hours: 4 },
      { name: 'b', hours: null },
      { name: 'c', hours: 2 },
      { name: 'd', hours: 4 },
    ];
    expect(sortRows(rows, (row) => row.hours, 'ascending').map((row) => row.name)).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
    expect(sortRows(rows, (row) => row.hours, 'descending').map((row) => row.name)).toEqual([
      'a',
      'd',
      'c',
      'b',
    ]);
  });

  it('returns a new array and leaves the given one alone', () => {
    const rows = [2, 1];
    const sorted = sortRows(rows, (row) => row, 'ascending');
    expect(sorted).toEqual([1, 2]);
    expect(rows).toEqual([2, 1]);
  });
});
