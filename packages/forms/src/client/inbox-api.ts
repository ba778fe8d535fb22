import type { z } from 'zod';
import type { noteCreatedAnswer, updatedAnswer } from '../contract/answers.js';
import type {
  assigneesAnswer,
  bulkAnswer,
  BulkRequest,
  inboxPageAnswer,
  InboxQuery,
  InboxSearchRequest,
} from '../contract/inbox.js';
import type { RecordKind } from '../contract/record-kinds.js';
import { segment } from './query.js';
import type { Requester } from './request.js';
import type { RequestOptions } from './types.js';

export type InboxPageAnswer = z.infer<typeof inboxPageAnswer>;
export type BulkAnswer = z.infer<typeof bulkAnswer>;
export type AssigneesAnswer = z.infer<typeof assigneesAnswer>;
export type RecordUpdated = z.infer<typeof updatedAnswer>;
export type NoteCreated = z.infer<typeof noteCreatedAnswer>;

/** The inbox's filters as its address keeps them; each is optional, as the server defaults them. */
export type InboxFilters = Partial<Pick<InboxQuery, 'kind' | 'status' | 'assignee' | 'overdue' | 'sort'>>;

/** The filters and paging as a query string, without the empty ones. */
function inboxQueryOf(filters: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/**
 * The one inbox across kinds (staff): its list, its search (a POST, so the words stay out of
 * addresses and logs), bulk changes, who may be assigned, and the changes made from a record's
 * version (assignment, note, correction), which a stale version refuses with a 409.
 */
export function inboxApi(request: Requester) {
  const record = (kind: RecordKind, id: string) => `/staff/submissions/${segment(kind)}/${segment(id)}`;
  return {
    page: (
      filters: InboxFilters & { page: number; limit: number; search?: string | undefined },
      options?: RequestOptions,
    ) => {
      const { search, ...query } = filters;
      return search
        ? request<InboxPageAnswer>({
            method: 'POST',
            path: '/staff/inbox/search',
            body: { ...query, search } satisfies InboxSearchRequest,
            options,
          })
        : request<InboxPageAnswer>({
            method: 'GET',
            path: '/staff/inbox',
            query: inboxQueryOf(query),
            options,
          });
    },
    bulk: (body: BulkRequest, options?: RequestOptions) =>
      request<BulkAnswer>({ method: 'POST', path: '/staff/inbox/bulk', body, options }),
    assignees: (options?: RequestOptions) =>
      request<AssigneesAnswer>({ method: 'GET', path: '/staff/assignees', options }),
    assign: (
      kind: RecordKind,
      id: string,
      assigneeId: string | null,
      version: number,
      options?: RequestOptions,
    ) =>
      request<RecordUpdated>({
        method: 'PATCH',
        path: `${record(kind, id)}/assignee`,
        body: { assigneeId, version },
        options,
      }),
    addNote: (kind: RecordKind, id: string, note: string, version: number, options?: RequestOptions) =>
      request<NoteCreated>({
        method: 'POST',
        path: `${record(kind, id)}/notes`,
        body: { note, version },
        options,
      }),
    correct: (
      kind: RecordKind,
      id: string,
      fields: Record<string, unknown>,
      version: number,
      options?: RequestOptions,
    ) =>
      request<RecordUpdated>({
        method: 'PATCH',
        path: `${record(kind, id)}/fields`,
        body: { fields, version },
        options,
      }),
  };
}
