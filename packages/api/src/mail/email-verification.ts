import { linkMail } from './link-mail.js';
import type { MailContent, MailTemplateOptions } from './records.js';

/**
 * The mail with the link that proves an account's e-mail address: single use, valid for 24 hours, sent
 * to an address nobody has proven yet.
 */
export function emailVerificationMail(
  to: string,
  verifyUrl: string,
  options: MailTemplateOptions,
): MailContent {
  return linkMail(
    to,
    verifyUrl,
    {
      subject: 'Confirm your e-mail address',
      intro:
        'Please confirm that this e-mail address is yours: open the link below and press the button on the page. The link works once and expires in 24 hours.',
      linkText: 'Confirm my e-mail address',
      after: [
        'Until you confirm it, your account cannot see or change event registrations made with this address.',
        'If you did not create an account with us, you can ignore this e-mail: nothing happens without the link.',
      ],
    },
    options,
  );
}
