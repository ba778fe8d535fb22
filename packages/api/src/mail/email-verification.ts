import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

/**
 * The mail with the link that proves an account's e-mail address: single use, valid for 24 hours. It
 * greets no one by name: the name is whatever was typed at sign-up, perhaps by someone who is not the
 * address's owner, and only our own words go to an address nobody has proven.
 */
export function emailVerificationMail(
  to: string,
  verifyUrl: string,
  options: MailTemplateOptions,
): MailContent {
  const subject = 'Confirm your e-mail address';
  const signature = options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    {
      type: 'paragraph',
      text: 'Please confirm that this e-mail address is yours: open the link below and press the button on the page. The link works once and expires in 24 hours.',
    },
    { type: 'link', text: 'Confirm my e-mail address', href: verifyUrl },
    {
      type: 'paragraph',
      text: 'Until you confirm it, your account cannot see or change event registrations made with this address.',
    },
    {
      type: 'paragraph',
      text: 'If you did not create an account with us, you can ignore this e-mail: nothing happens without the link.',
    },
    {
      type: 'paragraph',
      text: `If you have any questions, reply to this e-mail or write to ${options.foundationEmail}.`,
    },
    { type: 'paragraph', text: `With warm regards,\n${signature}` },
  ];
  return {
    to,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    replyTo: options.foundationEmail,
  };
}
