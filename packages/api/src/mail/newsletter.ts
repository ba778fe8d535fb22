import { framed, languageOf, mailIn } from './frame.js';
import type { MailContent, MailTemplateOptions } from './records.js';
import type { Block } from './render.js';

function finish(
  to: string,
  subject: string,
  blocks: Block[],
  options: MailTemplateOptions,
  headers?: Record<string, string>,
): MailContent {
  return mailIn(languageOf(options), {
    to,
    subject,
    blocks: framed(blocks, options),
    replyTo: options.foundationEmail,
    ...(headers ? { headers } : {}),
  });
}

const confirmWords = {
  en: {
    subject: 'Please confirm your newsletter subscription',
    asked:
      'Someone, probably you, asked to receive our newsletter at this address. To confirm, open the link below and press the button on that page. The link works once and expires in 7 days.',
    link: 'Confirm my subscription',
    ifNot:
      'If you did not ask for this, ignore this e-mail: you will not be subscribed and we will not write again.',
  },
  hi: {
    subject: 'कृपया न्यूज़लेटर की सदस्यता की पुष्टि करें',
    asked:
      'किसी ने, शायद आपने, इस पते पर हमारा न्यूज़लेटर पाने को कहा है। पुष्टि के लिए नीचे दिया लिंक खोलें और उस पेज पर बटन दबाएँ। यह लिंक एक बार चलता है और 7 दिन में खत्म हो जाता है।',
    link: 'मेरी सदस्यता की पुष्टि करें',
    ifNot: 'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: आपकी सदस्यता नहीं होगी और हम आपको फिर नहीं लिखेंगे।',
  },
} as const;

/**
 * The single-use link that makes a subscription take effect (double opt-in). Our words only: anyone
 * can type any address into the form, and until its owner follows this link nothing is subscribed.
 */
export function newsletterConfirmationMail(
  to: string,
  confirmUrl: string,
  options: MailTemplateOptions,
): MailContent {
  const say = confirmWords[languageOf(options)];
  return finish(
    to,
    say.subject,
    [
      { type: 'paragraph', text: say.asked },
      { type: 'link', text: say.link, href: confirmUrl },
      { type: 'paragraph', text: say.ifNot },
    ],
    options,
  );
}

const alreadyWords = {
  en: {
    subject: 'You are already subscribed to our newsletter',
    asked:
      'Someone, probably you, asked to receive our newsletter at this address. It already receives it: nothing has changed.',
    leave: 'If you no longer want it, you can unsubscribe at any time with the link below.',
    link: 'Unsubscribe',
  },
  hi: {
    subject: 'आप पहले से हमारे न्यूज़लेटर के सदस्य हैं',
    asked: 'किसी ने, शायद आपने, इस पते पर हमारा न्यूज़लेटर पाने को कहा है। यह पता पहले से न्यूज़लेटर पाता है: कुछ नहीं बदला।',
    leave: 'अगर अब आप इसे नहीं चाहते, तो नीचे दिए लिंक से कभी भी सदस्यता खत्म कर सकते हैं।',
    link: 'सदस्यता खत्म करें',
  },
} as const;

/**
 * To an address already subscribed that someone asked to subscribe again: the subscribe answer says a
 * mail was sent whether or not the address is on the list, so one is, and it says nothing changed.
 */
export function newsletterAlreadySubscribedMail(
  to: string,
  unsubscribeUrl: string,
  options: MailTemplateOptions,
): MailContent {
  const say = alreadyWords[languageOf(options)];
  return finish(
    to,
    say.subject,
    [
      { type: 'paragraph', text: say.asked },
      { type: 'paragraph', text: say.leave },
      { type: 'link', text: say.link, href: unsubscribeUrl },
    ],
    options,
  );
}
