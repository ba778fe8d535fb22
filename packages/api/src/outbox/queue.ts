import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { MailMessage, SubmissionKind } from '../mail/index.js';
import type { MailKind } from './mail-kinds.js';

/** The database or a transaction of it: a mail queued in a transaction is sent only if it commits. */
export type QueueDb = Pick<Db, 'insert' | 'update' | 'execute'>;

export interface QueuedMail {
  kind: MailKind;
  /** The composed mail; `to` is its recipient. Kept until it is sent, then cleared (links hold secrets). */
  message: MailMessage;
  /** The submission it is about, so staff can list the mails sent for it. */
  submission?: { kind: SubmissionKind; id: string };
  createdAt?: Date;
}

/**
 * Queues one composed mail (account mails, newsletter confirmations): in the caller's transaction
 * when given one, so the mail exists exactly when the change it reports does. Call `outbox.poke()`
 * after the commit to send it at once; otherwise a server picks it up within a second.
 */
export async function queueMail(db: QueueDb, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.message.to,
    message: mail.message,
    submissionKind: mail.submission?.kind ?? null,
    submissionId: mail.submission?.id ?? null,
    ...(mail.createdAt ? { createdAt: mail.createdAt } : {}),
  });
}

export interface SubmissionMails {
  submissionKind: SubmissionKind;
  /** Which mails each written row gets: the sender's confirmation, the foundation's notice, or both. */
  kinds: readonly ('confirmation' | 'notice')[];
  foundationEmail: string;
  createdAt: Date;
}

export interface WrittenRow {
  id: string;
  reference: string;
}

/**
 * Runs an INSERT or UPDATE of submission rows that ends in `RETURNING id, email, reference`, and in the
 * same statement queues each row's mails: one statement is one transaction, so a row is never stored
 * without its mails, nor its mails without it, and group commit (db/batch.ts) keeps one round trip for
 * a whole batch. The mails hold only what they are about; the worker reads the row when it sends them.
 */
export async function writeWithMails(
  db: QueueDb,
  write: SQLWrapper,
  { submissionKind, kinds, foundationEmail, createdAt }: SubmissionMails,
): Promise<WrittenRow[]> {
  const inner: SQL = write.getSQL();
  const recipients = sql.join(
    kinds.map((kind) =>
      kind === 'notice' ? sql`(${kind}::text, ${foundationEmail}::text)` : sql`(${kind}::text, null::text)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with written as (${inner}),
    queued as (
      insert into ${mailOutbox} (kind, submission_kind, submission_id, recipient, created_at)
      select mail.kind, ${submissionKind}::text, written.id, coalesce(mail.recipient, written.email),
        ${createdAt.toISOString()}::timestamptz
      from written cross join (values ${recipients}) as mail(kind, recipient)
    )
    select id::text as id, reference from written`);
  return (result as unknown as { rows: WrittenRow[] }).rows;
}

/** The columns `writeWithMails` needs the write to return. */
export const writtenColumns = (table: { id: PgColumn; email: PgColumn; reference: PgColumn }) => ({
  id: table.id,
  email: table.email,
  reference: table.reference,
});

/** The confirmation and the notice of a new submission. */
export const newSubmissionMails = (
  submissionKind: SubmissionKind,
  foundationEmail: string,
  createdAt: Date,
): SubmissionMails => ({ submissionKind, kinds: ['confirmation', 'notice'], foundationEmail, createdAt });

/** One more mail about a stored submission (a confirmation sent again), made from its row when sent. */
export async function queueSubmissionMail(
  db: QueueDb,
  mail: {
    kind: 'confirmation' | 'notice';
    submissionKind: SubmissionKind;
    submissionId: string;
    recipient: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    submissionKind: mail.submissionKind,
    submissionId: mail.submissionId,
    recipient: mail.recipient,
    createdAt: mail.createdAt,
  });
}
