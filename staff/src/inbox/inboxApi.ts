import {
  ApiError,
  sessionStore,
  type BulkRequest,
  type InboxItem,
  type InboxQuery,
  type StaffKind,
} from '@inclusion/forms';

/**
 * The inbox's calls: the list across kinds, its search (a POST, so the words stay out of addresses
 * and logs), bulk changes, assignment and the note and status changes with the record's version.
 * They go through `fetch` with the session's token as the staff client's calls do, and fail with the
 * same ApiError (its message the server's words), so the forms treat both alike. A 401 signs out.
 */

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export interface BulkResult {
  message: string;
  changed: number;
  skipped: { kind: string; id: string; reference: string | null; reason: string }[];
}

/** The 409 answer to a change made from an older version of the record. */
export interface StaleVersion {
  message: string;
  changedBy: string | null;
  changedAt: string;
  version: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const token = sessionStore.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new ApiError(
      signal?.aborted
        ? 'The request was stopped.'
        : 'The server could not be reached. Check the connection and try again.',
      { kind: signal?.aborted ? 'aborted' : 'network', cause },
    );
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  if (response.status === 401 && sessionStore.getToken()) sessionStore.signOut();
  const message =
    isRecord(data) && typeof data.message === 'string'
      ? data.message
      : 'Something went wrong. Please try again.';
  const errors =
    isRecord(data) && Array.isArray(data.errors)
      ? (data.errors as { field: string; message: string }[]).filter(
          (item) => typeof item?.field === 'string' && typeof item?.message === 'string',
        )
      : undefined;
  throw new ApiError(message, { kind: 'http', status: response.status, data, errors });
}

/** The stale-version details of a failed change, when that is why it failed. */
export function staleOf(error: unknown): StaleVersion | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !isRecord(error.data)) return undefined;
  const data = error.data.data;
  if (!isRecord(data) || typeof data.changedAt !== 'string' || typeof data.version !== 'number')
    return undefined;
  return {
    message: error.message,
    changedBy: typeof data.changedBy === 'string' ? data.changedBy : null,
    changedAt: data.changedAt,
    version: data.version,
  };
}

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const record = (kind: StaffKind, id: string) =>
  `/staff/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

export type InboxFilters = Partial<Pick<InboxQuery, 'kind' | 'status' | 'assignee' | 'overdue' | 'sort'>>;

export const inboxApi = {
  /** A page of the inbox; with `search`, found by POST so the words never reach an address. */
  page(filters: InboxFilters & { page: number; limit: number; search?: string }, signal?: AbortSignal) {
    const { search, ...query } = filters;
    const answer = search
      ? call<{ data: InboxPage }>('POST', '/staff/inbox/search', { ...query, search }, signal)
      : call<{ data: InboxPage }>('GET', `/staff/inbox${queryString(query)}`, undefined, signal);
    return answer.then((body) => body.data);
  },

  bulk(body: BulkRequest) {
    return call<{ message: string; data: Omit<BulkResult, 'message'> }>(
      'POST',
      '/staff/inbox/bulk',
      body,
    ).then((answer) => ({ message: answer.message, ...answer.data }));
  },

  assign(kind: StaffKind, id: string, assigneeId: string | null, version: number) {
    return call<{ message?: string }>('PATCH', `${record(kind, id)}/assignee`, { assigneeId, version });
  },

  addNote(kind: StaffKind, id: string, note: string, version: number) {
    return call<{ message?: string }>('POST', `${record(kind, id)}/notes`, { note, version });
  },

  correct(kind: StaffKind, id: string, fields: Record<string, unknown>, version: number) {
    return call<{ message?: string }>('PATCH', `${record(kind, id)}/fields`, { fields, version });
  },

  /** Who is signed in: their id and name, to offer 'me' when staff accounts cannot be listed. */
  me() {
    return call<{ data?: { id?: unknown; name?: unknown } }>('GET', '/auth/session').then((answer) => ({
      id: typeof answer.data?.id === 'string' ? answer.data.id : undefined,
      name: typeof answer.data?.name === 'string' ? answer.data.name : undefined,
    }));
  },
};
