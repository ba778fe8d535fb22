import type { MailContent, MailTemplateOptions } from './records.js';
import { framed, languageOf, mailIn } from './frame.js';
import type { Block } from './render.js';

export interface LinkMailWords {
  subject: string;
  /** What the link is for, how long it lasts: the paragraph before it. */
  intro: string;
  /** The link's own words. */
  linkText: string;
  /** Paragraphs after the link: what happens if the mail was not expected, say. */
  after: readonly string[];
}

/**
 * A mail that carries a single-use link (password reset, e-mail confirmation, staff invitation). It
 * greets no one by name: names are whatever someone typed, perhaps not the address's owner, and only
 * our own words go to an address.
 */
export function linkMail(
  to: string,
  href: string,
  words: LinkMailWords,
  options: MailTemplateOptions,
): MailContent {
  const blocks = framed(
    [
      { type: 'paragraph', text: words.intro },
      { type: 'link', text: words.linkText, href },
      ...words.after.map((text): Block => ({ type: 'paragraph', text })),
    ],
    options,
  );
  return mailIn(languageOf(options), {
    to,
    subject: words.subject,
    blocks,
    replyTo: options.foundationEmail,
  });
}
