import { createTransport } from 'nodemailer';
import { createOutboxTransport } from './eml-files.js';
import type { Envelope, MailTransport } from './types.js';

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it every mail goes to outboxDir as an .eml file. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** The From address of every mail. */
  from: string;
  /** Replaces the SMTP or outbox transport (tests). */
  transport?: MailTransport;
}

/**
 * Sends one mail, once. Retries, backoff and the record of what was sent belong to the outbox
 * (src/outbox/), which keeps them in the database.
 */
export interface Mailer {
  /** Resolves once the mail is sent (or written); rejects with the cause, its addresses masked. */
  deliver(envelope: Envelope): Promise<void>;
  close(): void;
}

/** j***@example.org: enough to tell mails apart in a log without writing the address down. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/** SMTP replies often quote the recipient; the cause of a failure keeps only the masked form. */
export function maskAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, maskAddress);
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

/** The domain of the From address, for Message-IDs: `Foundation <noreply@example.org>` → example.org. */
function domainOf(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createMailer(options: MailerOptions): Mailer {
  const transport =
    options.transport ??
    (options.smtpUrl ? smtpTransport(options.smtpUrl) : createOutboxTransport(options.outboxDir));
  const domain = domainOf(options.from);
  return {
    async deliver({ id, createdAt, message }) {
      try {
        await transport.sendMail({
          from: options.from,
          ...message,
          // The outbox id: the same mail tried twice keeps one Message-ID, so it can be told for one.
          messageId: `<${id}@${domain}>`,
          date: createdAt,
        });
      } catch (error) {
        throw new Error(maskAddresses(error instanceof Error ? error.message : String(error)));
      }
    },
    close() {
      transport.close?.();
    },
  };
}
