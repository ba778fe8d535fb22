export {
  createMailer,
  defaultRetryDelaysMs,
  maskAddress,
  type Mailer,
  type MailerOptions,
} from './mailer.js';
export { createOutboxTransport } from './outbox.js';
export { createWorkerMailer, type WorkerMailerOptions } from './worker-mailer.js';
export {
  formatRupees,
  submissionKinds,
  type MailContent,
  type MailTemplateOptions,
  type SubmissionKind,
  type SubmissionRecords,
} from './records.js';
export { escapeHtml } from './render.js';
export { confirmationMail, staffNotice } from './templates.js';
export type { MailLogger, MailMessage, MailScheduler, MailTransport } from './types.js';
