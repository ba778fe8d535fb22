import type { Language } from '@inclusion/forms';
import { mailIn } from './frame.js';
import type { MailContent, MailTemplateOptions } from './records.js';
import { oneLine, type Block } from './render.js';

export interface StaffReplyWords {
  /** The record's reference, which the subject carries so the answer finds its record. */
  reference: string;
  /** The staff member's subject and text, placeholders already filled. */
  subject: string;
  body: string;
}

/** The words the site adds to a staff member's reply, in the reply's language. */
const added = {
  en: {
    subject: (reference: string, subject: string) => `Re: your message ${reference} — ${subject}`,
    footer: (reference: string, mailbox: string) =>
      `Your reference: ${reference}. To answer, reply to this e-mail: it reaches ${mailbox}.`,
  },
  hi: {
    subject: (reference: string, subject: string) => `Re: आपका संदेश ${reference} — ${subject}`,
    footer: (reference: string, mailbox: string) =>
      `आपकी संदर्भ संख्या: ${reference}। जवाब देने के लिए इस ई-मेल का जवाब दें: वह ${mailbox} पर पहुँचेगा।`,
  },
} satisfies Record<Language, unknown>;

/** Hindi when most of the letters are Devanagari: the reply is in the language staff wrote it in. */
export function replyLanguageOf(text: string): Language {
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin ? 'hi' : 'en';
}

/** `Re: your message CON-20261128-ESREKV — <subject>`: one line, as a header must be. */
export const staffReplySubject = (reference: string, subject: string, language: Language = 'en'): string =>
  oneLine(added[language].subject(reference, subject), 260);

/**
 * A staff member's reply to the person behind a record: their words as written (paragraphs at blank
 * lines), then the reference, in the language of their text. Answers go to the foundation's mailbox
 * (Reply-To), not to the sender of the mail, which may be an address nobody reads.
 */
export function staffReplyMail(
  to: string,
  words: StaffReplyWords,
  options: MailTemplateOptions,
): MailContent {
  const language = replyLanguageOf(words.body);
  const blocks: Block[] = [
    ...words.body
      .split(/\r?\n\s*\r?\n/)
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .map((text): Block => ({ type: 'paragraph', text })),
    { type: 'paragraph', text: added[language].footer(words.reference, options.foundationEmail) },
  ];
  return mailIn(language, {
    to,
    subject: staffReplySubject(words.reference, words.subject, language),
    blocks,
    replyTo: options.foundationEmail,
  });
}
