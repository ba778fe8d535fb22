import { z } from 'zod';
import { paginationShape } from './staff-requests.js';
import { inboxKinds } from './inbox-due.js';
import { bulkMaxRecords, inboxMessages as words } from './inbox-messages.js';
import { recordStatuses } from './record-kinds.js';
import { versionField } from './inbox-version.js';

export * from './inbox-due.js';
export * from './inbox-messages.js';
export * from './inbox-version.js';

/**
 * The one inbox across kinds (`GET /staff/inbox`, `POST /staff/inbox/search`), its bulk changes,
 * assignment, and the version every change is made from. Search words travel in a POST body only,
 * so they stay out of addresses and logs.
 */

const success = z.literal(true);
const id = z.uuid();
const moment = z.iso.datetime({ offset: true });
const count = z.int().min(0);

/** '' (an emptied filter) counts as not sent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const inboxKind = z.enum(inboxKinds, { error: words.kind });

export const inboxStatuses = ['waiting', 'all', 'closed'] as const;
export const inboxSorts = ['oldest', 'newest', 'due'] as const;

/** The filters of the inbox, shared by its query string, its search and a bulk change's `matching`. */
const filterShape = {
  kind: z.preprocess(blankAsAbsent, inboxKind.optional()),
  status: z.preprocess(blankAsAbsent, z.enum(inboxStatuses, { error: words.status }).default('waiting')),
  assignee: z.preprocess(
    blankAsAbsent,
    z
      .union([z.enum(['me', 'nobody'], { error: words.assignee }), z.uuid({ error: words.assignee })], {
        error: words.assignee,
      })
      .optional(),
  ),
  overdue: z.preprocess(
    (value) =>
      value === true ? 'true' : value === false || value === 'false' ? undefined : blankAsAbsent(value),
    z.literal('true', { error: words.overdue }).optional(),
  ),
  sort: z.preprocess(blankAsAbsent, z.enum(inboxSorts, { error: words.sort }).default('oldest')),
};

const searchText = z
  .string({ error: words.searchRequired })
  .trim()
  .min(1, { error: words.searchRequired })
  .max(200, { error: 'Search must be at most 200 characters' });

/** `GET /staff/inbox`: waiting records, oldest first, unless the filters say otherwise. */
export const inboxQuery = z.object({ ...paginationShape, ...filterShape });
export type InboxQuery = z.output<typeof inboxQuery>;

/** `POST /staff/inbox/search`: the inbox's filters and paging, and the words to find. */
export const inboxSearchRequest = z.object({ ...paginationShape, ...filterShape, search: searchText });
export type InboxSearchRequest = z.input<typeof inboxSearchRequest>;

/** The records of a filter, without paging: a bulk change's "all matching this filter". */
export const inboxMatching = z.object({
  ...filterShape,
  search: z.preprocess(blankAsAbsent, searchText.optional()),
});
export type InboxMatching = z.output<typeof inboxMatching>;

export const inboxItemSchema = z.object({
  kind: inboxKind,
  id,
  reference: z.string(),
  status: z.string(),
  fullName: z.string(),
  email: z.string(),
  organisation: z.string().nullable(),
  mobile: z.string().nullable(),
  excerpt: z.string().describe('The first 120 characters or so of the message, or the main text of the kind'),
  language: z.string(),
  createdAt: moment,
  updatedAt: moment,
  dueAt: moment.nullable().describe('When the answer the site promises is due; null when it promises none'),
  overdue: z.boolean(),
  assignee: z.object({ id, name: z.string() }).nullable(),
  version: z.int().min(1),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageAnswer = z.object({
  success,
  data: z.object({
    items: z.array(inboxItemSchema),
    total: count,
    page: z.int().min(1),
    limit: z.int().min(1),
    pages: count,
  }),
});

/** 409: the record changed since the version the change was made from. Nothing was saved. */
export const staleVersionAnswer = z
  .object({
    success: z.literal(false),
    message: z.string(),
    data: z.object({
      changedBy: z.string().nullable().describe("The staff member's name; null when the account is gone"),
      changedAt: moment,
      version: z.int().min(1).describe("The record's version now"),
    }),
  })
  .meta({ id: 'StaleVersion' });

/** `PATCH /staff/submissions/:kind/:id/assignee`: a staff account's id, or null to unassign. */
export const assignmentRequest = z.object({
  assigneeId: z.union([z.uuid({ error: words.assigneeIdInvalid }), z.null()], {
    error: words.assigneeIdInvalid,
  }),
  version: versionField,
});

const anyStatus = [...new Set(Object.values(recordStatuses).flat())] as [string, ...string[]];

export const bulkItemSchema = z.object({
  kind: inboxKind,
  id,
  version: z.int({ error: words.version }).min(1),
});

/**
 * `POST /staff/inbox/bulk`: set a status or an assignee on the records chosen (`items`) or on all
 * that match a filter (`matching`, with the count the staff member confirmed).
 */
export const bulkRequest = z
  .object({
    action: z.enum(['status', 'assign'], { error: words.bulkAction }),
    status: z.enum(anyStatus, { error: words.bulkStatus }).optional(),
    assigneeId: z
      .union([z.uuid({ error: words.assigneeIdInvalid }), z.null()], { error: words.assigneeIdInvalid })
      .optional(),
    items: z
      .array(bulkItemSchema, { error: words.bulkItems })
      .min(1, { error: words.bulkItems })
      .max(bulkMaxRecords, { error: words.bulkTooMany })
      .optional(),
    matching: inboxMatching.optional(),
    expectedCount: z
      .int({ error: words.bulkExpectedCount })
      .min(0, { error: words.bulkExpectedCount })
      .max(bulkMaxRecords, { error: words.bulkTooMany })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'status' && body.status === undefined)
      context.addIssue({ code: 'custom', path: ['status'], message: words.bulkStatus });
    if (body.action === 'assign' && body.assigneeId === undefined)
      context.addIssue({ code: 'custom', path: ['assigneeId'], message: words.assigneeIdInvalid });
    if ((body.items === undefined) === (body.matching === undefined))
      context.addIssue({ code: 'custom', path: ['items'], message: words.bulkTarget });
    if (body.matching !== undefined && body.expectedCount === undefined)
      context.addIssue({ code: 'custom', path: ['expectedCount'], message: words.bulkExpectedCount });
  });
export type BulkRequest = z.input<typeof bulkRequest>;

export const bulkAnswer = z.object({
  success,
  message: z.string(),
  data: z.object({
    changed: count,
    skipped: z.array(z.object({ kind: inboxKind, id, reference: z.string().nullable(), reason: z.string() })),
  }),
});

/**
 * `GET /staff/assignees`: the active staff accounts a record can be assigned to, for any signed-in
 * staff member (the team list, with e-mails and roles, is for admins). Ids and names only.
 */
export const assigneesAnswer = z.object({
  success,
  data: z.array(z.object({ id, name: z.string() })),
});
export type AssigneeOption = z.infer<typeof assigneesAnswer>['data'][number];
