import { languageOf } from './frame.js';
import { linkMail, type LinkMailWords } from './link-mail.js';
import type { MailContent, MailTemplateOptions } from './records.js';

const words: Record<'en' | 'hi', LinkMailWords> = {
  en: {
    subject: 'Reset your password',
    intro:
      'We received a request to reset the password of your account. Open the link below to choose a new password. The link works once and expires in one hour.',
    linkText: 'Choose a new password',
    after: ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
  },
  hi: {
    subject: 'अपना पासवर्ड बदलें',
    intro:
      'हमें आपके खाते का पासवर्ड बदलने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए नीचे दिया लिंक खोलें। यह लिंक एक बार चलता है और एक घंटे में खत्म हो जाता है।',
    linkText: 'नया पासवर्ड चुनें',
    after: ['अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।'],
  },
};

/** The mail with a password reset link: single use, valid for one hour, in the request's language. */
export function passwordResetMail(to: string, resetUrl: string, options: MailTemplateOptions): MailContent {
  return linkMail(to, resetUrl, words[languageOf(options)], options);
}
