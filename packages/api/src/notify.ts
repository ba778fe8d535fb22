import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import {
  confirmationMail,
  staffNotice,
  type Mailer,
  type MailTemplateOptions,
  type SubmissionKind,
  type SubmissionRecords,
} from './mail/index.js';

/** All the app needs of the mailer; tests pass a double that records what was sent. */
export type MailSender = Pick<Mailer, 'send'>;

export const mailOptionsOf = (config: Config): MailTemplateOptions => ({
  publicUrl: config.publicUrl,
  foundationEmail: config.foundationEmail,
});

/**
 * A confirmation to the sender and a notice to the foundation. Not awaited: the submission is
 * stored, so it is answered at once, and a mail that fails (or a template that throws) is logged only.
 */
export function notify<K extends SubmissionKind>(
  mailer: MailSender,
  config: Config,
  log: FastifyBaseLogger,
  kind: K,
  record: SubmissionRecords[K],
  { staff = true }: { staff?: boolean } = {},
): void {
  const options = mailOptionsOf(config);
  const builders = staff ? [confirmationMail, staffNotice] : [confirmationMail];
  for (const build of builders) {
    try {
      mailer
        .send(build(kind, record, options))
        .catch((error: unknown) => log.error({ err: error, kind }, 'mail failed'));
    } catch (error) {
      log.error({ err: error, kind }, 'mail could not be prepared');
    }
  }
}
