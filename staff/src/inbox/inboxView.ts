import { inboxKinds, inboxSorts, inboxStatuses } from '@inclusion/forms';
import type { InboxFilters } from './inboxTypes.js';

/** The inbox's view in the address: kind, whose, status, order, overdue and page. Never the search. */
export interface InboxView {
  kind: string;
  assignee: string;
  status: string;
  sort: string;
  overdue: boolean;
  page: number;
}

const oneOf = (value: string | null, allowed: readonly string[], fallback: string) =>
  value !== null && allowed.includes(value) ? value : fallback;

export function viewOf(params: URLSearchParams): InboxView {
  const page = Number(params.get('page'));
  return {
    kind: oneOf(params.get('kind'), inboxKinds, ''),
    assignee: oneOf(params.get('assignee'), ['me', 'nobody'], ''),
    status: oneOf(params.get('status'), inboxStatuses, 'waiting'),
    sort: oneOf(params.get('sort'), inboxSorts, 'oldest'),
    overdue: params.get('overdue') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** '/staff/inbox?kind=contact&assignee=me', the defaults left out. */
export function inboxAddress(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.kind) params.set('kind', view.kind);
  if (view.assignee) params.set('assignee', view.assignee);
  if (view.status !== 'waiting') params.set('status', view.status);
  if (view.sort !== 'oldest') params.set('sort', view.sort);
  if (view.overdue) params.set('overdue', 'true');
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return `/staff/inbox${query ? `?${query}` : ''}`;
}

/** The API's filters for a view. */
export const filtersOf = (view: InboxView): InboxFilters => ({
  kind: (view.kind || undefined) as InboxFilters['kind'],
  assignee: (view.assignee || undefined) as InboxFilters['assignee'],
  status: view.status as InboxFilters['status'],
  sort: view.sort as InboxFilters['sort'],
  overdue: view.overdue ? 'true' : undefined,
});
