import {
  contactSchema,
  contactUsSchema,
  donationSchema,
  internshipSchema,
  listFilters,
  newsSchema,
  partnershipSchema,
  recordPaths,
  recordStatuses,
  volunteerSchema,
  type ContactUsInput,
  type SubmissionKind,
} from '@inclusion/forms';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  collaborations,
  contactMessages,
  contactUsMessages,
  donations,
  internshipApplications,
  newsSubmissions,
  volunteers,
} from '../db/schema.js';
import { referencePrefixes } from '../lib/index.js';

export type SubmissionTable =
  | typeof contactMessages
  | typeof contactUsMessages
  | typeof volunteers
  | typeof internshipApplications
  | typeof donations
  | typeof newsSubmissions
  | typeof collaborations;

/**
 * How a list filter of the contract (`listFilters` of @inclusion/forms) selects rows: `equals` a
 * column, or `contains` one value of an array column. Free text (no values) compares without case.
 */
export interface Filter {
  column: PgColumn;
  match: 'equals' | 'contains';
  values?: readonly [string, ...string[]] | null;
}

/**
 * What the server needs of one kind sent by a public form, beyond the contract (its paths,
 * statuses, filters and status update are @inclusion/forms'): its table, schema, reference and
 * thank-you words. The routes are made from this.
 */
export interface FormKind {
  kind: SubmissionKind;
  table: SubmissionTable;
  /** The forms package's schema: the spec's rules and messages. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The key of the reference in the 201 answer's data. */
  referenceName: string;
  success: (input: Record<string, unknown>) => string;
  /** The columns of the contract's list filters besides `status`. */
  filterColumns: Record<string, Pick<Filter, 'column' | 'match'>>;
}

const fastSubjects: readonly ContactUsInput['subject'][] = ['partnership', 'donation'];

export const formKinds: readonly FormKind[] = [
  {
    kind: 'contact',
    table: contactMessages,
    schema: contactSchema,
    referenceName: 'reference',
    success: () =>
      'Thank you for contacting us! We have received your message and will get back to you within 24-48 hours. ' +
      'For urgent matters, please call us.',
    filterColumns: {},
  },
  {
    kind: 'contactus',
    table: contactUsMessages,
    schema: contactUsSchema,
    referenceName: 'ticketReference',
    success: (input) =>
      'Thank you for contacting us! We have received your message and will respond within ' +
      `${fastSubjects.includes(input.subject as ContactUsInput['subject']) ? '24 hours' : '24-48 hours'}. ` +
      'For urgent matters, please call us.',
    filterColumns: {
      subject: { column: contactUsMessages.subject, match: 'equals' },
      priority: { column: contactUsMessages.priority, match: 'equals' },
    },
  },
  {
    kind: 'volunteer',
    table: volunteers,
    schema: volunteerSchema,
    referenceName: 'volunteerReference',
    success: () =>
      'Thank you for registering as a volunteer! We will review your registration and contact you within 2-3 ' +
      'business days.',
    filterColumns: {
      expertise: { column: volunteers.expertise, match: 'contains' },
    },
  },
  {
    kind: 'internship',
    table: internshipApplications,
    schema: internshipSchema,
    referenceName: 'internReference',
    success: () =>
      'Thank you for applying for an internship! We will review your application and get back to you within ' +
      '5-7 business days.',
    filterColumns: {},
  },
  {
    kind: 'donation',
    table: donations,
    schema: donationSchema,
    referenceName: 'donationReference',
    success: () =>
      'Thank you for your generous support! We have recorded your donation request and will send you the ' +
      'payment details within 24 hours.',
    filterColumns: {
      donationType: { column: donations.donationType, match: 'equals' },
    },
  },
  {
    kind: 'news',
    table: newsSubmissions,
    schema: newsSchema,
    referenceName: 'submissionReference',
    success: () =>
      'Thank you for sharing your news with us! Our team will review it and get in touch if we need more details.',
    filterColumns: {},
  },
  {
    kind: 'partnership',
    table: collaborations,
    schema: partnershipSchema,
    referenceName: 'collaborationReference',
    success: () =>
      'Thank you for your interest in partnering with us! We will reply within 48 hours, and a confirmation ' +
      'has been sent to your e-mail.',
    filterColumns: {
      areaOfInterest: { column: collaborations.areaOfInterest, match: 'equals' },
      organizationType: { column: collaborations.organizationType, match: 'equals' },
    },
  },
];

/** The reference prefix of each kind (VOL-, TKT-...). */
export const prefixOf = (kind: FormKind) => referencePrefixes[kind.kind];

/** The published paths of a kind (the contract's `recordPaths`): its form, its list, its status update. */
export const pathsOf = (kind: FormKind) => {
  const paths = recordPaths[kind.kind];
  return { submit: paths.submit, list: paths.list, status: `/${paths.status}/:id/status` };
};

/** The list filters of a kind: the contract's values, this table's columns. */
export function filtersOf(kind: FormKind): Record<string, Filter> {
  const values: Record<string, readonly [string, ...string[]] | null> = listFilters[kind.kind];
  return Object.fromEntries(
    Object.entries(values).map(([name, allowed]) => {
      const column =
        name === 'status'
          ? { column: kind.table.status, match: 'equals' as const }
          : kind.filterColumns[name];
      if (!column) throw new Error(`No column for the ${name} filter of ${kind.kind}`);
      return [name, { ...column, values: allowed }];
    }),
  );
}

/** The statuses of a kind, the first being a new record's. */
export const statusesOf = (kind: FormKind) => recordStatuses[kind.kind];
