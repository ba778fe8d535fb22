import type { Mailer } from './mailer.js';
import type { MailTemplateOptions, SubmissionKind, SubmissionRecords } from './records.js';
import { confirmationMail, staffNotice } from './templates.js';
import type { MailMessage } from './types.js';

/** What a submission's mail is made from: its row, read when the mail is sent. */
export interface SubmissionTemplate {
  template: 'confirmation' | 'notice';
  submissionKind: SubmissionKind;
  record: SubmissionRecords[SubmissionKind];
}

/** A mail composed when it was queued (account mails, newsletter confirmations). */
export interface ComposedTemplate {
  template: 'composed';
  message: MailMessage;
}

/** One mail of the outbox, as the worker gets it: plain data, so it crosses to a worker thread. */
export type MailJob = { id: string; createdAt: Date } & (SubmissionTemplate | ComposedTemplate);

/** A job's outcome: no `error` when it was sent. */
export interface MailResult {
  id: string;
  error?: string;
}

/**
 * What the outbox hands its mails to: composes and sends each job once, and says which failed.
 * `createWorkerMailer` does it in a worker thread; `senderDelivery` wraps a plain `send` (tests).
 */
export interface MailDelivery {
  deliver(jobs: MailJob[]): Promise<MailResult[]>;
  close?(): Promise<void>;
}

/** A test double, or any function that sends one composed mail (rejecting when it could not). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export function composeJob(job: MailJob, options: MailTemplateOptions): MailMessage {
  if (job.template === 'composed') return job.message;
  const build = job.template === 'confirmation' ? confirmationMail : staffNotice;
  return build(job.submissionKind, job.record, options);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Composes and sends the jobs, at most `concurrency` at a time (under a burst, thousands of
 * nodemailer compositions at once would all be held in memory).
 */
export async function deliverJobs(
  jobs: readonly MailJob[],
  send: (job: MailJob) => Promise<void>,
  concurrency = 16,
): Promise<MailResult[]> {
  const results: MailResult[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      try {
        await send(job);
        results.push({ id: job.id });
      } catch (error) {
        results.push({ id: job.id, error: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
  return results;
}

/** Jobs composed and sent through a Mailer, on this thread. */
export function mailerDelivery(mailer: Mailer, options: MailTemplateOptions): MailDelivery {
  return {
    deliver: (jobs) =>
      deliverJobs(jobs, (job) =>
        mailer.deliver({ id: job.id, createdAt: job.createdAt, message: composeJob(job, options) }),
      ),
    close: async () => mailer.close(),
  };
}

/** Jobs composed on this thread and handed to `send` one by one: for tests and simple setups. */
export function senderDelivery(sender: MailSender, options: MailTemplateOptions): MailDelivery {
  return {
    deliver: (jobs) => deliverJobs(jobs, (job) => sender.send(composeJob(job, options)), 1),
  };
}

export const isMailDelivery = (value: MailDelivery | MailSender): value is MailDelivery =>
  typeof (value as MailDelivery).deliver === 'function';
