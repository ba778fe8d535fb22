import { linkMail } from './link-mail.js';
import type { MailContent, MailTemplateOptions } from './records.js';

/**
 * The invitation to the foundation's staff: a single-use link to choose a password, valid for
 * `validDays`. It names neither the inviting admin nor the role's rights.
 */
export function staffInviteMail(
  to: string,
  acceptUrl: string,
  role: string,
  validDays: number,
  options: MailTemplateOptions,
): MailContent {
  const team = options.foundationName ? `the ${options.foundationName} team` : 'the foundation team';
  const as = role === 'admin' ? 'an administrator' : 'a staff member';
  return linkMail(
    to,
    acceptUrl,
    {
      subject: 'You are invited to the staff inbox',
      intro: `An administrator has invited you to join ${team} in the staff inbox, as ${as}. Open the link below to choose your password. The link works once and expires in ${validDays} days.`,
      linkText: 'Choose your password',
      after: [
        'If you did not expect this invitation, you can ignore this e-mail: nothing happens until the link is used.',
      ],
    },
    options,
  );
}
