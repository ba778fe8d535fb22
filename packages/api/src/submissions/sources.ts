import { listFilters, sortColumns, type RecordKind } from '@inclusion/forms';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { eventRegistrations, newsletterSubscribers } from '../db/schema.js';
import { filtersOf, formKinds, type FormKind } from './form-kinds.js';
import type { ListSource } from './list.js';

/**
 * Every staff list in one place (the admin lists of spec section 7 and the CSV export read the same
 * source), so a list and its export can never filter, search or sort differently.
 */

/** The columns a kind's list may be sorted by: the contract's `sortColumns`, which the client types. */
export function sortsOf(kind: RecordKind, columns: Record<string, PgColumn>): Record<string, PgColumn> {
  return Object.fromEntries(
    sortColumns[kind].map((name) => {
      // An event registration's status is its `registrationStatus`; both names sort by it.
      const column =
        kind === 'event-registration' && name === 'status' ? columns.registrationStatus : columns[name];
      if (!column) throw new Error(`No column ${name} to sort the ${kind} list by`);
      return [name, column];
    }),
  );
}

/** The list of one submission kind: status and the kind's filters; search in name, e-mail, reference. */
export function submissionListSource(kind: FormKind): ListSource {
  return {
    kind: kind.kind,
    table: kind.table,
    searchColumns: [kind.table.fullName, kind.table.email, kind.table.reference],
    filters: filtersOf(kind),
    sorts: sortsOf(kind.kind, getTableColumns(kind.table)),
    createdAt: kind.table.createdAt,
    id: kind.table.id,
  };
}

/** The newsletter list never shows the secrets of its links. */
const {
  unsubscribeToken: _secret,
  confirmTokenHash: _confirmSecret,
  ...newsletterColumns
} = getTableColumns(newsletterSubscribers);

export const newsletterListSource: ListSource = {
  kind: 'newsletter',
  table: newsletterSubscribers,
  columns: newsletterColumns,
  searchColumns: [newsletterSubscribers.email],
  filters: {
    status: { column: newsletterSubscribers.status, match: 'equals', values: listFilters.newsletter.status },
  },
  sorts: sortsOf('newsletter', getTableColumns(newsletterSubscribers)),
  createdAt: newsletterSubscribers.createdAt,
  id: newsletterSubscribers.id,
};

export const eventRegistrationListSource: ListSource = {
  kind: 'event-registration',
  table: eventRegistrations,
  searchColumns: [eventRegistrations.fullName, eventRegistrations.email, eventRegistrations.reference],
  filters: {
    eventId: {
      column: eventRegistrations.eventId,
      match: 'equals',
      values: listFilters['event-registration'].eventId,
    },
    registrationStatus: {
      column: eventRegistrations.registrationStatus,
      match: 'equals',
      values: listFilters['event-registration'].registrationStatus,
    },
  },
  sorts: sortsOf('event-registration', getTableColumns(eventRegistrations)),
  createdAt: eventRegistrations.createdAt,
  id: eventRegistrations.id,
};

/** The list source of every record kind, as the staff endpoints name them. */
export const listSources: Record<RecordKind, ListSource> = {
  ...(Object.fromEntries(formKinds.map((kind) => [kind.kind, submissionListSource(kind)])) as Record<
    Exclude<RecordKind, 'newsletter' | 'event-registration'>,
    ListSource
  >),
  newsletter: newsletterListSource,
  'event-registration': eventRegistrationListSource,
};
