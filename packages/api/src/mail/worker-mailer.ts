import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { maskAddress, type Mailer, type MailerOptions } from './mailer.js';
import type { MailLogger, MailMessage } from './types.js';

/** What the worker builds its createMailer from: all but the logger (it stays here) and the test doubles. */
export type MailWorkerData = Pick<MailerOptions, 'smtpUrl' | 'outboxDir' | 'from' | 'retryDelaysMs'>;

export type WorkerMailerOptions = MailWorkerData & Pick<MailerOptions, 'logger'>;

/** `send` carries the mails of one turn of the event loop: one message to the worker, not one per mail. */
type MailWorkerCall = { type: 'send'; messages: MailMessage[] } | { type: 'flush' } | { type: 'close' };

export type MailWorkerRequest = MailWorkerCall & { id: number };

/** Every reply carries the worker's retry queue length, so pending() can answer without a round trip. */
export type MailWorkerReply =
  | { type: 'done'; id: number; pending: number }
  | { type: 'log'; level: keyof MailLogger; details: object; message: string; pending: number };

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
 * The mailer of createMailer (outbox or SMTP, with its retries), run in a worker thread so that
 * composing the MIME messages and writing or sending them stay off the thread that answers requests.
 * Same interface: send() resolves once the worker has made the first try and never rejects; the
 * worker's log records come back to `logger`. If the worker dies, waiting calls resolve and later
 * mails are logged as not sent.
 */
export function createWorkerMailer(options: WorkerMailerOptions): Mailer {
  const logger = options.logger ?? consoleLogger;
  const log = (level: keyof MailLogger, details: object, message: string): void => {
    try {
      logger[level](details, message);
    } catch {
      // A logger that throws must not break a send or a shutdown.
    }
  };

  const data: MailWorkerData = {
    smtpUrl: options.smtpUrl,
    outboxDir: options.outboxDir,
    from: options.from,
    retryDelaysMs: options.retryDelaysMs,
  };
  const worker = startWorker(data);
  // Idle, the worker must not keep the process alive (as the retry timers do not); a waiting call refs it.
  worker.unref();

  const waiting = new Map<number, () => void>();
  let nextId = 0;
  let pending = 0;
  let alive = true;
  let closed = false;
  let closing: Promise<void> | undefined;

  const settleAll = (): void => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
    worker.unref();
  };

  worker.on('message', (reply: MailWorkerReply) => {
    pending = reply.pending;
    if (reply.type === 'log') {
      log(reply.level, reply.details, reply.message);
      return;
    }
    waiting.get(reply.id)?.();
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
  });
  worker.on('error', (error) => {
    log('error', { error: error.message }, 'mail worker failed');
  });
  worker.on('exit', (code) => {
    alive = false;
    if (!closed) log('error', { code, pending }, 'mail worker exited; queued mails dropped');
    pending = 0;
    settleAll();
  });

  function call(request: MailWorkerCall, onUncloneable?: () => Promise<void>): Promise<void> {
    if (!alive) return Promise.resolve();
    const id = nextId++;
    return new Promise<void>((resolve) => {
      waiting.set(id, resolve);
      if (waiting.size === 1) worker.ref();
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        waiting.delete(id);
        if (waiting.size === 0) worker.unref();
        if (onUncloneable) {
          void onUncloneable().then(resolve);
          return;
        }
        // A message that cannot be cloned (not a plain MailMessage) is logged, not thrown.
        log('error', { error: error instanceof Error ? error.message : String(error) }, 'mail not sent');
        resolve();
      }
    });
  }

  // Mails handed over in one turn go to the worker together; under load that is dozens per message.
  let outgoing: { messages: MailMessage[]; sent: Promise<void> } | undefined;
  const sendLater = (message: MailMessage): Promise<void> => {
    if (!outgoing) {
      const batch = { messages: [] as MailMessage[], sent: Promise.resolve() };
      batch.sent = new Promise<void>((resolve) => {
        setImmediate(() => {
          outgoing = undefined;
          const { messages } = batch;
          // One mail that cannot be cloned must not hold back the others: then each goes alone.
          const oneByOne = () =>
            Promise.all(messages.map((single) => call({ type: 'send', messages: [single] }))).then(
              () => undefined,
            );
          void call({ type: 'send', messages }, messages.length > 1 ? oneByOne : undefined).then(resolve);
        });
      });
      outgoing = batch;
    }
    outgoing.messages.push(message);
    return outgoing.sent;
  };

  return {
    async send(message) {
      if (closed || !alive) {
        log('error', { to: maskAddress(message.to) }, 'mailer closed; mail not sent');
        return;
      }
      await sendLater(message);
    },

    // After the mails of this turn: a flush or close follows them to the worker.
    flush: () => (outgoing?.sent ?? Promise.resolve()).then(() => call({ type: 'flush' })),

    pending: () => pending,

    close() {
      closed = true;
      closing ??= (outgoing?.sent ?? Promise.resolve()).then(async () => {
        await call({ type: 'close' });
        await worker.terminate();
      });
      return closing;
    },
  };
}
