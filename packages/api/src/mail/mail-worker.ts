/** The worker thread of createWorkerMailer: runs createMailer and answers its calls. */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createMailer, type Mailer } from './mailer.js';
import type { MailLogger, MailMessage } from './types.js';
import type { MailWorkerData, MailWorkerReply, MailWorkerRequest } from './worker-mailer.js';

if (!parentPort) throw new Error('mail-worker runs only as a worker thread');
const port = parentPort;
const data = workerData as MailWorkerData;

// Mails may go out a little later; answers to visitors may not. On Linux the nice value belongs to
// the thread, so this lowers the priority of this worker alone, not of the thread answering requests.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the worker runs at the normal priority.
}

const post = (reply: MailWorkerReply): void => port.postMessage(reply);
const forward =
  (level: keyof MailLogger) =>
  (details: object, message: string): void =>
    post({ type: 'log', level, details, message, pending: mailer.pending() });

const mailer: Mailer = createMailer({
  ...data,
  logger: { info: forward('info'), warn: forward('warn'), error: forward('error') },
});

/**
 * Under a burst the requests arrive faster than mails are composed; started all at once, thousands of
 * nodemailer compositions would be held in memory together. So a few run at a time and the rest wait
 * as the plain messages they arrived as.
 */
const maxConcurrentSends = 16;
const backlog: { message: MailMessage; sent: () => void }[] = [];
const idleWaiters: (() => void)[] = [];
let running = 0;

const done = (id: number): void => post({ type: 'done', id, pending: mailer.pending() });

function pump(): void {
  while (running < maxConcurrentSends) {
    const item = backlog.shift();
    if (!item) break;
    running += 1;
    void mailer.send(item.message).then(() => {
      running -= 1;
      item.sent();
      pump();
    });
  }
  if (running === 0 && backlog.length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
}

/** Resolves once every send received so far has had its first try. */
const idle = (): Promise<void> =>
  running === 0 && backlog.length === 0
    ? Promise.resolve()
    : new Promise((resolve) => idleWaiters.push(resolve));

port.on('message', (request: MailWorkerRequest) => {
  if (request.type === 'send') {
    // The call is done once every mail it carried has had its first try.
    let left = request.messages.length;
    if (left === 0) done(request.id);
    for (const message of request.messages) {
      backlog.push({
        message,
        sent: () => {
          left -= 1;
          if (left === 0) done(request.id);
        },
      });
    }
    pump();
    return;
  }
  void idle()
    .then(() => (request.type === 'flush' ? mailer.flush() : mailer.close()))
    .catch(() => undefined)
    .then(() => done(request.id));
});
