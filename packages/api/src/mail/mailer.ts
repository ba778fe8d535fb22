import { randomUUID } from 'node:crypto';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { createOutboxTransport } from './outbox.js';
import type { MailLogger, MailMessage, MailScheduler, MailTransport } from './types.js';

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it every mail goes to outboxDir as an .eml file. */
  smtpUrl?: string;
  outboxDir: string;
  /** The From address of every mail. */
  from: string;
  logger?: MailLogger;
  /** Waits before the 2nd, 3rd, … try; one try more than there are delays. Default 1 min, 5 min, 30 min, 30 min. */
  retryDelaysMs?: readonly number[];
  /** Replaces the SMTP or outbox transport (tests). */
  transport?: MailTransport;
  scheduler?: MailScheduler;
}

export interface Mailer {
  /** Tries once now; on failure queues the mail for retries. Never rejects. */
  send(message: MailMessage): Promise<void>;
  /** Retries every queued mail now and waits for all sends under way. */
  flush(): Promise<void>;
  /** How many mails wait for a retry. */
  pending(): number;
  /** Stops retries (queued mails are dropped and logged), waits for sends under way, closes the transport. */
  close(): Promise<void>;
}

export const defaultRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 30 * 60_000] as const;

interface Job {
  id: string;
  mail: SendMailOptions;
  to: string;
  tries: number;
  timer?: unknown;
}

const consoleLogger: MailLogger = {
  info: () => undefined,
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

const timers: MailScheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** j***@example.org: enough to tell mails apart in a log without writing the address down. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

function smtpTransport(smtpUrl: string): MailTransport {
  // Without these, a silent server would hold a send for minutes (nodemailer's defaults); the URL may override them.
  return createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** A logger that throws must not break a send or a shutdown. */
function quiet(logger: MailLogger): MailLogger {
  const guard =
    (write: (details: object, message: string) => void) =>
    (details: object, message: string): void => {
      try {
        write.call(logger, details, message);
      } catch {
        // Nothing better to do with a log line that cannot be written.
      }
    };
  return { info: guard(logger.info), warn: guard(logger.warn), error: guard(logger.error) };
}

export function createMailer(options: MailerOptions): Mailer {
  const logger = quiet(options.logger ?? consoleLogger);
  const scheduler = options.scheduler ?? timers;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const transport =
    options.transport ??
    (options.smtpUrl ? smtpTransport(options.smtpUrl) : createOutboxTransport(options.outboxDir));
  const waiting = new Map<string, Job>();
  const underWay = new Set<Promise<void>>();
  let closed = false;

  function track(work: Promise<void>): Promise<void> {
    const settled = work.catch(() => undefined);
    underWay.add(settled);
    return settled.finally(() => underWay.delete(settled));
  }

  async function attempt(job: Job): Promise<void> {
    job.tries += 1;
    const details = { mailId: job.id, to: maskAddress(job.to), try: job.tries };
    let reason: string | undefined;
    try {
      await transport.sendMail(job.mail);
    } catch (error) {
      // SMTP replies often quote the recipient; the log gets the masked form.
      reason = (error instanceof Error ? error.message : String(error)).replace(
        /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g,
        maskAddress,
      );
    }
    if (reason === undefined) {
      waiting.delete(job.id);
      logger.info(details, 'mail sent');
      return;
    }
    const delay = delays[job.tries - 1];
    if (delay === undefined || closed) {
      waiting.delete(job.id);
      logger.error({ ...details, error: reason }, 'mail not sent; giving up');
      return;
    }
    waiting.set(job.id, job);
    job.timer = scheduler.setTimeout(() => {
      job.timer = undefined;
      void track(attempt(job));
    }, delay);
    logger.warn({ ...details, error: reason, retryInMs: delay }, 'mail not sent; will retry');
  }

  return {
    async send(message) {
      const job: Job = {
        id: randomUUID(),
        to: message.to,
        tries: 0,
        mail: { from: options.from, ...message },
      };
      if (closed) {
        logger.error({ mailId: job.id, to: maskAddress(job.to) }, 'mailer closed; mail not sent');
        return;
      }
      await track(attempt(job));
    },

    async flush() {
      for (const job of waiting.values()) {
        if (job.timer === undefined) continue;
        scheduler.clearTimeout(job.timer);
        job.timer = undefined;
        void track(attempt(job));
      }
      while (underWay.size > 0) await Promise.all(underWay);
    },

    pending: () => waiting.size,

    async close() {
      closed = true;
      for (const job of waiting.values()) if (job.timer !== undefined) scheduler.clearTimeout(job.timer);
      while (underWay.size > 0) await Promise.all(underWay);
      if (waiting.size > 0) logger.error({ count: waiting.size }, 'mailer closed; queued mails dropped');
      waiting.clear();
      transport.close?.();
    },
  };
}
