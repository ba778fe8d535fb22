import type { SendMailOptions } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** A mail as the outbox hands it over: its id (the Message-ID and the file name) and when it was queued. */
export interface Envelope {
  id: string;
  createdAt: Date;
  message: MailMessage;
}

/** What the mailer sends through: nodemailer's transporters fit, and so does a test double. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/** Fastify's and pino's loggers fit: an object with the details, then the message. */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
