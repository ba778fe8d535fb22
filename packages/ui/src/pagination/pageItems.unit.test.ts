import { describe, expect, it } from 'vitest';
import { clampPage, pageItems, type PageItem } from './pageItems.js';

/** The items as GOV.UK draws them: numbers, '…' and the current page in brackets. */
const drawn = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)));

describe('pageItems', () => {
  it.each([
    [1, 1, ['[1]']],
    [1, 2, ['[1]', '2']],
    [1, 12, ['[1]', '2', '…', '12']],
    [3, 12, ['1', '2', '[3]', '4', '…', '12']],
    [4, 12, ['1', '2', '3', '[4]', '5', '…', '12']],
    [6, 12, ['1', '…', '5', '[6]', '7', '…', '12']],
    [10, 12, ['1', '…', '9', '[10]', '11', '12']],
    [12, 12, ['1', '…', '11', '[12]']],
    [2, 3, ['1', '[2]', '3']],
    [1, 4, ['[1]', '2', '3', '4']],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(drawn(pageItems(page, count))).toEqual(expected);
  });

  it('gives each ellipsis its own key', () => {
    const keys = pageItems(6, 12).flatMap((item) => (item.kind === 'ellipsis' ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the page count', () => {
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(13, 12)).toBe(12);
    expect(clampPage(2.4, 12)).toBe(2);
    expect(clampPage(Number.NaN, 12)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});
