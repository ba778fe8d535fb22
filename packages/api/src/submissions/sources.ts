import { events } from '@inclusion/events';
import { staffSortColumns } from '@inclusion/forms';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordKindOf, type RecordKind } from '../audit/kinds.js';
import { eventRegistrations, newsletterSubscribers } from '../db/schema.js';
import { eventRegistrationStatuses, newsletterStatuses } from '../statuses.js';
import { kinds, type Filter, type Kind } from './kinds.js';
import type { ListSource } from './list.js';

/**
 * Every staff list in one place (the admin lists of spec section 7 and the CSV export read the same
 * source), so a list and its export can never filter, search or sort differently.
 */

/** The columns a kind's list may be sorted by: the forms package's `staffSortColumns`, which the client types. */
export function sortsOf(kind: RecordKind, columns: Record<string, PgColumn>): Record<string, PgColumn> {
  return Object.fromEntries(
    staffSortColumns[kind].map((name) => {
      // An event registration's status is its `registrationStatus`; both names sort by it.
      const column =
        kind === 'event-registration' && name === 'status' ? columns.registrationStatus : columns[name];
      if (!column) throw new Error(`No column ${name} to sort the ${kind} list by`);
      return [name, column];
    }),
  );
}

/** The list of one submission kind: status and the kind's filters; search in name, e-mail, reference. */
export function submissionListSource(kind: Kind): ListSource {
  const filters: Record<string, Filter> = {
    status: { column: kind.table.status, match: 'equals', values: kind.statuses },
    ...kind.filters,
  };
  return {
    table: kind.table,
    searchColumns: [kind.table.fullName, kind.table.email, kind.table.reference],
    filters,
    sorts: sortsOf(recordKindOf(kind), getTableColumns(kind.table)),
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
  table: newsletterSubscribers,
  columns: newsletterColumns,
  searchColumns: [newsletterSubscribers.email],
  filters: { status: { column: newsletterSubscribers.status, match: 'equals', values: newsletterStatuses } },
  sorts: sortsOf('newsletter', getTableColumns(newsletterSubscribers)),
  createdAt: newsletterSubscribers.createdAt,
  id: newsletterSubscribers.id,
};

export const eventRegistrationListSource: ListSource = {
  table: eventRegistrations,
  searchColumns: [eventRegistrations.fullName, eventRegistrations.email, eventRegistrations.reference],
  filters: {
    eventId: {
      column: eventRegistrations.eventId,
      match: 'equals',
      values: events.map((event) => String(event.id)) as [string, ...string[]],
    },
    registrationStatus: {
      column: eventRegistrations.registrationStatus,
      match: 'equals',
      values: eventRegistrationStatuses,
    },
  },
  sorts: sortsOf('event-registration', getTableColumns(eventRegistrations)),
  createdAt: eventRegistrations.createdAt,
  id: eventRegistrations.id,
};

/** The list source of every record kind, as the staff endpoints name them. */
export const listSources: Record<RecordKind, ListSource> = {
  ...(Object.fromEntries(kinds.map((kind) => [recordKindOf(kind), submissionListSource(kind)])) as Record<
    Exclude<RecordKind, 'newsletter' | 'event-registration'>,
    ListSource
  >),
  newsletter: newsletterListSource,
  'event-registration': eventRegistrationListSource,
};
