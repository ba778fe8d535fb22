import { framed, languageOf, mailIn } from './frame.js';
import type { MailContent, MailTemplateOptions } from './records.js';
import type { Block } from './render.js';

const words = {
  en: {
    subject: 'Someone tried to create an account with your e-mail address',
    tried:
      'Someone tried to create an account on our website with this e-mail address. It already has an account, so nothing was created and nothing changed.',
    ifYou:
      'If it was you, sign in with your e-mail address or user name. If you do not remember your password, choose "Forgot your password?" on the sign-in page to get a link for a new one.',
    signIn: 'Sign in',
    signInPath: '/sign-in',
    ifNot: 'If it was not you, you can ignore this e-mail: your account and your password stay as they are.',
  },
  hi: {
    subject: 'किसी ने आपके ई-मेल पते से खाता बनाने की कोशिश की',
    tried:
      'किसी ने हमारी वेबसाइट पर इस ई-मेल पते से खाता बनाने की कोशिश की। इस पते का खाता पहले से है, इसलिए न कुछ बना, न कुछ बदला।',
    ifYou:
      'अगर यह आपने किया था, तो अपने ई-मेल पते या यूज़रनेम से साइन इन करें। पासवर्ड याद न हो तो साइन इन पेज पर "पासवर्ड भूल गए?" चुनें, आपको नए पासवर्ड का लिंक मिलेगा।',
    signIn: 'साइन इन करें',
    signInPath: '/hi/sign-in',
    ifNot: 'अगर यह आपने नहीं किया था, तो इस ई-मेल को अनदेखा कर दें: आपका खाता और पासवर्ड जैसे हैं वैसे ही रहेंगे।',
  },
} as const;

/**
 * To the owner of an address that someone tried to sign up with again. Sign-up answers the same for a
 * new address and a taken one, so only the owner learns the account exists. It never says who tried:
 * the name and phone typed are a stranger's words, perhaps false. In the sign-up request's language.
 */
export function accountExistsMail(to: string, options: MailTemplateOptions): MailContent {
  const site = options.publicUrl.replace(/\/+$/, '');
  const language = languageOf(options);
  const say = words[language];
  const blocks: Block[] = framed(
    [
      { type: 'paragraph', text: say.tried },
      { type: 'paragraph', text: say.ifYou },
      { type: 'link', text: say.signIn, href: `${site}${say.signInPath}` },
      { type: 'paragraph', text: say.ifNot },
    ],
    options,
  );
  return mailIn(language, { to, subject: say.subject, blocks, replyTo: options.foundationEmail });
}
