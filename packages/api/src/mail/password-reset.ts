import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

/**
 * The mail with a password reset link: single use, valid for one hour. It greets no one by name: the
 * name is whatever was typed at sign-up, and only our own words go to an address.
 */
export function passwordResetMail(to: string, resetUrl: string, options: MailTemplateOptions): MailContent {
  const subject = 'Reset your password';
  const signature = options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    {
      type: 'paragraph',
      text: 'We received a request to reset the password of your account. Open the link below to choose a new password. The link works once and expires in one hour.',
    },
    { type: 'link', text: 'Choose a new password', href: resetUrl },
    {
      type: 'paragraph',
      text: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
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
