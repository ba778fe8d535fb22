import { personKinds } from '@inclusion/forms';
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
import { countOf, countsOf, findPerson } from './find.js';
import type { Person } from './query.js';

/**
 * Erases a person in one transaction: their rows of every kind, the notes on them, their mails in
 * the outbox (sent or not, and the notices about their records), their newsletter subscription,
 * their account (its sign-in tokens, reset and verification links go with it: ON DELETE CASCADE),
 * the invites to their address and the daily mail count of their address. What the staff member
 * confirmed (`expected`) must still be what is held, or nothing is erased.
 *
 * The audit keeps that it happened, who did it and when, with counts only. Its earlier events about
 * the erased records stay: they hold ids, status values and field names, never what the person typed.
 */
export async function erasePerson(
  db: Db,
  person: Person,
  expected: number,
  actor: { actorId: string | null; now: Date },
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    // Taken under the transaction's locks, so a row added meanwhile either is counted or waits.
    const found = await findPerson(tx, person);
    if (found.accounts.some((account) => isStaffRole(account.role as string))) {
      throw new HttpError(409, staffMessages.personIsStaff);
    }
    if (countOf(found) !== expected) throw new HttpError(409, staffMessages.personChanged);

    for (const kind of personKinds) {
      const ids = found.records.filter((record) => record.kind === kind).map(({ row }) => row.id as string);
      if (ids.length === 0) continue;
      const source = recordSources[kind];
      await tx
        .delete(submissionNotes)
        .where(and(eq(submissionNotes.kind, kind), inArray(submissionNotes.recordId, ids)));
      await tx.delete(source.table as PgTable).where(inArray(source.id, ids));
    }
    const mailIds = found.mails.map((mail) => mail.id as string);
    if (mailIds.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds));
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
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = lower(${address})`);
    }

    const erased = countsOf(found);
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: 'person.erased',
      kind: 'person',
      recordId: noRecord,
      to: { erased },
      createdAt: actor.now,
    });
    return erased;
  });
}
