/** Shapes of the staff inbox's calls, shared by the staff site and the server's tests. */
import type { ApiResponse, Pagination } from './types.js';

/** The kinds of record the staff endpoints name in `/api/staff/submissions/:kind/...`. */
export const staffKinds = [
  'contact',
  'contactus',
  'newsletter',
  'volunteer',
  'internship',
  'donation',
  'news',
  'partnership',
  'event-registration',
] as const;

export type StaffKind = (typeof staffKinds)[number];

/**
 * The columns each kind's list may be sorted by: `sort=<column>` ascending, `sort=-<column>`
 * descending; the default is `-createdAt` (newest first). Any other value is a 400.
 */
export const staffSortColumns = {
  contact: ['createdAt', 'updatedAt', 'reference', 'fullName', 'email', 'status'],
  contactus: ['createdAt', 'updatedAt', 'reference', 'fullName', 'email', 'status', 'subject', 'priority'],
  newsletter: ['createdAt', 'updatedAt', 'email', 'status', 'confirmedAt'],
  volunteer: ['createdAt', 'updatedAt', 'reference', 'fullName', 'email', 'status'],
  internship: ['createdAt', 'updatedAt', 'reference', 'fullName', 'email', 'status', 'internshipArea'],
  donation: [
    'createdAt',
    'updatedAt',
    'reference',
    'fullName',
    'email',
    'status',
    'donationType',
    'donationAmount',
    'paymentStatus',
  ],
  news: ['createdAt', 'updatedAt', 'reference', 'fullName', 'email', 'status', 'category'],
  partnership: [
    'createdAt',
    'updatedAt',
    'reference',
    'fullName',
    'email',
    'status',
    'organizationName',
    'areaOfInterest',
    'organizationType',
    'priority',
  ],
  'event-registration': [
    'createdAt',
    'updatedAt',
    'reference',
    'fullName',
    'email',
    'status',
    'registrationStatus',
    'eventId',
    'city',
  ],
} as const satisfies Record<StaffKind, readonly string[]>;

export type StaffSortColumn<K extends StaffKind = StaffKind> = (typeof staffSortColumns)[K][number];
/** A sort value: a column (ascending) or `-column` (descending). */
export type StaffSort<K extends StaffKind = StaffKind> = StaffSortColumn<K> | `-${StaffSortColumn<K>}`;

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
export interface StaffOverviewEntry {
  kind: StaffKind;
  new: number;
  waiting: number;
  total: number;
  eventId?: number;
  eventTitle?: string;
}

export interface StaffMail {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface StaffHistoryItem {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  from: unknown;
  to: unknown;
  /** The note's text, for `note.added`. */
  note?: string;
}

export interface StaffNote {
  id: string;
  body: string;
  /** The author's user name while the account exists. */
  authorName: string | null;
  createdAt: string;
}

export interface StaffRecordDetail {
  kind: StaffKind;
  record: Record<string, unknown>;
  mails: StaffMail[];
  history: StaffHistoryItem[];
  /** Oldest first (newest last). */
  notes: StaffNote[];
}

export interface StaffNoteCreated {
  id: string;
  at: string;
}

/** `PATCH /api/staff/submissions/:kind/:id/fields`: the visitor's own fields, corrected. */
export interface FieldCorrection {
  fields: Record<string, unknown>;
}

/** Who a person's data request names: at least one of the two. */
export interface PersonQuery {
  email?: string;
  mobile?: string;
}

export interface PersonRecord {
  kind: StaffKind;
  id: string;
  reference: string | null;
  name: string | null;
  email: string | null;
  mobile: string | null;
  status: string;
  createdAt: string;
  eventTitle?: string;
}

export interface PersonAccount {
  id: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
}

export interface PersonSearchResult {
  records: PersonRecord[];
  account: PersonAccount | null;
  /** Accounts matched: 1 at most, unless the address and the number name different accounts. */
  accounts: number;
  /** A subscription row holds the address (pending, active or unsubscribed): erasing deletes it. */
  newsletter: boolean;
  outboxMails: number;
}

export interface PersonExportRequest extends PersonQuery {
  format: 'json' | 'csv';
}

/** `expected`: the search's `records.length + accounts + (newsletter ? 1 : 0)`, as confirmed. */
export interface PersonEraseRequest extends PersonQuery {
  expected: number;
}

export interface PersonErased {
  /** Rows deleted per kind (`contact`…`event-registration`, `account`, `notes`, `outboxMails`…). */
  erased: Record<string, number>;
}

export type StaffRole = 'staff' | 'admin';

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  emailVerified: boolean;
  disabled: boolean;
  disabledAt: string | null;
  createdAt: string;
}

export interface StaffInviteRequest {
  email: string;
  role: StaffRole;
}

export interface StaffInviteAcceptRequest {
  token: string;
  password: string;
}
