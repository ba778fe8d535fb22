import type { z } from 'zod';
import type { auditPageAnswer } from '../contract/answers.js';
import type { AuditKind } from '../contract/audit-requests.js';
import type { DataRequest, DataRequestCreate, DataRequestList } from '../contract/data-requests.js';
import type { PersonCorrected, PersonCorrectionRequest } from '../contract/people-requests.js';
import { recordKinds, recordPaths, type RecordPaths } from '../contract/record-kinds.js';
import { segment } from './query.js';
import type { Requester } from './request.js';
import type {
  Download,
  FieldCorrection,
  PersonEraseRequest,
  PersonErased,
  PersonExportRequest,
  PersonQuery,
  PersonSearchResult,
  StaffAccount,
  StaffExportFilters,
  StaffHistoryItem,
  StaffInviteAcceptRequest,
  StaffInviteRequest,
  StaffInvited,
  StaffKind,
  StaffListFilters,
  StaffListPage,
  StaffNoteCreated,
  StaffNoteRequest,
  StaffOverviewEntry,
  StaffRecordDetail,
} from './staff-types.js';
import { adminCalls } from './submissions.js';
import type { ApiResponse, RequestOptions } from './types.js';

/**
 * Where each kind's list and status update live: the lists are the admin lists of spec section 7
 * (with `sort`); the newsletter has no status update.
 */
export const staffListPaths = Object.fromEntries(
  recordKinds.map((kind) => {
    const paths: RecordPaths = recordPaths[kind];
    // Event registrations have their own status update (`updateRegistrationStatus`).
    const resource = kind === 'event-registration' ? undefined : paths.status;
    return [kind, { list: paths.list, ...(resource ? { resource } : {}) }];
  }),
) as Record<StaffKind, { list: string; resource?: string }>;

/** `GET /staff/audit`: a kind, and which page of how many events (20 by default). */
export interface AuditQuery {
  kind: AuditKind;
  page?: number;
  limit?: number;
}
export type AuditPage = z.infer<typeof auditPageAnswer>;

/** The query of a filtered list without paging: what the CSV export takes. */
function exportQuery(filters: StaffExportFilters = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' || key === 'limit') continue;
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The staff inbox's calls. Personal data (e-mail, mobile) goes in bodies, never URLs. */
export function staffApi(request: Requester) {
  const record = (kind: StaffKind, id: string) => `/staff/submissions/${segment(kind)}/${segment(id)}`;

  return {
    overview: (options?: RequestOptions) =>
      request<ApiResponse<StaffOverviewEntry[]>>({ method: 'GET', path: '/staff/overview', options }),

    /** One page of a kind's list, filtered, searched and sorted (`sort: '-createdAt'` by default). */
    list: <K extends StaffKind>(kind: K, filters?: StaffListFilters<K>, options?: RequestOptions) =>
      adminCalls<StaffListFilters<K>, never>(
        request,
        staffListPaths[kind].resource ?? kind,
        staffListPaths[kind].list,
      ).list(filters, options) as Promise<StaffListPage>,

    /** Every row the list's filters, search and sort match (up to 10 000), as a CSV file. */
    exportCsv: <K extends StaffKind>(kind: K, filters?: StaffExportFilters<K>, options?: RequestOptions) =>
      request<Download>({
        method: 'GET',
        path: `/staff/submissions/${segment(kind)}/export.csv`,
        query: exportQuery(filters),
        download: true,
        options,
      }),

    detail: (kind: StaffKind, id: string, options?: RequestOptions) =>
      request<ApiResponse<StaffRecordDetail>>({ method: 'GET', path: record(kind, id), options }),

    history: (kind: StaffKind, id: string, options?: RequestOptions) =>
      request<ApiResponse<StaffHistoryItem[]>>({
        method: 'GET',
        path: `${record(kind, id)}/history`,
        options,
      }),

    addNote: (kind: StaffKind, id: string, note: StaffNoteRequest['note'], options?: RequestOptions) =>
      request<ApiResponse<StaffNoteCreated>>({
        method: 'POST',
        path: `${record(kind, id)}/notes`,
        body: { note } satisfies StaffNoteRequest,
        options,
      }),

    /**
     * The kind's own status update (`PATCH /{resource}/:id/status`, or the event registration's with
     * `updatedAt`). The newsletter has none: its status is its subscriber's to change.
     */
    updateStatus: (
      kind: Exclude<StaffKind, 'newsletter'>,
      id: string,
      body: Record<string, unknown>,
      options?: RequestOptions,
    ) =>
      kind === 'event-registration'
        ? request<ApiResponse>({
            method: 'PATCH',
            path: `/events/registration/${segment(id)}/status`,
            body: { ...body, updatedAt: body.updatedAt ?? new Date().toISOString() },
            options,
            service: 'events',
          })
        : request<ApiResponse>({
            method: 'PATCH',
            path: `/${staffListPaths[kind].resource ?? kind}/${segment(id)}/status`,
            body,
            options,
          }),

    /** Corrects fields the visitor submitted (DPDP right to correction); answers the updated record. */
    correctFields: (
      kind: StaffKind,
      id: string,
      fields: FieldCorrection['fields'],
      options?: RequestOptions,
    ) =>
      request<ApiResponse<Record<string, unknown>>>({
        method: 'PATCH',
        path: `${record(kind, id)}/fields`,
        body: { fields } satisfies FieldCorrection,
        options,
      }),

    people: {
      search: (query: PersonQuery, options?: RequestOptions) =>
        request<ApiResponse<PersonSearchResult>>({
          method: 'POST',
          path: '/staff/people/search',
          body: query,
          options,
        }),
      /** Everything held about the person, as a JSON or CSV file. */
      export: (query: PersonExportRequest, options?: RequestOptions) =>
        request<Download>({
          method: 'POST',
          path: '/staff/people/export',
          body: query,
          download: true,
          options,
        }),
      /** A 409 when the count no longer matches `expected` (search again) or the person is staff. */
      erase: (query: PersonEraseRequest, options?: RequestOptions) =>
        request<ApiResponse<PersonErased>>({
          method: 'POST',
          path: '/staff/people/erase',
          body: query,
          options,
        }),
      /** One field on every record of the person; a 409 when the count no longer matches `expected`. */
      correct: (body: PersonCorrectionRequest, options?: RequestOptions) =>
        request<ApiResponse<PersonCorrected>>({
          method: 'POST',
          path: '/staff/people/correct',
          body,
          options,
        }),
    },

    /** The data-request log (admins): every request, open ones first; record one; complete one. */
    dataRequests: {
      list: (options?: RequestOptions) =>
        request<ApiResponse<DataRequestList>>({ method: 'GET', path: '/staff/data-requests', options }),
      record: (body: DataRequestCreate, options?: RequestOptions) =>
        request<ApiResponse<DataRequest>>({ method: 'POST', path: '/staff/data-requests', body, options }),
      complete: (id: string, outcome: string, options?: RequestOptions) =>
        request<ApiResponse<DataRequest>>({
          method: 'PATCH',
          path: `/staff/data-requests/${segment(id)}`,
          body: { outcome },
          options,
        }),
    },

    /** One page of the audit of accounts, people or invites (admins), newest first. */
    audit: ({ kind, page = 1, limit = 20 }: AuditQuery, options?: RequestOptions) =>
      request<AuditPage>({
        method: 'GET',
        path: '/staff/audit',
        query: new URLSearchParams({ kind, page: String(page), limit: String(limit) }),
        options,
      }),

    accounts: {
      list: (options?: RequestOptions) =>
        request<ApiResponse<StaffAccount[]>>({ method: 'GET', path: '/staff', options }),
      invite: (invite: StaffInviteRequest, options?: RequestOptions) =>
        request<ApiResponse<StaffInvited>>({
          method: 'POST',
          path: '/staff/invites',
          body: { email: invite.email, role: invite.role } satisfies StaffInviteRequest,
          options,
        }),
      /** The token from the link's fragment, in the body: it never reaches a URL. */
      acceptInvite: ({ token, password }: StaffInviteAcceptRequest, options?: RequestOptions) =>
        request<ApiResponse>({
          method: 'POST',
          path: '/staff/invites/accept',
          body: { token, password } satisfies StaffInviteAcceptRequest,
          options,
          authAttempt: true,
        }),
      disable: (id: string, options?: RequestOptions) =>
        request<ApiResponse>({ method: 'POST', path: `/staff/${segment(id)}/disable`, options }),
      enable: (id: string, options?: RequestOptions) =>
        request<ApiResponse>({ method: 'POST', path: `/staff/${segment(id)}/enable`, options }),
    },

    /** Ends every session of the signed-in account. */
    logoutEverywhere: (options?: RequestOptions) =>
      request<ApiResponse>({ method: 'POST', path: '/auth/logout-everywhere', options }),
  };
}

export type StaffApi = ReturnType<typeof staffApi>;
