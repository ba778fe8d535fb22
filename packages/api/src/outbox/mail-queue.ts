import { createHash, randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import {
  maskAddresses,
  type MailDelivery,
  type MailJob,
  type MailLogger,
  type MailMessage,
  type MailResult,
  type SubmissionKind,
} from '../mail/index.js';
import { cappedMailKinds } from './mail-kinds.js';
import { queueMail, type QueueDb, type QueuedMail } from './queue.js';
import { readSubmissions } from './submissions.js';

/** Waits before the 2nd, 3rd, … try; one try more than there are delays, then the mail is given up. */
export const defaultRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 30 * 60_000] as const;

export interface OutboxOptions {
  db: Db;
  delivery: MailDelivery;
  logger: MailLogger;
  /** Confirmations (cappedMailKinds) one address may get a day, UTC. */
  confirmationsPerDay: number;
  retryDelaysMs?: readonly number[];
  /**
   * How long a claimed mail stays reserved for the server that claimed it. A server that dies while
   * sending leaves its mails to the others after this; it must exceed the longest send (SMTP timeouts).
   */
  claimSeconds?: number;
  /** Mails claimed at once, and claims under way at once (one is composed while the next is read). */
  batchSize?: number;
  lanes?: number;
  /** How often an idle server looks for mails other servers queued, or retries that fell due. */
  pollMs?: number;
}

export interface Outbox {
  /** This server run's id in `claimed_by`. */
  readonly owner: string;
  /** Queues one composed mail (see queueMail) and sends it soon after the caller's commit. */
  queue(db: QueueDb, mail: QueuedMail): Promise<void>;
  /** Mails were queued: look for them now rather than at the next poll. */
  poke(): void;
  /** Claims and sends until no mail is due (tests, and a server that sends without start()). */
  drain(): Promise<void>;
  /**
   * Sends in the background until stop(). `exclusive`: no other server uses this database (PGlite),
   * so mails a dead run left claimed are taken back at once instead of when their claim ends.
   */
  start(options?: { exclusive?: boolean }): Promise<void>;
  /** Stops claiming, and resolves once the mails already claimed are sent and recorded. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  kind: string;
  submission_kind: string | null;
  submission_id: string | null;
  recipient: string;
  message: MailMessage | null;
  attempts: number;
  cap_counted: boolean;
  created_at: Date | string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
export const hashAddress = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The transactional outbox's worker. Mails are rows of `mail_outbox`, queued in the same transaction
 * as what they report; this claims the due ones (`FOR UPDATE SKIP LOCKED`, so several servers on one
 * PostgreSQL never claim the same mail), hands them to the delivery (composed and sent in a worker
 * thread), and records each as sent, or to retry with backoff, or failed. Only a batch at a time is
 * in memory: under load the queue grows in the database, not in the process.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, delivery, logger, confirmationsPerDay } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const claimSeconds = options.claimSeconds ?? 120;
  const batchSize = options.batchSize ?? 100;
  const laneCount = options.lanes ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const owner = randomUUID();

  let running = false;
  let lanes: Promise<void>[] = [];
  let wakeUp: (() => void)[] = [];
  let poked = false;

  const log = (level: keyof MailLogger, details: object, message: string) => {
    try {
      logger[level](details, message);
    } catch {
      // A logger that throws must not stop the mail.
    }
  };

  /** Claims due mails and applies the daily cap, in one transaction. Returns the mails to send. */
  async function claim(): Promise<{ claimed: number; toSend: ClaimedRow[] }> {
    return db.transaction(async (tx) => {
      const rows = rowsOf<ClaimedRow>(
        await tx.execute(sql`
          update ${mailOutbox} set status = 'sending', attempts = attempts + 1, claimed_by = ${owner},
            next_attempt_at = now() + make_interval(secs => ${claimSeconds})
          where id in (
            select id from ${mailOutbox}
            where status in ('pending', 'sending') and next_attempt_at <= now()
            order by next_attempt_at, kind
            limit ${batchSize}
            for update skip locked)
          returning id::text as id, kind, submission_kind, submission_id::text as submission_id, recipient,
            message, attempts, cap_counted, created_at`),
      );
      const skipped = await applyDailyCap(tx, rows);
      return { claimed: rows.length, toSend: rows.filter((row) => !skipped.has(row.id)) };
    });
  }

  /**
   * Counts the claimed confirmations not counted when queued against their recipients' daily cap, in
   * the claim's transaction (a mail is counted once, whatever happens to its tries), and skips those
   * over it. Queueing counts them (queue.ts), so only mails queued by an older server come here.
   */
  async function applyDailyCap(tx: QueueDb, rows: ClaimedRow[]): Promise<Set<string>> {
    const skipped = new Set<string>();
    const byRecipient = new Map<string, ClaimedRow[]>();
    for (const row of rows) {
      if (!cappedMailKinds.has(row.kind) || row.cap_counted) continue;
      const hash = hashAddress(row.recipient);
      byRecipient.set(hash, [...(byRecipient.get(hash) ?? []), row]);
    }
    if (byRecipient.size === 0) return skipped;
    // Sorted, so two servers counting the same addresses lock their rows in the same order.
    const hashes = [...byRecipient.keys()].sort();
    const values = sql.join(
      hashes.map(
        (hash) =>
          sql`(${hash}, (now() at time zone 'utc')::date, ${byRecipient.get(hash)?.length ?? 0}::int)`,
      ),
      sql`, `,
    );
    const totals = rowsOf<{ recipient_hash: string; confirmations: number }>(
      await tx.execute(sql`
        insert into mail_recipient_days (recipient_hash, day, confirmations) values ${values}
        on conflict (recipient_hash, day)
          do update set confirmations = mail_recipient_days.confirmations + excluded.confirmations
        returning recipient_hash, confirmations`),
    );
    for (const { recipient_hash: hash, confirmations } of totals) {
      const mails = byRecipient.get(hash) ?? [];
      const before = confirmations - mails.length;
      const allowed = Math.max(0, confirmationsPerDay - before);
      for (const mail of mails.slice(allowed)) skipped.add(mail.id);
    }
    const counted = [...byRecipient.values()].flat().map((row) => row.id);
    await tx.update(mailOutbox).set({ capCounted: true }).where(inArray(mailOutbox.id, counted));
    if (skipped.size > 0) {
      await tx
        .update(mailOutbox)
        .set({
          status: 'skipped',
          message: null,
          claimedBy: null,
          lastError: `daily cap reached: at most ${confirmationsPerDay} confirmations a day to one address`,
        })
        .where(inArray(mailOutbox.id, [...skipped]));
      for (const row of rows.filter((candidate) => skipped.has(candidate.id))) {
        // Never the address: the mail's id and what it was about are enough to find it.
        log(
          'warn',
          {
            mailId: row.id,
            kind: row.kind,
            submissionKind: row.submission_kind,
            submissionId: row.submission_id,
          },
          'mail skipped: its address reached the daily cap of confirmations',
        );
      }
    }
    return skipped;
  }

  /** The jobs for the worker: submission mails with their rows read now, composed mails as they are. */
  async function jobsOf(rows: ClaimedRow[]): Promise<{ jobs: MailJob[]; gone: ClaimedRow[] }> {
    const wanted = rows.filter((row) => row.message === null && row.submission_kind && row.submission_id);
    const records = await readSubmissions(
      db,
      wanted.map((row) => ({ kind: row.submission_kind as SubmissionKind, id: row.submission_id as string })),
    );
    const jobs: MailJob[] = [];
    const gone: ClaimedRow[] = [];
    for (const row of rows) {
      const createdAt = asDate(row.created_at);
      if (row.message) {
        jobs.push({ id: row.id, createdAt, template: 'composed', message: row.message });
        continue;
      }
      const record = records.get(`${row.submission_kind}:${row.submission_id}`);
      if (!record || (row.kind !== 'confirmation' && row.kind !== 'notice')) {
        gone.push(row);
        continue;
      }
      jobs.push({
        id: row.id,
        createdAt,
        template: row.kind,
        submissionKind: row.submission_kind as SubmissionKind,
        record,
      });
    }
    return { jobs, gone };
  }

  async function recordResults(rows: ClaimedRow[], given: MailResult[]): Promise<void> {
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A cause (an SMTP reply, say) may quote the recipient: logs and the table get it masked.
    const results = given.map((result) =>
      result.error === undefined ? result : { ...result, error: maskAddresses(result.error) },
    );
    const sent = results.filter((result) => result.error === undefined).map((result) => result.id);
    if (sent.length > 0) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, message: null, lastError: null })
        .where(sql`${inArray(mailOutbox.id, sent)} and ${mailOutbox.claimedBy} = ${owner}`);
      log('info', { count: sent.length }, 'mails sent');
    }
    for (const result of results) {
      if (result.error === undefined) continue;
      const row = byId.get(result.id);
      if (!row) continue;
      const delay = delays[row.attempts - 1];
      const details = { mailId: row.id, kind: row.kind, try: row.attempts, error: result.error };
      if (delay === undefined) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', message: null, claimedBy: null, lastError: result.error })
          .where(inArray(mailOutbox.id, [row.id]));
        log('error', details, 'mail not sent; giving up');
      } else {
        await db
          .update(mailOutbox)
          .set({
            status: 'pending',
            claimedBy: null,
            lastError: result.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          })
          .where(inArray(mailOutbox.id, [row.id]));
        log('warn', { ...details, retryInMs: delay }, 'mail not sent; will retry');
      }
    }
  }

  /** One claim, sent and recorded. Resolves with how many mails it claimed (0: nothing was due). */
  async function runOnce(): Promise<number> {
    const { claimed, toSend } = await claim();
    if (toSend.length === 0) return claimed;
    const { jobs, gone } = await jobsOf(toSend);
    const results = jobs.length > 0 ? await delivery.deliver(jobs) : [];
    await recordResults(toSend, results);
    if (gone.length > 0) {
      // Nothing to send about a submission that is gone: failed at once, not retried.
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          message: null,
          claimedBy: null,
          lastError: 'the submission no longer exists',
        })
        .where(
          inArray(
            mailOutbox.id,
            gone.map((row) => row.id),
          ),
        );
    }
    return claimed;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = wakeUp.filter((waiter) => waiter !== done);
        resolve();
      }
      wakeUp.push(done);
    });

  async function lane(): Promise<void> {
    let failures = 0;
    while (running) {
      poked = false;
      let claimed = 0;
      try {
        claimed = await runOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        log('error', { err: error }, 'outbox: could not claim or record mails');
        await sleep(Math.min(30_000, pollMs * 2 ** failures));
        continue;
      }
      if (claimed === 0 && running && !poked) await sleep(pollMs);
    }
  }

  const poke = () => {
    poked = true;
    for (const wake of wakeUp.slice()) wake();
  };

  return {
    owner,
    async queue(target, mail) {
      await queueMail(target, mail);
      // After the caller's transaction has had a chance to commit; else the next poll finds it.
      setImmediate(poke);
    },
    poke,
    async drain() {
      while ((await runOnce()) > 0) {
        // Until no mail is due.
      }
    },
    async start({ exclusive = false } = {}) {
      if (running) return;
      if (exclusive) {
        // Only this process uses the database: a mail left claimed was claimed by a run that died.
        await db
          .update(mailOutbox)
          .set({ status: 'pending', nextAttemptAt: sql`now()`, claimedBy: null })
          .where(sql`${mailOutbox.status} = 'sending'`);
      }
      running = true;
      lanes = Array.from({ length: laneCount }, () => lane());
      log('info', { owner }, 'outbox started');
    },
    async stop() {
      const wasRunning = running;
      running = false;
      for (const wake of wakeUp.slice()) wake();
      await Promise.all(lanes);
      lanes = [];
      if (!wasRunning) return;
      // Nothing should be left claimed; whatever is (a record that failed) goes back for any server.
      await db
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, claimedBy: null })
        .where(sql`${mailOutbox.status} = 'sending' and ${mailOutbox.claimedBy} = ${owner}`)
        .catch((error: unknown) => log('error', { err: error }, 'outbox: claimed mails not given back'));
      log('info', { owner }, 'outbox stopped');
    },
  };
}
