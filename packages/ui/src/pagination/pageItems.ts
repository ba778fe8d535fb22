export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis'; key: string };

/**
 * The page numbers to show, as GOV.UK Frontend shows them: the first and last pages, the current page
 * and its neighbours, and an ellipsis for each gap of two pages or more (a gap of one page shows that
 * page instead, since the ellipsis would take the same room and hide it).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((number) => number >= 1 && number <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const number of pages) {
    if (number - previous === 2) {
      items.push({ kind: 'page', page: previous + 1, current: previous + 1 === page });
    } else if (number - previous > 2) {
      items.push({ kind: 'ellipsis', key: `after-${previous}` });
    }
    items.push({ kind: 'page', page: number, current: number === page });
    previous = number;
  }
  return items;
}

/** Keeps a page number a whole number between 1 and `pageCount`. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}
