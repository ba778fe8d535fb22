import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

/**
 * To the owner of an address that someone tried to sign up with again. Sign-up answers the same for a
 * new address and a taken one, so only the owner learns the account exists. It never says who tried:
 * the name and phone typed are a stranger's words, perhaps false.
 */
export function accountExistsMail(to: string, options: MailTemplateOptions): MailContent {
  const site = options.publicUrl.replace(/\/+$/, '');
  const signature = options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';
  const subject = 'Someone tried to create an account with your e-mail address';
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    {
      type: 'paragraph',
      text: 'Someone tried to create an account on our website with this e-mail address. It already has an account, so nothing was created and nothing changed.',
    },
    {
      type: 'paragraph',
      text: 'If it was you, sign in with your e-mail address or user name. If you do not remember your password, choose "Forgot your password?" on the sign-in page to get a link for a new one.',
    },
    { type: 'link', text: 'Sign in', href: `${site}/sign-in` },
    {
      type: 'paragraph',
      text: 'If it was not you, you can ignore this e-mail: your account and your password stay as they are.',
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
