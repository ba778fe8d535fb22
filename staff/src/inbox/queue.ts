import { staffClient } from '../staffApi.js';
import type { InboxFilters } from './inboxTypes.js';
import type { InboxItem } from '@inclusion/forms';

/**
 * The inbox query a record was opened from, and where in it the record stood: kept in the history
 * entry's state (never the address, since it may hold search words), so 'Save and next' can open the
 * next item of the same list, and 'Back' returns to it.
 */
export interface Queue {
  filters: InboxFilters;
  search: string;
  limit: number;
  /** 1-based position of the open record in the list. */
  position: number;
  total: number;
  /** The inbox address it came from (filters, sort and page; never the search). */
  from: string;
}

export const isQueue = (value: unknown): value is Queue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Queue).position === 'number' &&
  typeof (value as Queue).total === 'number' &&
  typeof (value as Queue).from === 'string' &&
  (value as Queue).from.startsWith('/staff/inbox');

/** The state a row's link carries. */
export const queueState = (queue: Queue) => ({ queue, from: queue.from });

/**
 * The item after `currentId` in the queue, as the list stands now: a record that a change took out of
 * the list leaves its position to the next one. Undefined at the end of the list.
 */
export async function nextInQueue(
  queue: Queue,
  currentId: string,
): Promise<{ item: InboxItem; queue: Queue } | undefined> {
  const fetchPage = (page: number) =>
    staffClient.inbox
      .page({ ...queue.filters, search: queue.search || undefined, page, limit: queue.limit })
      .then((answer) => answer.data);
  let pageNumber = Math.ceil(queue.position / queue.limit);
  let page = await fetchPage(pageNumber);
  let index = queue.position - 1 - (pageNumber - 1) * queue.limit;
  // Still listed (a change that kept it waiting): the next one is after it.
  if (page.items[index]?.id === currentId) index += 1;
  else if (page.items.some((item) => item.id === currentId)) {
    index = page.items.findIndex((item) => item.id === currentId) + 1;
  }
  if (index >= page.items.length) {
    if (pageNumber >= page.pages) return undefined;
    pageNumber += 1;
    page = await fetchPage(pageNumber);
    index = 0;
  }
  const item = page.items[index];
  if (!item) return undefined;
  return {
    item,
    queue: { ...queue, position: (pageNumber - 1) * queue.limit + index + 1, total: page.total },
  };
}
