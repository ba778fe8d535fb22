import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

/**
 * The invitation to the foundation's staff: a single-use link to choose a password, valid for
 * `validDays`. It greets no one by name and names neither the inviting admin nor the role's rights.
 */
export function staffInviteMail(
  to: string,
  acceptUrl: string,
  role: string,
  validDays: number,
  options: MailTemplateOptions,
): MailContent {
  const subject = 'You are invited to the staff inbox';
  const team = options.foundationName ? `the ${options.foundationName} team` : 'the foundation team';
  const signature = options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    {
      type: 'paragraph',
      text: `An administrator has invited you to join ${team} in the staff inbox, as ${role === 'admin' ? 'an administrator' : 'a staff member'}. Open the link below to choose your password. The link works once and expires in ${validDays} days.`,
    },
    { type: 'link', text: 'Choose your password', href: acceptUrl },
    {
      type: 'paragraph',
      text: 'If you did not expect this invitation, you can ignore this e-mail: nothing happens until the link is used.',
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
