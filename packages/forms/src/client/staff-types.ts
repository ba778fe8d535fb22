/** Shapes of the staff inbox's calls: the requests and the answers are inferred from the contract's schemas. */
import type { z } from 'zod';
import type {
  historyItemSchema,
  inviteAnswer,
  noteCreatedAnswer,
  noteSchema,
  overviewEntrySchema,
  personAccountSchema,
  personRecordSchema,
  personSearchSchema,
  recordDetailSchema,
  recordMailSchema,
  staffAccountSchema,
} from '../contract/answers.js';
import type {
  personEraseRequest,
  personErasureAnswer,
  personExportRequest,
  personRequest,
} from '../contract/people-requests.js';
import {
  recordKinds,
  sortColumns,
  type RecordKind,
  type SortColumn,
  type SortValue,
} from '../contract/record-kinds.js';
import type { StaffRole } from '../contract/roles.js';
import type { fieldCorrectionRequest, noteRequest } from '../contract/staff-requests.js';
import type { inviteAcceptRequest, staffInviteRequest } from '../contract/team-requests.js';
import type { ApiResponse, Pagination } from './types.js';

/** The kinds of record the staff endpoints name in `/api/staff/submissions/:kind/...`: the contract's. */
export const staffKinds = recordKinds;
export type StaffKind = RecordKind;

/** The columns each kind's list may be sorted by (the contract's `sortColumns`). */
export const staffSortColumns = sortColumns;
export type StaffSortColumn<K extends StaffKind = StaffKind> = SortColumn<K>;
export type StaffSort<K extends StaffKind = StaffKind> = SortValue<K>;

/**
 * The list's query: page, limit, search, sort and the kind's filters (`status`, and `subject`,
 * `priority`, `expertise`, `donationType`, `areaOfInterest`, `organizationType`; for event
 * registrations `eventId` and `registrationStatus`). The export takes the same, without page/limit.
 */
export interface StaffListFilters<K extends StaffKind = StaffKind> extends Pagination {
  search?: string;
  sort?: StaffSort<K>;
  status?: string;
  [filter: string]: string | number | undefined;
}

export type StaffExportFilters<K extends StaffKind = StaffKind> = Omit<StaffListFilters<K>, 'page' | 'limit'>;

export interface StaffListPage<Row = Record<string, unknown>> extends ApiResponse<Row[]> {
  data: Row[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** A downloaded file: its bytes as sent (the CSV keeps its UTF-8 BOM) and the server's file name. */
export interface Download {
  blob: Blob;
  filename: string;
  contentType: string;
}

/** One line of `GET /api/staff/overview`; event registrations come once per event. */
export type StaffOverviewEntry = z.infer<typeof overviewEntrySchema>;

export type StaffMail = z.infer<typeof recordMailSchema>;

export type StaffHistoryItem = z.infer<typeof historyItemSchema>;

export type StaffNote = z.infer<typeof noteSchema>;

export type StaffRecordDetail = z.infer<typeof recordDetailSchema>;

export type StaffNoteRequest = z.input<typeof noteRequest>;

export type StaffNoteCreated = z.infer<typeof noteCreatedAnswer>['data'];

/** `PATCH /api/staff/submissions/:kind/:id/fields`: the visitor's own fields, corrected. */
export type FieldCorrection = z.input<typeof fieldCorrectionRequest>;

/*
 * The people requests read their fields through a preprocess (a blank counts as not sent), whose
 * input is anything: what the client sends is typed by what the schema gives back.
 */

/** Who a person's data request names: at least one of the two. */
export type PersonQuery = z.output<typeof personRequest>;

export type PersonRecord = z.infer<typeof personRecordSchema>;

export type PersonAccount = z.infer<typeof personAccountSchema>;

export type PersonSearchResult = z.infer<typeof personSearchSchema>;

export type PersonExportRequest = z.output<typeof personExportRequest>;

/** `expected`: the search's `records.length + accounts + (newsletter ? 1 : 0)`, as confirmed. */
export type PersonEraseRequest = z.output<typeof personEraseRequest>;

/** What an erasure deleted (`erased`: rows per kind, `account`, `notes`, `outboxMails`…) and the copies it could not reach. */
export type PersonErased = z.infer<typeof personErasureAnswer>['data'];

export type { StaffRole };

export type StaffAccount = z.infer<typeof staffAccountSchema>;

export type StaffInviteRequest = z.input<typeof staffInviteRequest>;

export type StaffInvited = z.infer<typeof inviteAnswer>['data'];

export type StaffInviteAcceptRequest = z.input<typeof inviteAcceptRequest>;
