export { createMailer, maskAddress, maskAddresses, type Mailer, type MailerOptions } from './mailer.js';
export {
  composeJob,
  deliverJobs,
  isMailDelivery,
  mailerDelivery,
  senderDelivery,
  type ComposedTemplate,
  type MailDelivery,
  type MailJob,
  type MailResult,
  type MailSender,
  type SubmissionTemplate,
} from './jobs.js';
export { createOutboxTransport, emlName } from './eml-files.js';
export { createWorkerMailer, type WorkerMailerOptions } from './worker-mailer.js';
export {
  formatRupees,
  type MailContent,
  type MailTemplateOptions,
  type SubmissionKind,
  type SubmissionRecords,
} from './records.js';
export { escapeHtml } from './render.js';
export { confirmationMail, staffNotice } from './templates.js';
export type { Envelope, MailLogger, MailMessage, MailTransport } from './types.js';
