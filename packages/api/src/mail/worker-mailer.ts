import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailDelivery, MailJob, MailResult } from './jobs.js';
import type { MailerOptions } from './mailer.js';
import type { MailTemplateOptions } from './records.js';
import type { MailLogger } from './types.js';

/** What the worker builds its mailer and templates from (plain data: it crosses to the thread). */
export interface MailWorkerData extends Pick<MailerOptions, 'smtpUrl' | 'outboxDir' | 'from'> {
  templates: MailTemplateOptions;
}

export interface WorkerMailerOptions extends MailWorkerData {
  logger?: MailLogger;
}

type MailWorkerCall = { type: 'deliver'; jobs: MailJob[] } | { type: 'close' };
export type MailWorkerRequest = MailWorkerCall & { id: number };
export type MailWorkerReply = { type: 'done'; id: number; results: MailResult[] };

const consoleLogger: MailLogger = {
  info: () => undefined,
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/**
 * The worker's entry next to this module: the compiled .js under `node dist/…`; the .ts source when
 * this module runs through tsx or Vitest. tsx registers its ESM hooks in the main thread only on
 * Node 20, so the source is loaded through tsx's require hook instead.
 */
function startWorker(workerData: MailWorkerData): Worker {
  if (!new URL(import.meta.url).pathname.endsWith('.ts')) {
    return new Worker(new URL('./mail-worker.js', import.meta.url), { workerData });
  }
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./mail-worker.ts', import.meta.url));
  const code = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * Composes the outbox's mails (templates, then nodemailer's MIME) and writes or sends them in a worker
 * thread, off the thread that answers requests. `deliver` resolves with each job's outcome; it never
 * rejects. If the worker dies, the jobs it held are reported failed (the outbox tries them again).
 */
export function createWorkerMailer(options: WorkerMailerOptions): MailDelivery {
  const logger = options.logger ?? consoleLogger;
  const worker = startWorker({
    smtpUrl: options.smtpUrl,
    outboxDir: options.outboxDir,
    from: options.from,
    templates: options.templates,
  });
  // Idle, the worker must not keep the process alive; a waiting call refs it.
  worker.unref();

  const waiting = new Map<number, { jobs: MailJob[]; resolve: (results: MailResult[]) => void }>();
  let nextId = 0;
  let alive = true;
  let closing: Promise<void> | undefined;

  const failAll = (reason: string) => {
    for (const { jobs, resolve } of waiting.values())
      resolve(jobs.map((job) => ({ id: job.id, error: reason })));
    waiting.clear();
  };

  worker.on('message', (reply: MailWorkerReply) => {
    waiting.get(reply.id)?.resolve(reply.results);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
  });
  worker.on('error', (error) => {
    try {
      logger.error({ error: error.message }, 'mail worker failed');
    } catch {
      // A logger that throws must not break the mailer.
    }
  });
  worker.on('exit', () => {
    alive = false;
    failAll('the mail worker stopped');
  });

  function call(request: MailWorkerCall, jobs: MailJob[]): Promise<MailResult[]> {
    if (!alive) return Promise.resolve(jobs.map((job) => ({ id: job.id, error: 'the mail worker stopped' })));
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, { jobs, resolve });
      if (waiting.size === 1) worker.ref();
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        waiting.delete(id);
        if (waiting.size === 0) worker.unref();
        const reason = error instanceof Error ? error.message : String(error);
        resolve(jobs.map((job) => ({ id: job.id, error: reason })));
      }
    });
  }

  return {
    deliver: (jobs) =>
      closing
        ? Promise.resolve(jobs.map((job) => ({ id: job.id, error: 'the mailer is closed' })))
        : call({ type: 'deliver', jobs }, jobs),
    close() {
      closing ??= call({ type: 'close' }, []).then(async () => {
        await worker.terminate();
      });
      return closing;
    },
  };
}
