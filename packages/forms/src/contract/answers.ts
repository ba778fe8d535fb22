import { z } from 'zod';
import { auditActions } from './audit-actions.js';
import { personKinds, recordKinds, recordStatuses } from './record-kinds.js';
import { staffRoles, userRoles } from './roles.js';

/**
 * What every call answers, as JSON on the wire (dates are ISO texts). The server checks each answer
 * against these before it sends it, the OpenAPI document is made from them, and the API client's
 * types are inferred from them.
 */

const success = z.literal(true);
const id = z.uuid();
/** A moment as JSON carries it: an ISO 8601 date-time (`2026-11-21T10:00:00.000Z`). */
const moment = z.iso.datetime({ offset: true });
const count = z.int().min(0);

/** One field's message: `errors: [{ field, message }]`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * Every error: `{ success: false, message }`, and `errors` when it is about fields (a 400 of the
 * schemas, a taken address's 409): the message of each, all of them joined in `message`.
 */
export const errorAnswer = z
  .object({ success: z.literal(false), message: z.string(), errors: z.array(fieldErrorSchema).optional() })
  .meta({ id: 'Error' });

/** Done, and what was done in words. */
export const messageAnswer = z.object({ success, message: z.string() });

/** A stored row, every column of its kind (the tags of the document list its values). */
export const recordSchema = z.looseObject({ id });

export const healthAnswer = z.object({ status: z.literal('ok') });
export const readyAnswer = z.object({ status: z.literal('ready') });
export const unavailableAnswer = z.object({
  status: z.enum(['unavailable', 'stopping']),
  success: z.literal(false),
  message: z.string(),
});

/**
 * Sign-in (200): the token and the account, kept by the client as the user. Sign-up answers with a
 * `messageAnswer` (202) and no session, the same for a new address and a taken one.
 */
export const sessionAnswer = z.object({
  success,
  message: z.string(),
  token: z.string().describe('Send as `Authorization: Bearer <token>`; valid for 7 days'),
  id,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(userRoles),
  emailVerified: z
    .boolean()
    .describe('False until the owner follows the link mailed to the address: until then it matches nothing.'),
});

export const currentSessionAnswer = z.object({
  success,
  message: z.string(),
  data: z.object({
    id,
    name: z.string(),
    email: z.string(),
    role: z.enum(userRoles),
    emailVerified: z.boolean(),
  }),
});

/** A submission's 201: the id and the reference of the new record, under the kind's reference name. */
export const createdAnswerOf = <N extends string>(referenceName: N) =>
  z.object({
    success,
    message: z.string(),
    data: z.object({ id, ...({ [referenceName]: z.string() } as Record<N, z.ZodString>) }),
  });

export const paginationSchema = z.object({
  page: z.int().min(1),
  limit: z.int().min(1).max(100),
  total: count,
  pages: count,
});

/** One page of a staff list, sorted as asked (newest first by default). */
export const listPageAnswer = z.object({
  success,
  data: z.array(recordSchema),
  pagination: paginationSchema,
});

/** A status update or a correction: the record as stored now. */
export const updatedAnswer = z.object({ success, message: z.string(), data: recordSchema });

export const registeredAnswer = z.object({
  success,
  message: z.string(),
  registrationReference: z.string().describe('Such as REG-7F3K-9QXM-2HJD-8PRT: keep it'),
});

export const registrationCheckAnswer = z.object({ isRegistered: z.literal(true) });
export const notRegisteredAnswer = z.object({
  success: z.literal(false),
  isRegistered: z.literal(false),
  message: z.string(),
});

export const recordAnswer = z.object({ success, data: recordSchema });
export const recordsAnswer = z.object({ success, data: z.array(recordSchema) });
/** Cancelled (or already): the registration as its holder sees it. */
export const cancelledAnswer = z.object({ success, message: z.string(), data: recordSchema });

export const eventStatsAnswer = z.object({
  success,
  data: z.object({
    eventId: z.int(),
    eventTitle: z.string(),
    total: count,
    byStatus: z.record(z.enum(recordStatuses['event-registration']), count),
  }),
});

export const staffAccountSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  disabledAt: moment.nullable(),
  createdAt: moment,
});
export const staffAccountsAnswer = z.object({ success, data: z.array(staffAccountSchema) });

export const inviteAnswer = z.object({
  success,
  message: z.string(),
  data: z.object({ id, role: z.enum(staffRoles), expiresAt: moment }),
});

/** One line of the overview: event registrations come once per event. */
export const overviewEntrySchema = z.object({
  kind: z.enum(recordKinds),
  eventId: z.int().optional(),
  eventTitle: z.string().optional(),
  new: count,
  waiting: count,
  overdue: count.describe('Waiting past the response time the site promises (0 for kinds that promise none)'),
  total: count,
});
export const overviewAnswer = z.object({ success, data: z.array(overviewEntrySchema) });

/** Status and list values, ids, names of fields changed: never what a person typed. */
const auditValues = z.record(z.string(), z.unknown()).nullable();

export const historyItemSchema = z.object({
  id,
  at: moment,
  actorId: id.nullable(),
  actorName: z.string().nullable(),
  action: z.enum(auditActions),
  from: auditValues,
  to: auditValues,
  note: z.string().optional().describe("The note's text, for `note.added`"),
});
export const historyAnswer = z.object({ success, data: z.array(historyItemSchema) });

/** One event of the audit as admins read it (`GET /staff/audit`): ids and values, never a person's data. */
export const auditEventSchema = historyItemSchema.omit({ note: true }).extend({
  kind: z.string().describe('`account`, `person` or `invite`'),
  recordId: id.describe('The account or invite; for `person`, a fixed id that names nobody'),
});
/** One page of the audit of a kind, newest first. */
export const auditPageAnswer = z.object({
  success,
  data: z.array(auditEventSchema),
  pagination: paginationSchema,
});

export const recordMailSchema = z.object({
  id,
  kind: z.string(),
  recipient: z.string(),
  status: z.string(),
  attempts: count,
  sentAt: moment.nullable(),
  lastError: z.string().nullable(),
  createdAt: moment,
});

export const noteSchema = z.object({
  id,
  body: z.string(),
  authorName: z.string().nullable().describe("The author's user name while the account exists"),
  createdAt: moment,
});

export const recordDetailSchema = z.object({
  kind: z.enum(recordKinds),
  record: recordSchema,
  mails: z.array(recordMailSchema),
  history: z.array(historyItemSchema),
  notes: z.array(noteSchema).describe('Oldest first (newest last)'),
  version: z.int().min(1).describe('Send it with a change: a change made from an older version is refused'),
  assignee: z.object({ id, name: z.string() }).nullable(),
});
export const recordDetailAnswer = z.object({ success, data: recordDetailSchema });

export const noteCreatedAnswer = z.object({
  success,
  message: z.string(),
  data: z.object({ id, at: moment, version: z.int().min(1).describe("The record's version after the note") }),
});

export const personRecordSchema = z.object({
  kind: z.enum(personKinds as [(typeof personKinds)[number], ...(typeof personKinds)[number][]]),
  id,
  reference: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.string(),
  createdAt: moment,
  eventTitle: z.string().optional(),
});

export const personAccountSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  createdAt: moment,
});

export const personSearchSchema = z.object({
  records: z.array(personRecordSchema),
  account: personAccountSchema.nullable(),
  accounts: count.describe(
    'Accounts matched: 1 at most, unless the address and the number name different ones',
  ),
  newsletter: z.boolean().describe('A subscription row holds the address (pending, active or unsubscribed)'),
  outboxMails: count,
});
export const personSearchAnswer = z.object({ success, data: personSearchSchema });

/** A person's data as JSON: every row of every kind, the account, the subscription, the mails. */
export const personExportSchema = z.looseObject({ exportedAt: moment });

/** A file as text: a CSV export, a page. */
export const textAnswer = z.string();
