import type { Language } from '@inclusion/forms';
import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

/** The words around every mail to a visitor, in each language. */
const frameWords: Record<
  Language,
  {
    hello: string;
    questions: (email: string) => string;
    regards: (team: string) => string;
    team: (name?: string) => string;
  }
> = {
  en: {
    hello: 'Hello,',
    questions: (email) => `If you have any questions, reply to this e-mail or write to ${email}.`,
    regards: (team) => `With warm regards,\n${team}`,
    team: (name) => (name ? `The ${name} team` : 'The foundation team'),
  },
  hi: {
    hello: 'नमस्ते,',
    questions: (email) => `कोई भी सवाल हो तो इस ई-मेल का जवाब दें या ${email} पर लिखें।`,
    regards: (team) => `शुभकामनाओं सहित,\n${team}`,
    team: (name) => (name ? `${name} की टीम` : 'फ़ाउंडेशन की टीम'),
  },
};

/** The language a mail is written in: the options', else English. */
export const languageOf = (options: MailTemplateOptions): Language => options.language ?? 'en';

/** A greeting, the blocks, where to write with questions, and the signature, in the mail's language. */
export function framed(blocks: readonly Block[], options: MailTemplateOptions): Block[] {
  const words = frameWords[languageOf(options)];
  return [
    { type: 'paragraph', text: words.hello },
    ...blocks,
    { type: 'paragraph', text: words.questions(options.foundationEmail) },
    { type: 'paragraph', text: words.regards(words.team(options.foundationName)) },
  ];
}

/**
 * A mail in a language: the HTML part carries its `lang`, and a Hindi mail says `Content-Language: hi`,
 * so a mail client reads it with a Hindi voice. English mails stay as they always were.
 */
export function mailIn(
  language: Language,
  mail: {
    to: string;
    subject: string;
    blocks: readonly Block[];
    replyTo?: string;
    headers?: Record<string, string>;
  },
): MailContent {
  const headers = language === 'en' ? mail.headers : { ...mail.headers, 'Content-Language': language };
  return {
    to: mail.to,
    subject: mail.subject,
    text: renderText(mail.blocks),
    html: renderHtml(mail.subject, mail.blocks, language),
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    ...(headers ? { headers } : {}),
  };
}
