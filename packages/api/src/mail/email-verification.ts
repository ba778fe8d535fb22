import { linkMail, type LinkMailWords } from './link-mail.js';
import { languageOf } from './frame.js';
import type { MailContent, MailTemplateOptions } from './records.js';

const words: Record<'en' | 'hi', LinkMailWords> = {
  en: {
    subject: 'Confirm your e-mail address',
    intro:
      'Please confirm that this e-mail address is yours: open the link below and press the button on the page. The link works once and expires in 24 hours.',
    linkText: 'Confirm my e-mail address',
    after: [
      'Until you confirm it, your account cannot see or change event registrations made with this address.',
      'If you did not create an account with us, you can ignore this e-mail: nothing happens without the link.',
    ],
  },
  hi: {
    subject: 'अपने ई-मेल पते की पुष्टि करें',
    intro:
      'कृपया पुष्टि करें कि यह ई-मेल पता आपका है: नीचे दिया लिंक खोलें और उस पेज पर बटन दबाएँ। यह लिंक एक बार चलता है और 24 घंटे में खत्म हो जाता है।',
    linkText: 'मेरे ई-मेल पते की पुष्टि करें',
    after: [
      'पुष्टि करने तक आपका खाता इस पते से किए गए आयोजन पंजीकरण न देख सकता है, न बदल सकता है।',
      'अगर आपने हमारे साथ खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा कर दें: लिंक खोले बिना कुछ नहीं होता।',
    ],
  },
};

/**
 * The mail with the link that proves an account's e-mail address: single use, valid for 24 hours, sent
 * to an address nobody has proven yet; in the language of the request that asked for it.
 */
export function emailVerificationMail(
  to: string,
  verifyUrl: string,
  options: MailTemplateOptions,
): MailContent {
  return linkMail(to, verifyUrl, words[languageOf(options)], options);
}
