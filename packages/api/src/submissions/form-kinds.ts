import {
  areaOfInterestOptions,
  contactSchema,
  contactSubjectOptions,
  contactUsSchema,
  donationSchema,
  donationTypeOptions,
  internshipSchema,
  newsSchema,
  partnershipSchema,
  volunteerExpertiseOptions,
  volunteerSchema,
  type ContactUsInput,
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
import type { SubmissionKind } from '../mail/index.js';
import {
  collaborationStatuses,
  contactStatuses,
  contactUsStatuses,
  donationStatuses,
  internshipStatuses,
  newsStatuses,
  paymentStatuses,
  priorities,
  volunteerStatuses,
} from '../statuses.js';
import { adminDate, adminDateTime, adminText, oneOf } from './fields.js';

export type SubmissionTable =
  | typeof contactMessages
  | typeof contactUsMessages
  | typeof volunteers
  | typeof internshipApplications
  | typeof donations
  | typeof newsSubmissions
  | typeof collaborations;

/** A list filter of spec section 7: `equals` a column, or `contains` one value of an array column. */
export interface Filter {
  column: PgColumn;
  match: 'equals' | 'contains';
  /** The values it takes; anything else is a 400. Free text when absent. */
  values?: readonly [string, ...string[]];
}

/** One kind of submission: its paths, table, rules and words. The routes are made from this. */
export interface Kind {
  /** The kind the mail templates and references know it by. */
  kind: Exclude<SubmissionKind, 'newsletter' | 'event-registration'>;
  /** POST path. */
  submitPath: string;
  /** GET path of the staff list. */
  listPath: string;
  /** PATCH `/{resource}/:id/status`. */
  resource: string;
  table: SubmissionTable;
  /** The forms package's schema: the spec's rules and messages. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The key of the reference in the 201 answer's data. */
  referenceName: string;
  success: (input: Record<string, unknown>) => string;
  statuses: readonly [string, ...string[]];
  /** The status update's fields besides `status`. */
  adminFields: z.ZodRawShape;
  filters: Record<string, Filter>;
}

const values = <V extends string>(options: readonly { readonly value: V }[]) =>
  options.map((option) => option.value) as [V, ...V[]];

const fastSubjects: readonly ContactUsInput['subject'][] = ['partnership', 'donation'];

export const kinds: readonly Kind[] = [
  {
    kind: 'contact',
    submitPath: '/contact/submit',
    listPath: '/contact/all',
    resource: 'contact',
    table: contactMessages,
    schema: contactSchema,
    referenceName: 'reference',
    success: () =>
      'Thank you for contacting us! We have received your message and will get back to you within 24-48 hours. ' +
      'For urgent matters, please call us.',
    statuses: contactStatuses,
    adminFields: { notes: adminText('Notes') },
    filters: {},
  },
  {
    kind: 'contact-us',
    submitPath: '/contactus/submit',
    listPath: '/contactus/all',
    resource: 'contactus',
    table: contactUsMessages,
    schema: contactUsSchema,
    referenceName: 'ticketReference',
    success: (input) =>
      'Thank you for contacting us! We have received your message and will respond within ' +
      `${fastSubjects.includes(input.subject as ContactUsInput['subject']) ? '24 hours' : '24-48 hours'}. ` +
      'For urgent matters, please call us.',
    statuses: contactUsStatuses,
    adminFields: {
      priority: oneOf('priority', priorities).optional(),
      assignedTo: adminText('Assigned to', 100),
      notes: adminText('Notes'),
    },
    filters: {
      subject: { column: contactUsMessages.subject, match: 'equals', values: values(contactSubjectOptions) },
      priority: { column: contactUsMessages.priority, match: 'equals', values: priorities },
    },
  },
  {
    kind: 'volunteer',
    submitPath: '/volunteer/register',
    listPath: '/volunteer/all',
    resource: 'volunteer',
    table: volunteers,
    schema: volunteerSchema,
    referenceName: 'volunteerReference',
    success: () =>
      'Thank you for registering as a volunteer! We will review your registration and contact you within 2-3 ' +
      'business days.',
    statuses: volunteerStatuses,
    adminFields: {
      availability: adminText('Availability', 500),
      rejectionReason: adminText('Rejection reason', 1000),
      reviewedBy: adminText('Reviewed by', 100),
      notes: adminText('Notes'),
    },
    filters: {
      expertise: {
        column: volunteers.expertise,
        match: 'contains',
        values: values(volunteerExpertiseOptions),
      },
    },
  },
  {
    kind: 'internship',
    submitPath: '/intern/apply',
    listPath: '/intern/all',
    resource: 'intern',
    table: internshipApplications,
    schema: internshipSchema,
    referenceName: 'internReference',
    success: () =>
      'Thank you for applying for an internship! We will review your application and get back to you within ' +
      '5-7 business days.',
    statuses: internshipStatuses,
    adminFields: {
      rejectionReason: adminText('Rejection reason', 1000),
      reviewedBy: adminText('Reviewed by', 100),
      notes: adminText('Notes'),
    },
    filters: {},
  },
  {
    kind: 'donation',
    submitPath: '/donation/submit',
    listPath: '/donation/all',
    resource: 'donation',
    table: donations,
    schema: donationSchema,
    referenceName: 'donationReference',
    success: () =>
      'Thank you for your generous support! We have recorded your donation request and will send you the ' +
      'payment details within 24 hours.',
    statuses: donationStatuses,
    adminFields: {
      paymentStatus: oneOf('paymentStatus', paymentStatuses).optional(),
      notes: adminText('Notes'),
    },
    filters: {
      donationType: { column: donations.donationType, match: 'equals', values: values(donationTypeOptions) },
    },
  },
  {
    kind: 'news',
    submitPath: '/news/submit',
    listPath: '/news/submissions',
    resource: 'news',
    table: newsSubmissions,
    schema: newsSchema,
    referenceName: 'submissionReference',
    success: () =>
      'Thank you for sharing your news with us! Our team will review it and get in touch if we need more details.',
    statuses: newsStatuses,
    adminFields: {
      category: adminText('Category', 100),
      rejectionReason: adminText('Rejection reason', 1000),
      reviewedBy: adminText('Reviewed by', 100),
    },
    filters: {},
  },
  {
    kind: 'collaboration',
    submitPath: '/collaborate/submit',
    listPath: '/collaborate/all',
    resource: 'collaborate',
    table: collaborations,
    schema: partnershipSchema,
    referenceName: 'collaborationReference',
    success: () =>
      'Thank you for your interest in partnering with us! We will reply within 48 hours, and a confirmation ' +
      'has been sent to your e-mail.',
    statuses: collaborationStatuses,
    adminFields: {
      organizationType: adminText('Organization type', 100),
      partnershipType: adminText('Partnership type', 100),
      priority: oneOf('priority', priorities).nullable().optional(),
      declineReason: adminText('Decline reason', 1000),
      reviewedBy: adminText('Reviewed by', 100),
      notes: adminText('Notes'),
      meetingDate: adminDateTime('Meeting date'),
      partnershipStartDate: adminDate('Partnership start date'),
    },
    filters: {
      areaOfInterest: {
        column: collaborations.areaOfInterest,
        match: 'equals',
        values: values(areaOfInterestOptions),
      },
      organizationType: { column: collaborations.organizationType, match: 'equals' },
    },
  },
];

/** The reference prefix of each kind (VOL-, TKT-...). */
export const prefixOf = (kind: Kind) => referencePrefixes[kind.kind];
