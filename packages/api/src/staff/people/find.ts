import { personKinds, type PersonKind } from '@inclusion/forms';
import { and, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { eventRegistrations, mailOutbox, newsletterSubscribers, users } from '../../db/schema.js';
import { recordSources } from '../record-sources.js';
import { matchOf, type Person } from './query.js';

/** The database or a transaction: erasing reads what it deletes in its own transaction. */
export type Reader = Pick<Db, 'select'>;

/** Where a kind keeps the person's address and number (news has no number; registrations a mobileNumber). */
export function personColumns(kind: PersonKind) {
  const columns = getTableColumns(recordSources[kind].table) as Record<string, PgColumn>;
  return {
    email: columns.email,
    mobile: columns.mobile ?? columns.mobileNumber,
    name: columns.fullName,
    reference: columns.reference,
  };
}

export interface Row {
  [column: string]: unknown;
}

export interface Found {
  /** The person's rows of each kind, every column. */
  records: { kind: PersonKind; row: Row }[];
  /** Accounts with the address or the number (their phone). */
  accounts: Row[];
  newsletter: Row[];
  /** Mails to the address, and mails about the person's records (the foundation's notices). */
  mails: Row[];
}

/** Everything held about a person, from every table that holds personal data. */
export async function findPerson(db: Reader, person: Person): Promise<Found> {
  const accountMatch = matchOf(person, { email: users.email, mobile: users.phone });
  const accounts = accountMatch ? await db.select().from(users).where(accountMatch) : [];
  const accountIds = accounts.map((account) => account.id);

  // One kind after another, not all at once: erasing reads through its transaction's one connection,
  // which runs one query at a time (pg 8 queues the rest and warns that pg 9 will not).
  const records: Found['records'] = [];
  for (const kind of personKinds) {
    const source = recordSources[kind];
    const conditions: (SQL | undefined)[] = [matchOf(person, personColumns(kind))];
    // A signed-in person's registrations are theirs whatever address they typed.
    if (kind === 'event-registration' && accountIds.length > 0) {
      conditions.push(inArray(eventRegistrations.userId, accountIds));
    }
    const where = or(...conditions);
    if (!where) continue;
    const rows = await db.select().from(source.table).where(where);
    for (const row of rows) records.push({ kind, row: row as Row });
  }

  const newsletterMatch = matchOf(person, { email: newsletterSubscribers.email });
  const newsletter = newsletterMatch
    ? await db.select().from(newsletterSubscribers).where(newsletterMatch)
    : [];

  const mailConditions: (SQL | undefined)[] = [matchOf(person, { email: mailOutbox.recipient })];
  for (const { kind, row } of [
    ...records,
    ...newsletter.map((row) => ({ kind: 'newsletter' as const, row: row as Row })),
  ]) {
    mailConditions.push(
      and(eq(mailOutbox.submissionKind, kind), eq(mailOutbox.submissionId, row.id as string)),
    );
  }
  const mailWhere = or(...mailConditions);
  const mails = mailWhere ? await db.select().from(mailOutbox).where(mailWhere) : [];

  return { records, accounts, newsletter, mails };
}

/** What a confirmation counts: the records, each account and each subscription. */
export const countOf = (found: Found) =>
  found.records.length + found.accounts.length + found.newsletter.length;

/** Rows per kind, for the audit and the answer: counts only, never a value. */
export function countsOf(found: Found): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind } of found.records) counts[kind] = (counts[kind] ?? 0) + 1;
  if (found.accounts.length > 0) counts.account = found.accounts.length;
  if (found.newsletter.length > 0) counts.newsletter = found.newsletter.length;
  if (found.mails.length > 0) counts.outboxMails = found.mails.length;
  return counts;
}
