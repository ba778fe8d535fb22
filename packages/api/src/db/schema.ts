import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  defaultPriority,
  paymentStatuses,
  priorities,
  recordStatuses,
  staffRoles,
  userRoles,
} from '@inclusion/forms';
import { mailStatuses } from '../outbox/mail-kinds.js';

/** Every table of the server: the same schema and migrations for PGlite and PostgreSQL. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A column holding one value of a list, checked by the database as well as by the server. */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  // Literals, not parameters: a migration's DDL cannot take parameters. The values are our constants.
  check(name, sql`${column} in (${sql.raw(values.map(quoted).join(', '))})`);

const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;

/** The fields every person form shares (spec section 5). */
const person = () => ({
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
});

/**
 * How staff handle a record, on every kind's table:
 * - `version` counts its changes: a change made from an older version is refused, so two staff never
 *   overwrite each other silently;
 * - `assigneeId` names the staff account handling it;
 * - `language` is the language of the form that sent it ('en' or 'hi'), for the mails it gets back.
 */
const handling = () => ({
  version: integer('version').notNull().default(1),
  assigneeId: uuid('assignee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  language: text('language').notNull().default('en'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    ...person(),
    message: text('message').notNull(),
    status: text('status').notNull().default(recordStatuses.contact[0]),
    notes: text('notes'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('contact_messages_status_check', t.status, recordStatuses.contact), index().on(t.createdAt)],
);

export const contactUsMessages = pgTable(
  'contact_us_messages',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    ...person(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default(recordStatuses.contactus[0]),
    priority: text('priority').notNull().default(defaultPriority),
    assignedTo: text('assigned_to'),
    notes: text('notes'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('contact_us_messages_status_check', t.status, recordStatuses.contactus),
    oneOf('contact_us_messages_priority_check', t.priority, priorities),
    index().on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Stored lower-cased: one row per address. */
    email: text('email').notNull().unique(),
    /** The secret in the unsubscribe link of every newsletter mail. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    status: text('status').notNull().default(recordStatuses.newsletter[0]),
    /** The SHA-256 of the single-use link that confirms a pending subscription; cleared once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    /** When the address last confirmed the subscription (double opt-in). */
    confirmedAt: timestamptz('confirmed_at'),
    subscribedAt: timestamptz('subscribed_at').notNull().defaultNow(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('newsletter_subscribers_status_check', t.status, recordStatuses.newsletter),
    index().on(t.createdAt),
  ],
);

export const volunteers = pgTable(
  'volunteers',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    ...person(),
    expertise: text('expertise')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    howToHelp: text('how_to_help').notNull(),
    message: text('message'),
    status: text('status').notNull().default(recordStatuses.volunteer[0]),
    availability: text('availability'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by'),
    notes: text('notes'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('volunteers_status_check', t.status, recordStatuses.volunteer), index().on(t.createdAt)],
);

export const internshipApplications = pgTable(
  'internship_applications',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    ...person(),
    internshipArea: text('internship_area').notNull(),
    education: text('education'),
    motivation: text('motivation').notNull(),
    status: text('status').notNull().default(recordStatuses.internship[0]),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by'),
    notes: text('notes'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('internship_applications_status_check', t.status, recordStatuses.internship),
    index().on(t.createdAt),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    ...person(),
    /** In rupees; the form allows paise (two decimals). */
    donationAmount: numeric('donation_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    donationType: text('donation_type').notNull(),
    message: text('message'),
    status: text('status').notNull().default(recordStatuses.donation[0]),
    paymentStatus: text('payment_status').notNull().default(paymentStatuses[0]),
    notes: text('notes'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('donations_status_check', t.status, recordStatuses.donation),
    oneOf('donations_payment_status_check', t.paymentStatus, paymentStatuses),
    index().on(t.createdAt),
  ],
);

export const newsSubmissions = pgTable(
  'news_submissions',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    newsUpdate: text('news_update').notNull(),
    status: text('status').notNull().default(recordStatuses.news[0]),
    category: text('category'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('news_submissions_status_check', t.status, recordStatuses.news), index().on(t.createdAt)],
);

export const collaborations = pgTable(
  'collaborations',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    ...person(),
    organizationName: text('organization_name').notNull(),
    areaOfInterest: text('area_of_interest').notNull(),
    message: text('message'),
    status: text('status').notNull().default(recordStatuses.partnership[0]),
    organizationType: text('organization_type'),
    partnershipType: text('partnership_type'),
    priority: text('priority'),
    declineReason: text('decline_reason'),
    reviewedBy: text('reviewed_by'),
    notes: text('notes'),
    meetingDate: timestamptz('meeting_date'),
    partnershipStartDate: date('partnership_start_date', { mode: 'string' }),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('collaborations_status_check', t.status, recordStatuses.partnership),
    oneOf('collaborations_priority_check', t.priority, priorities),
    index().on(t.createdAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default(userRoles[0]),
    /**
     * When the owner proved the address by following the link mailed to it; null until then. An
     * unproven address grants nothing (event registrations made with it, say).
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** When an admin disabled the account: it cannot sign in, and its sessions ended (a trigger). */
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_name_lower_unique').on(lower(t.name)),
    uniqueIndex('users_email_lower_unique').on(lower(t.email)),
    oneOf('users_role_check', t.role, userRoles),
  ],
);

/** A user's secret token, kept only as its SHA-256, with an expiry; each table adds when it stopped working. */
const userTokenColumns = () => ({
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Sign-in tokens. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...userTokenColumns(),
    revokedAt: timestamptz('revoked_at'),
    /** When the token last answered a request (at most a minute late): staff sessions expire when idle. */
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index().on(t.userId)],
);

/** Single-use password reset links. */
export const passwordResets = pgTable(
  'password_resets',
  { ...userTokenColumns(), usedAt: timestamptz('used_at') },
  (t) => [index().on(t.userId)],
);

/**
 * Single-use links that prove an account's e-mail address. `email` is the address the link was
 * mailed to: it proves that address only, not one the account holds later.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  { ...userTokenColumns(), email: text('email').notNull(), usedAt: timestamptz('used_at') },
  (t) => [index().on(t.userId)],
);

/**
 * An admin's invitation of a person to the staff (src/staff/): a single-use link, kept only as its
 * SHA-256, that sets the password of the account of `email` and gives it `role`.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The admin who sent it (no foreign key: an invite outlives its sender's account). */
    invitedBy: uuid('invited_by'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [oneOf('staff_invites_role_check', t.role, staffRoles), index().on(t.createdAt)],
);

/**
 * What staff did, append-only (a trigger refuses UPDATE and DELETE): who (`actor_id`), when, what
 * (`action`), on what (`kind`, `record_id`), and `from`/`to`: status values and ids only, never a
 * person's data. Written in the transaction of the change it records. No foreign keys: a record or an
 * account may be erased; its history stays.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    from: jsonb('from'),
    to: jsonb('to'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.recordId, t.createdAt), index().on(t.createdAt)],
);

/** Staff notes on a submission (src/staff/): shown in its history. */
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: id(),
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.recordId, t.createdAt)],
);

/** Spec section 3. A new registration is 'pending'; staff move it through recordStatuses['event-registration']. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    eventId: integer('event_id').notNull(),
    eventTitle: text('event_title').notNull(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    city: text('city').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    organization: text('organization').notNull().default(''),
    isPersonWithDisability: text('is_person_with_disability').notNull(),
    disabilityType: text('disability_type'),
    otherDisabilityText: text('other_disability_text'),
    registrationDate: timestamptz('registration_date').notNull(),
    registrationStatus: text('registration_status').notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamptz('cancelled_at'),
    ...handling(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_email_unique').on(t.eventId, lower(t.email)),
    oneOf('event_registrations_disability_check', t.isPersonWithDisability, ['Yes', 'No']),
    oneOf('event_registrations_status_check', t.registrationStatus, recordStatuses['event-registration']),
    index().on(t.createdAt),
  ],
);

/**
 * Replays of POSTs sent with an Idempotency-Key. A row without a response status is a request still
 * being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * The transactional outbox: every mail the server sends, queued in the same transaction as the row it
 * is about, then claimed, sent and recorded by a worker (src/outbox/). A submission's mails name it
 * (`submission_kind`, `submission_id`), so staff can list the mails sent for one submission.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** mailKinds of src/outbox/mail-kinds.ts: confirmation, notice, newsletter-confirmation, password-reset... */
    kind: text('kind').notNull(),
    /** The submission it is about (SubmissionKind) and its id; null for account mails. */
    submissionKind: text('submission_kind'),
    submissionId: uuid('submission_id'),
    /** Where it goes. */
    recipient: text('recipient').notNull(),
    /**
     * The composed mail (subject, text, html, headers) of a mail not made from a submission row (its
     * link may hold a secret); cleared once the mail is sent or given up.
     */
    message: jsonb('message'),
    status: text('status').notNull().default(mailStatuses[0]),
    /** Tries started so far. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a server may claim it: at once for a new mail, later for a retry, and for a mail being sent
     * the end of its claim (a server that died while sending it leaves it to another after that).
     */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** The server run that claimed it last. */
    claimedBy: text('claimed_by'),
    /** Counted against its recipient's daily cap of confirmations (so a retry is not counted again). */
    capCounted: boolean('cap_counted').notNull().default(false),
    /** Why the last try failed, or why it was skipped; never the address. */
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('mail_outbox_status_check', t.status, mailStatuses),
    // The worker's claim reads only the mails still to send, oldest due first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index().on(t.submissionKind, t.submissionId),
  ],
);

/** Confirmations sent to one address on one day (UTC), shared by every server: the daily cap. */
export const mailRecipientDays = pgTable(
  'mail_recipient_days',
  {
    /** SHA-256 of the lower-cased address: the count needs no address. */
    recipientHash: text('recipient_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    confirmations: integer('confirmations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientHash, t.day] })],
);

/**
 * POSTs per client and endpoint in the current window, shared by every server on one PostgreSQL
 * (src/plugins/rate-limit-store.ts). Created UNLOGGED in its migration: no WAL, and emptied after a
 * crash, which only forgets counts.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamptz('resets_at').notNull(),
});

/** Failed sign-ins per account and address (both only as a SHA-256), shared by every server. */
export const loginFailures = pgTable(
  'login_failures',
  {
    pairHash: text('pair_hash').notNull(),
    failedAt: timestamptz('failed_at').notNull(),
  },
  (t) => [index().on(t.pairHash, t.failedAt)],
);

/**
 * The answers staff send from a record (src/staff/replies): per kind and language, written by admins.
 * `{name}` and `{reference}` in the subject or body stand for the record's.
 */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: id(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reply_templates_kind_language_name_unique').on(t.kind, t.language, lower(t.name))],
);

/**
 * People's requests about their data (to see it, correct it or erase it): when each came, how the
 * person's identity was checked, by when it must be answered and what was done. It names records by
 * reference only, so an erasure leaves no personal data here.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    requestKind: text('request_kind').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    identityCheck: text('identity_check').notNull(),
    dueOn: date('due_on').notNull(),
    outcome: text('outcome'),
    completedAt: timestamptz('completed_at'),
    recordedBy: uuid('recorded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('data_requests_request_kind_check', t.requestKind, ['access', 'correction', 'erasure']),
    index().on(t.receivedAt),
  ],
);

/** Every table, in an order that TRUNCATE ... CASCADE and tests can rely on. */
export const allTables = [
  contactMessages,
  contactUsMessages,
  newsletterSubscribers,
  volunteers,
  internshipApplications,
  donations,
  newsSubmissions,
  collaborations,
  eventRegistrations,
  passwordResets,
  emailVerifications,
  staffInvites,
  submissionNotes,
  auditEvents,
  replyTemplates,
  dataRequests,
  authTokens,
  users,
  idempotencyKeys,
  mailOutbox,
  mailRecipientDays,
  rateLimitHits,
  loginFailures,
] as const;
