import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

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
  const signature = options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    { type: 'paragraph', text: words.intro },
    { type: 'link', text: words.linkText, href },
    ...words.after.map((text): Block => ({ type: 'paragraph', text })),
    {
      type: 'paragraph',
      text: `If you have any questions, reply to this e-mail or write to ${options.foundationEmail}.`,
    },
    { type: 'paragraph', text: `With warm regards,\n${signature}` },
  ];
  return {
    to,
    subject: words.subject,
    text: renderText(blocks),
    html: renderHtml(words.subject, blocks),
    replyTo: options.foundationEmail,
  };
}
