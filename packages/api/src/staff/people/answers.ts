import { submissionNotes } from '../../db/schema.js';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { withoutSecrets } from '../records.js';
import { personColumns, type Found, type Reader, type Row } from './find.js';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string));
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The search's answer: one line per record, the account, whether subscribed, how many mails. */
export function searchAnswer(found: Found) {
  const [account] = found.accounts;
  return {
    records: found.records.map(({ kind, row }) => {
      const columns = personColumns(kind);
      return {
        kind,
        id: row.id as string,
        reference: textOrNull(row.reference),
        name: textOrNull(row.fullName),
        email: textOrNull(row.email),
        mobile: textOrNull(columns.mobile ? (row.mobile ?? row.mobileNumber) : null),
        status: (row.status ?? row.registrationStatus) as string,
        createdAt: iso(row.createdAt),
        ...(kind === 'event-registration' ? { eventTitle: row.eventTitle as string } : {}),
      };
    }),
    account: account
      ? {
          id: account.id as string,
          name: account.name as string,
          email: account.email as string,
          role: account.role as string,
          createdAt: iso(account.createdAt),
        }
      : null,
    /** More than one account only when the address and the number name different accounts. */
    accounts: found.accounts.length,
    // Any row, an unsubscribed one too: it still holds the address, and erasing deletes (and counts) it.
    newsletter: found.newsletter.length > 0,
    outboxMails: found.mails.length,
  };
}

/** An account as it may leave the server: never its password hash. */
const accountOf = ({ passwordHash: _hash, ...account }: Row) => account;

/** The notes staff wrote on the person's records: their data too (a note may quote them). */
export async function notesOfRecords(db: Reader, found: Found) {
  if (found.records.length === 0) return [];
  const byKind = new Map<string, string[]>();
  for (const { kind, row } of found.records)
    byKind.set(kind, [...(byKind.get(kind) ?? []), row.id as string]);
  return db
    .select()
    .from(submissionNotes)
    .where(
      or(
        ...[...byKind].map(([kind, ids]) =>
          and(eq(submissionNotes.kind, kind), inArray(submissionNotes.recordId, ids)),
        ),
      ),
    )
    .orderBy(asc(submissionNotes.createdAt));
}

/**
 * Everything held: every column of every row (secrets of links and the password hash left out), and
 * each record's staff notes as `staffNotes`: a record's own `notes` column (an event registration's)
 * is the record's, and keeps its name.
 */
export async function exportData(db: Reader, found: Found) {
  const notes = await notesOfRecords(db, found);
  const records: Record<string, Row[]> = {};
  for (const { kind, row } of found.records) {
    const own = notes.filter((note) => note.kind === kind && note.recordId === row.id);
    (records[kind] ??= []).push({
      ...withoutSecrets(row),
      staffNotes: own.map((note) => ({ id: note.id, body: note.body, createdAt: note.createdAt })),
    });
  }
  return {
    records,
    accounts: found.accounts.map(accountOf),
    newsletter: found.newsletter.map(withoutSecrets),
    // A mail's composed body may hold a link's secret: its kind, address and state only.
    mails: found.mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      recipient: mail.recipient,
      status: mail.status,
      attempts: mail.attempts,
      sentAt: mail.sentAt,
      createdAt: mail.createdAt,
    })),
  };
}

export type ExportData = Awaited<ReturnType<typeof exportData>>;
