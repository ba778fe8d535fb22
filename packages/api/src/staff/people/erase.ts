import { erasureMessages, personKinds, type ErasureLogEntry } from '@inclusion/forms';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import {
  emailVerifications,
  mailOutbox,
  mailRecipientDays,
  newsletterSubscribers,
  staffInvites,
  submissionNotes,
  users,
} from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { hashAddress } from '../../outbox/mail-queue.js';
import { isStaffRole } from '../../plugins/auth.js';
import { recordSources } from '../record-sources.js';
import { staffMessages } from '../messages.js';
import { noRecord } from '../no-record.js';
import { recordDataRequest } from '../data-requests/store.js';
import { countOf, countsOf, findPerson, type Row } from './find.js';
import type { Person } from './query.js';

export interface Erasure {
  /** Rows deleted per kind, account, newsletter, notes and mails: counts only. */
  erased: Record<string, number>;
  /** Every outbox mail deleted: their files go next (deleteMailFiles). */
  mailIds: string[];
  /** Mails the outbox had sent before: to the foundation's address (notices), and to anyone else. */
  sent: { toFoundation: number; toPerson: number };
  /** The data-request log's entry made with the erasure. */
  dataRequest: { id: string; dueOn: string } | null;
}

/** A mail claimed by a server that is sending it now: its file or its delivery may come after the erasure. */
const isBeingSent = (mail: Row, now: Date) =>
  mail.status === 'sending' && (mail.nextAttemptAt as Date).getTime() > now.getTime();

/** The outcome the log records: what was deleted, in counts (the log holds no personal data). */
const outcomeOf = (erased: Record<string, number>) =>
  `Erased on request: ${Object.entries(erased)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ')}.`;

/**
 * Erases a person in one transaction: their rows of every kind, the notes on them, their mails in
 * the outbox (sent or not, and the notices about their records), their newsletter subscription,
 * their account (its sign-in tokens, reset and verification links go with it: ON DELETE CASCADE),
 * the invites to their address and the daily mail count of their address. What the staff member
 * confirmed (`expected`) must still be what is held, or nothing is erased.
 *
 * The audit keeps that it happened, who did it and when, with counts only. Its earlier events about
 * the erased records stay: they hold ids, status values and field names, never what the person typed.
 *
 * Refused while one of the person's mails is being sent: its file or delivery would come after.
 * `logEntry` records the request in the data-request log, completed with the counts, in the same
 * transaction. The caller then deletes the mails' files and, on PGlite, clears the deleted rows
 * from the data folder (routes.ts).
 */
export async function erasePerson(
  db: Db,
  person: Person,
  expected: number,
  actor: { actorId: string | null; now: Date; foundationEmails: readonly string[] },
  logEntry?: ErasureLogEntry,
): Promise<Erasure> {
  return db.transaction(async (tx) => {
    // Taken under the transaction's locks, so a row added meanwhile either is counted or waits.
    const found = await findPerson(tx, person);
    if (found.accounts.some((account) => isStaffRole(account.role as string))) {
      throw new HttpError(409, staffMessages.personIsStaff);
    }
    if (countOf(found) !== expected) throw new HttpError(409, staffMessages.personChanged);
    if (found.mails.some((mail) => isBeingSent(mail, actor.now))) {
      throw new HttpError(409, erasureMessages.personSending);
    }
    const foundation = new Set(actor.foundationEmails.map((address) => address.toLowerCase()));
    const sentMails = found.mails.filter((mail) => mail.status === 'sent');
    const toFoundation = sentMails.filter((mail) =>
      foundation.has(String(mail.recipient).toLowerCase()),
    ).length;
    let notes = 0;

    for (const kind of personKinds) {
      const ids = found.records.filter((record) => record.kind === kind).map(({ row }) => row.id as string);
      if (ids.length === 0) continue;
      const source = recordSources[kind];
      const deletedNotes = await tx
        .delete(submissionNotes)
        .where(and(eq(submissionNotes.kind, kind), inArray(submissionNotes.recordId, ids)))
        .returning({ id: submissionNotes.id });
      notes += deletedNotes.length;
      await tx.delete(source.table as PgTable).where(inArray(source.id, ids));
    }
    const mailIds = new Set(found.mails.map((mail) => mail.id as string));
    if (mailIds.size > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, [...mailIds]));
    const subscriptionIds = found.newsletter.map((row) => row.id as string);
    if (subscriptionIds.length > 0) {
      await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, subscriptionIds));
    }
    const accountIds = found.accounts.map((account) => account.id as string);
    const addresses = [
      ...new Set([person.email, ...found.accounts.map((account) => account.email)].filter(Boolean)),
    ] as string[];
    if (accountIds.length > 0) {
      await tx.delete(emailVerifications).where(inArray(emailVerifications.userId, accountIds));
      await tx.delete(users).where(inArray(users.id, accountIds));
    }
    for (const address of addresses) {
      await tx.delete(emailVerifications).where(sql`lower(${emailVerifications.email}) = lower(${address})`);
      await tx.delete(staffInvites).where(sql`lower(${staffInvites.email}) = lower(${address})`);
      await tx.delete(mailRecipientDays).where(eq(mailRecipientDays.recipientHash, hashAddress(address)));
      // Mails to an account's own address, when the search found the account by its number.
      const more = await tx
        .delete(mailOutbox)
        .where(sql`lower(${mailOutbox.recipient}) = lower(${address})`)
        .returning({ id: mailOutbox.id });
      for (const { id } of more) mailIds.add(id);
    }

    const erased = countsOf(found);
    if (notes > 0) erased.notes = notes;
    if (mailIds.size > 0) erased.outboxMails = mailIds.size;
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: 'person.erased',
      kind: 'person',
      recordId: noRecord,
      to: { erased },
      createdAt: actor.now,
    });
    const dataRequest = logEntry
      ? await recordDataRequest(
          tx,
          { requestKind: 'erasure', ...logEntry, outcome: outcomeOf(erased) },
          actor,
        )
      : null;
    return {
      erased,
      mailIds: [...mailIds],
      sent: { toFoundation, toPerson: sentMails.length - toFoundation },
      dataRequest,
    };
  });
}
