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
  /** Already counted against its recipient's daily cap (takeDailyMail): the claim does not count it again. */
  capCounted?: boolean;
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
    ...(mail.capCounted ? { capCounted: true } : {}),
  });
}

/** The counter row of one address for today (UTC), as decision 010's limits keep it: by hash, never the address. */
const recipientHashSql = (address: SQLWrapper) =>
  sql`encode(sha256(convert_to(lower(btrim(${address})), 'UTF8')), 'hex')`;
const todaySql = sql`(now() at time zone 'utc')::date`;

/**
 * Counts one mail of the capped kinds (cappedMailKinds) against its address's daily cap, in the
 * caller's transaction, and answers whether it may be queued. The upsert locks the address's counter
 * row until the caller commits, so two servers never both take the last mail of the day; a refused
 * mail is counted too, which changes nothing (the day's share is used up either way).
 */
export async function takeDailyMail(db: QueueDb, recipient: string, perDay: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into mail_recipient_days (recipient_hash, day, confirmations)
    values (${recipientHashSql(sql`${recipient}::text`)}, ${todaySql}, 1)
    on conflict (recipient_hash, day)
      do update set confirmations = mail_recipient_days.confirmations + 1
    returning confirmations`);
  const [row] = (result as unknown as { rows: { confirmations: number }[] }).rows;
  return (row?.confirmations ?? Infinity) <= perDay;
}

export interface SubmissionMails {
  submissionKind: SubmissionKind;
  /** Which mails each written row gets: the sender's confirmation, the foundation's notice, or both. */
  kinds: readonly ('confirmation' | 'notice')[];
  foundationEmail: string;
  createdAt: Date;
  /** Confirmations one address may be sent a day (MAIL_CONFIRMATIONS_PER_DAY). */
  confirmationsPerDay: number;
}

export interface WrittenRow {
  id: string;
  reference: string;
  /** Its confirmation is queued; false when the address had the day's share (the answer says so). */
  confirmationQueued: boolean;
}

/**
 * Runs an INSERT or UPDATE of submission rows that ends in `RETURNING id, email, reference`, and in the
 * same statement queues each row's mails: one statement is one transaction, so a row is never stored
 * without its mails, nor its mails without it, and group commit (db/batch.ts) keeps one round trip for
 * a whole batch. The mails hold only what they are about; the worker reads the row when it sends them.
 *
 * A confirmation is counted against its address's daily cap in the same statement, and is queued only
 * within it: each row answers whether its confirmation is queued, so the answer never claims a mail
 * that is not sent. The counter's upsert locks the address's row of `mail_recipient_days` until the
 * commit, so servers sharing a database cannot both take the last one.
 */
export async function writeWithMails(
  db: QueueDb,
  write: SQLWrapper,
  { submissionKind, kinds, foundationEmail, createdAt, confirmationsPerDay }: SubmissionMails,
): Promise<WrittenRow[]> {
  const inner: SQL = write.getSQL();
  const recipients = sql.join(
    kinds.map((kind) =>
      kind === 'notice' ? sql`(${kind}::text, ${foundationEmail}::text)` : sql`(${kind}::text, null::text)`,
    ),
    sql`, `,
  );
  const confirms = kinds.includes('confirmation');
  // Without a confirmation nothing is counted: `allowed` is empty and no counter row is touched.
  const counting = confirms
    ? sql`
    addressed as (
      select written.id, ${recipientHashSql(sql`written.email`)} as hash,
        row_number() over (partition by ${recipientHashSql(sql`written.email`)} order by written.id) as n,
        count(*) over (partition by ${recipientHashSql(sql`written.email`)}) as of_batch
      from written),
    counted as (
      insert into mail_recipient_days (recipient_hash, day, confirmations)
      select hash, ${todaySql}, count(*)::int from addressed group by hash
      on conflict (recipient_hash, day)
        do update set confirmations = mail_recipient_days.confirmations + excluded.confirmations
      returning recipient_hash, confirmations),
    allowed as (
      select addressed.id from addressed join counted on counted.recipient_hash = addressed.hash
      where counted.confirmations - addressed.of_batch + addressed.n <= ${confirmationsPerDay}),`
    : sql`allowed as (select null::uuid as id where false),`;
  const result = await db.execute(sql`
    with written as (${inner}),
    ${counting}
    queued as (
      insert into ${mailOutbox} (kind, submission_kind, submission_id, recipient, created_at, cap_counted)
      select mail.kind, ${submissionKind}::text, written.id, coalesce(mail.recipient, written.email),
        ${createdAt.toISOString()}::timestamptz, mail.kind = 'confirmation'
      from written cross join (values ${recipients}) as mail(kind, recipient)
      where mail.kind <> 'confirmation' or written.id in (select id from allowed)
    )
    select id::text as id, reference, id in (select id from allowed) as "confirmationQueued" from written`);
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
  { foundationEmail, mailConfirmationsPerDay }: { foundationEmail: string; mailConfirmationsPerDay: number },
  createdAt: Date,
): SubmissionMails => ({
  submissionKind,
  kinds: ['confirmation', 'notice'],
  foundationEmail,
  createdAt,
  confirmationsPerDay: mailConfirmationsPerDay,
});

/** One more mail about a stored submission (a confirmation sent again), made from its row when sent. */
export async function queueSubmissionMail(
  db: QueueDb,
  mail: {
    kind: 'confirmation' | 'notice';
    submissionKind: SubmissionKind;
    submissionId: string;
    recipient: string;
    createdAt: Date;
    /** Counted against the daily cap already (takeDailyMail). */
    capCounted?: boolean;
  },
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    submissionKind: mail.submissionKind,
    submissionId: mail.submissionId,
    recipient: mail.recipient,
    createdAt: mail.createdAt,
    capCounted: mail.capCounted ?? false,
  });
}
