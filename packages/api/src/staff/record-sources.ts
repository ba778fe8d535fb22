import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordKind } from '../audit/kinds.js';
import type { SubmissionKind } from '../mail/index.js';
import {
  collaborations,
  contactMessages,
  contactUsMessages,
  donations,
  eventRegistrations,
  internshipApplications,
  newsletterSubscribers,
  newsSubmissions,
  volunteers,
} from '../db/schema.js';
import {
  collaborationStatuses,
  contactStatuses,
  contactUsStatuses,
  donationStatuses,
  eventRegistrationStatuses,
  internshipStatuses,
  newsletterStatuses,
  newsStatuses,
  volunteerStatuses,
} from '../statuses.js';

/** A kind of record as the staff endpoints see it: its table, and what "new" and "waiting" mean. */
export interface RecordSource {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  /** The status a new record gets (the first of its list). */
  newStatus: string;
  /**
   * The statuses in which the next step is the foundation's (README, Staff: the counts). A newsletter
   * subscription never waits on the foundation: a pending one waits on its subscriber.
   */
  waiting: readonly string[];
  /**
   * The statuses in which the foundation is done with a record: what RETENTION_MONTHS deletes once
   * unchanged that long (src/retention/). Not a completed donation (accounts keep it), an accepted
   * intern, a published story, an attended event: those are still the foundation's records.
   */
  closed: readonly string[];
  /** How its mails name it in mail_outbox.submission_kind. */
  mailKind: SubmissionKind;
}

export const recordSources: Record<RecordKind, RecordSource> = {
  contact: {
    closed: ['resolved', 'closed'] satisfies (typeof contactStatuses)[number][],
    mailKind: 'contact',
    table: contactMessages,
    id: contactMessages.id,
    status: contactMessages.status,
    newStatus: contactStatuses[0],
    waiting: ['new', 'in-progress'] satisfies (typeof contactStatuses)[number][],
  },
  contactus: {
    closed: ['resolved', 'closed'] satisfies (typeof contactUsStatuses)[number][],
    mailKind: 'contact-us',
    table: contactUsMessages,
    id: contactUsMessages.id,
    status: contactUsMessages.status,
    newStatus: contactUsStatuses[0],
    waiting: ['new', 'in-progress'] satisfies (typeof contactUsStatuses)[number][],
  },
  newsletter: {
    closed: ['unsubscribed'] satisfies (typeof newsletterStatuses)[number][],
    mailKind: 'newsletter',
    table: newsletterSubscribers,
    id: newsletterSubscribers.id,
    status: newsletterSubscribers.status,
    newStatus: newsletterStatuses[0],
    waiting: [],
  },
  volunteer: {
    closed: ['rejected', 'inactive'] satisfies (typeof volunteerStatuses)[number][],
    mailKind: 'volunteer',
    table: volunteers,
    id: volunteers.id,
    status: volunteers.status,
    newStatus: volunteerStatuses[0],
    waiting: ['pending', 'approved'] satisfies (typeof volunteerStatuses)[number][],
  },
  internship: {
    closed: ['rejected'] satisfies (typeof internshipStatuses)[number][],
    mailKind: 'internship',
    table: internshipApplications,
    id: internshipApplications.id,
    status: internshipApplications.status,
    newStatus: internshipStatuses[0],
    waiting: ['pending', 'shortlisted'] satisfies (typeof internshipStatuses)[number][],
  },
  donation: {
    closed: ['cancelled'] satisfies (typeof donationStatuses)[number][],
    mailKind: 'donation',
    table: donations,
    id: donations.id,
    status: donations.status,
    newStatus: donationStatuses[0],
    waiting: ['pending', 'contacted'] satisfies (typeof donationStatuses)[number][],
  },
  news: {
    closed: ['rejected'] satisfies (typeof newsStatuses)[number][],
    mailKind: 'news',
    table: newsSubmissions,
    id: newsSubmissions.id,
    status: newsSubmissions.status,
    newStatus: newsStatuses[0],
    waiting: ['pending', 'approved'] satisfies (typeof newsStatuses)[number][],
  },
  partnership: {
    closed: ['declined'] satisfies (typeof collaborationStatuses)[number][],
    mailKind: 'collaboration',
    table: collaborations,
    id: collaborations.id,
    status: collaborations.status,
    newStatus: collaborationStatuses[0],
    waiting: [
      'pending',
      'under-review',
      'meeting-scheduled',
    ] satisfies (typeof collaborationStatuses)[number][],
  },
  'event-registration': {
    closed: ['cancelled'] satisfies (typeof eventRegistrationStatuses)[number][],
    mailKind: 'event-registration',
    table: eventRegistrations,
    id: eventRegistrations.id,
    status: eventRegistrations.registrationStatus,
    newStatus: eventRegistrationStatuses[0],
    waiting: ['pending'] satisfies (typeof eventRegistrationStatuses)[number][],
  },
};
