import { recordStatuses, type RecordKind } from '@inclusion/forms';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Where each kind of record lives: its table, id and status columns. What its statuses mean (new,
 * waiting, closed) is the contract's (`recordStatuses`, `waitingStatuses`, `closedStatuses`).
 */
export interface RecordSource {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  /** The status a new record gets (the first of its list). */
  newStatus: string;
}

const sourceOf = (kind: RecordKind, table: PgTable & { id: PgColumn; status: PgColumn }): RecordSource => ({
  table,
  id: table.id,
  status: table.status,
  newStatus: recordStatuses[kind][0],
});

export const recordSources: Record<RecordKind, RecordSource> = {
  contact: sourceOf('contact', contactMessages),
  contactus: sourceOf('contactus', contactUsMessages),
  newsletter: sourceOf('newsletter', newsletterSubscribers),
  volunteer: sourceOf('volunteer', volunteers),
  internship: sourceOf('internship', internshipApplications),
  donation: sourceOf('donation', donations),
  news: sourceOf('news', newsSubmissions),
  partnership: sourceOf('partnership', collaborations),
  'event-registration': {
    table: eventRegistrations,
    id: eventRegistrations.id,
    status: eventRegistrations.registrationStatus,
    newStatus: recordStatuses['event-registration'][0],
  },
};
