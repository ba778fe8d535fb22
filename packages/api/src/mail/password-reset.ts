import { linkMail } from './link-mail.js';
import type { MailContent, MailTemplateOptions } from './records.js';

/** The mail with a password reset link: single use, valid for one hour. */
export function passwordResetMail(to: string, resetUrl: string, options: MailTemplateOptions): MailContent {
  return linkMail(
    to,
    resetUrl,
    {
      subject: 'Reset your password',
      intro:
        'We received a request to reset the password of your account. Open the link below to choose a new password. The link works once and expires in one hour.',
      linkText: 'Choose a new password',
      after: ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
    },
    options,
  );
}
