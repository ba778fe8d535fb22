import type { MailContent, MailTemplateOptions } from './records.js';
import { oneLine, renderHtml, renderText, type Block } from './render.js';

export interface StaffReplyWords {
  /** The record's reference, which the subject carries so the answer finds its record. */
  reference: string;
  /** The staff member's subject and text, placeholders already filled. */
  subject: string;
  body: string;
}

/** `Re: your message CON-20261128-ESREKV — <subject>`: one line, as a header must be. */
export const staffReplySubject = (reference: string, subject: string): string =>
  oneLine(`Re: your message ${reference} — ${subject}`, 260);

/**
 * A staff member's reply to the person behind a record: their words as written (paragraphs at blank
 * lines), then the reference. Answers go to the foundation's mailbox (Reply-To), not to the sender of
 * the mail, which may be an address nobody reads.
 */
export function staffReplyMail(
  to: string,
  words: StaffReplyWords,
  options: MailTemplateOptions,
): MailContent {
  const subject = staffReplySubject(words.reference, words.subject);
  const blocks: Block[] = [
    ...words.body
      .split(/\r?\n\s*\r?\n/)
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .map((text): Block => ({ type: 'paragraph', text })),
    {
      type: 'paragraph',
      text: `Your reference: ${words.reference}. To answer, reply to this e-mail: it reaches ${options.foundationEmail}.`,
    },
  ];
  return {
    to,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    replyTo: options.foundationEmail,
  };
}
