import { events } from '@inclusion/events';
import { z } from 'zod';
import {
  areaOfInterestOptions,
  contactSubjectOptions,
  donationTypeOptions,
  volunteerExpertiseOptions,
} from '../options.js';
import { apiMessages } from './api-messages.js';
import { versionField } from './inbox-version.js';
import { noteMaxLength, staffRequestMessages } from './staff-request-messages.js';
import {
  paymentStatuses,
  priorities,
  recordStatuses,
  sortColumns,
  type RecordKind,
  type RecordStatus,
  type SubmissionKind,
} from './record-kinds.js';

/**
 * The staff's requests about a kind's records: its list's query, its status update's body, a note
 * and a correction.
 */

/** '' (an emptied filter or field) counts as not sent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** One value of a list, with a message naming the allowed values. */
export const oneOf = <V extends string>(field: string, values: readonly [V, ...V[]]) =>
  z.enum(values as [V, ...V[]], { error: apiMessages.invalidValue(field, values) });

export const maxPage = 100_000;
export const maxLimit = 100;
export const maxSearchLength = 200;

const search = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: apiMessages.search })
    .trim()
    .max(maxSearchLength, { error: apiMessages.tooLong('Search', maxSearchLength) })
    .optional(),
);

export const paginationShape = {
  page: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: apiMessages.page })
      .int({ error: apiMessages.page })
      .min(1, { error: apiMessages.page })
      .max(maxPage, { error: apiMessages.page })
      .default(1),
  ),
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: apiMessages.limit })
      .int({ error: apiMessages.limit })
      .min(1, { error: apiMessages.limit })
      .max(maxLimit, { error: apiMessages.limit })
      .default(10),
  ),
};

const valuesOf = <V extends string>(options: readonly { readonly value: V }[]) =>
  options.map((option) => option.value) as [V, ...V[]];

/**
 * The filters each kind's list takes besides search and sort: the values of a list, or `null` for
 * any short text (compared without regard to case). `status` (events: `registrationStatus`) always.
 */
export const listFilters = {
  contact: { status: recordStatuses.contact },
  contactus: {
    status: recordStatuses.contactus,
    subject: valuesOf(contactSubjectOptions),
    priority: priorities,
  },
  newsletter: { status: recordStatuses.newsletter },
  volunteer: { status: recordStatuses.volunteer, expertise: valuesOf(volunteerExpertiseOptions) },
  internship: { status: recordStatuses.internship },
  donation: { status: recordStatuses.donation, donationType: valuesOf(donationTypeOptions) },
  news: { status: recordStatuses.news },
  partnership: {
    status: recordStatuses.partnership,
    areaOfInterest: valuesOf(areaOfInterestOptions),
    organizationType: null,
  },
  'event-registration': {
    eventId: events.map((event) => String(event.id)) as [string, ...string[]],
    registrationStatus: recordStatuses['event-registration'],
  },
} as const satisfies Record<RecordKind, Record<string, readonly [string, ...string[]] | null>>;

/** A list filter: one value of a list, or any short text. Blank means no filter. */
const filterValue = (field: string, values: readonly [string, ...string[]] | null) =>
  z.preprocess(
    blankAsAbsent,
    (values
      ? oneOf(field, values)
      : z
          .string({ error: apiMessages.filter(field) })
          .trim()
          .max(maxSearchLength, { error: apiMessages.tooLong(field, maxSearchLength) })
    ).optional(),
  );

/** `sort`: a column of the kind, or one after '-' (descending); blank means the default, -createdAt. */
const sortValue = (kind: RecordKind) => {
  const columns: readonly string[] = sortColumns[kind];
  const values = columns.flatMap((column) => [column, `-${column}`]) as [string, ...string[]];
  return z.preprocess(
    blankAsAbsent,
    z
      .enum(values, { error: apiMessages.sort(columns) })
      .optional()
      .describe(`A column to sort by, "-" before it for descending (default -createdAt)`),
  );
};

const filterShapeOf = (kind: RecordKind) =>
  Object.fromEntries(
    Object.entries(listFilters[kind]).map(([name, values]) => [name, filterValue(name, values)]),
  );

/** What selects and orders a list's rows: the search, the filters and the sort. */
export interface ListFilters {
  search?: string | undefined;
  sort?: string | undefined;
  [filter: string]: string | number | undefined;
}

export interface ListQuery extends ListFilters {
  page: number;
  limit: number;
}

/** page, limit, search, sort and the kind's filters. Unknown parameters are dropped. */
export const listQuerySchemaOf = (kind: RecordKind) =>
  z.object({
    ...paginationShape,
    search,
    ...filterShapeOf(kind),
    sort: sortValue(kind),
  }) as unknown as z.ZodType<ListQuery>;

/** The same query without paging: the CSV export of the filtered list. */
export const exportQuerySchemaOf = (kind: RecordKind) =>
  z.object({ search, ...filterShapeOf(kind), sort: sortValue(kind) }) as unknown as z.ZodType<ListFilters>;

/** An optional text staff write (notes, reasons...): trimmed, '' or null clears it. */
export const adminText = (label: string, max = 2000) =>
  z
    .string({ error: apiMessages.text(label) })
    .trim()
    .max(max, { error: apiMessages.tooLong(label, max) })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** An optional ISO date (YYYY-MM-DD), kept as that text; null clears it. */
const adminDate = (label: string) =>
  z.iso
    .date({ error: apiMessages.date(label) })
    .nullable()
    .optional();

/** An optional moment: an ISO date-time with a zone, or a date (midnight UTC); null clears it. */
const adminDateTime = (label: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: apiMessages.dateTime(label) })
    .nullable()
    .optional()
    .transform((value) => (value ? new Date(value) : value));

const notes = adminText('Notes');
const reviewedBy = adminText('Reviewed by', 100);
const rejectionReason = adminText('Rejection reason', 1000);

/** The fields of each kind's status update besides its status. */
export const statusUpdateFields = {
  contact: { notes },
  contactus: {
    priority: oneOf('priority', priorities).optional(),
    assignedTo: adminText('Assigned to', 100),
    notes,
  },
  volunteer: { availability: adminText('Availability', 500), rejectionReason, reviewedBy, notes },
  internship: { rejectionReason, reviewedBy, notes },
  donation: { paymentStatus: oneOf('paymentStatus', paymentStatuses).optional(), notes },
  news: { category: adminText('Category', 100), rejectionReason, reviewedBy },
  partnership: {
    organizationType: adminText('Organization type', 100),
    partnershipType: adminText('Partnership type', 100),
    priority: oneOf('priority', priorities).nullable().optional(),
    declineReason: adminText('Decline reason', 1000),
    reviewedBy,
    notes,
    meetingDate: adminDateTime('Meeting date'),
    partnershipStartDate: adminDate('Partnership start date'),
  },
  'event-registration': { notes },
} satisfies Record<Exclude<RecordKind, 'newsletter'>, z.ZodRawShape>;

/** The status update of a form's kind: its status and fields, at least one of them. */
const statusUpdateOf = <K extends SubmissionKind>(kind: K) =>
  z
    .object({
      status: oneOf<RecordStatus<K>>('status', recordStatuses[kind]).optional(),
      ...statusUpdateFields[kind],
      version: versionField,
    })
    // The version says what the change was made from: it is no change of its own.
    .refine(
      (body) => Object.entries(body).some(([name, value]) => name !== 'version' && value !== undefined),
      {
        error: apiMessages.nothingToUpdate,
      },
    );

export const statusUpdateSchemas = {
  contact: statusUpdateOf('contact'),
  contactus: statusUpdateOf('contactus'),
  volunteer: statusUpdateOf('volunteer'),
  internship: statusUpdateOf('internship'),
  donation: statusUpdateOf('donation'),
  news: statusUpdateOf('news'),
  partnership: statusUpdateOf('partnership'),
} satisfies Record<SubmissionKind, z.ZodType>;

export type StatusUpdate<K extends SubmissionKind> = z.input<(typeof statusUpdateSchemas)[K]>;

/** An event registration's status update: the status is required; `updatedAt`, if sent, is dropped. */
export const registrationStatusUpdateSchema = z.object({
  registrationStatus: oneOf('registrationStatus', recordStatuses['event-registration']),
  ...statusUpdateFields['event-registration'],
  version: versionField,
});

/** The holder of a registration cancels it, with an optional reason. */
export const registrationCancelSchema = z.object({ reason: adminText('Reason', 1000) });

/** The events a list of registrations may be filtered by (`eventId`), with their titles. */
export const eventFilterOptions = events.map((event) => ({ value: String(event.id), label: event.title }));

/** `POST /staff/submissions/:kind/:id/notes`: a note on the record, trimmed. */
export const noteRequest = z.object({
  note: z
    .string({ error: staffRequestMessages.noteRequired })
    .trim()
    .min(1, { error: staffRequestMessages.noteRequired })
    .max(noteMaxLength, { error: staffRequestMessages.noteTooLong }),
  version: versionField,
});

/**
 * `PATCH /staff/submissions/:kind/:id/fields`: the fields to correct and their new values. Which
 * fields a kind allows is `correctableFields`; the server checks each value by the rule of the
 * field's public form (a kind's rules depend on the kind the path names, which a body schema
 * cannot see).
 */
export const fieldCorrectionRequest = z.object({
  fields: z.record(z.string(), z.unknown(), { error: staffRequestMessages.fieldsRequired }),
  version: versionField,
});
