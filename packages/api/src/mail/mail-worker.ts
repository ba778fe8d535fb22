/** The worker thread of createWorkerMailer: composes and sends the jobs it is given, and answers. */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { mailerDelivery } from './jobs.js';
import { createMailer } from './mailer.js';
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

const delivery = mailerDelivery(
  createMailer({ smtpUrl: data.smtpUrl, outboxDir: data.outboxDir, from: data.from }),
  data.templates,
);

const post = (reply: MailWorkerReply): void => port.postMessage(reply);

port.on('message', (request: MailWorkerRequest) => {
  if (request.type === 'deliver') {
    void delivery.deliver(request.jobs).then((results) => post({ type: 'done', id: request.id, results }));
    return;
  }
  void (delivery.close?.() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => post({ type: 'done', id: request.id, results: [] }));
});
