import { messagesFor, type ContactUsInput, type Language, type SubmissionKind } from '@inclusion/forms';
import type { FormKind } from './form-kinds.js';

const fastSubjects: readonly ContactUsInput['subject'][] = ['partnership', 'donation'];

/** The thanks of each kind in Hindi: the English ones' promises (form-kinds.ts), word for word. */
const successHi: Record<SubmissionKind, (input: Record<string, unknown>) => string> = {
  contact: () =>
    'संपर्क करने के लिए धन्यवाद! हमें आपका संदेश मिल गया है और हम 24 से 48 घंटों में आपको जवाब देंगे। ' +
    'ज़रूरी बात के लिए कृपया हमें फ़ोन करें।',
  contactus: (input) =>
    'संपर्क करने के लिए धन्यवाद! हमें आपका संदेश मिल गया है और हम ' +
    `${fastSubjects.includes(input.subject as ContactUsInput['subject']) ? '24 घंटों' : '24 से 48 घंटों'} में जवाब देंगे। ` +
    'ज़रूरी बात के लिए कृपया हमें फ़ोन करें।',
  volunteer: () =>
    'स्वयंसेवक के रूप में पंजीकरण के लिए धन्यवाद! हम आपका पंजीकरण देखकर 2 से 3 कामकाजी दिनों में आपसे संपर्क करेंगे।',
  internship: () =>
    'इंटर्नशिप के लिए आवेदन करने के लिए धन्यवाद! हम आपका आवेदन देखकर 5 से 7 कामकाजी दिनों में आपको जवाब देंगे।',
  donation: () =>
    'आपके उदार सहयोग के लिए धन्यवाद! हमने आपका दान का अनुरोध दर्ज कर लिया है और 24 घंटों में आपको भुगतान ' +
    'की जानकारी भेजेंगे।',
  news: () =>
    'अपना समाचार हमारे साथ साझा करने के लिए धन्यवाद! हमारी टीम इसे देखेगी और ज़्यादा जानकारी चाहिए होगी तो ' +
    'आपसे संपर्क करेगी।',
  partnership: () =>
    'हमारे साथ साझेदारी में रुचि के लिए धन्यवाद! हम 48 घंटों में जवाब देंगे, और पुष्टि आपके ई-मेल पर भेज दी गई है।',
};

/**
 * A submission's thanks in the language of its form, and, when the address has had the day's share of
 * confirmations, the sentence that says none is sent.
 */
export function successMessageIn(
  kind: FormKind,
  input: Record<string, unknown>,
  language: Language,
  confirmationQueued: boolean,
): string {
  const thanks = language === 'hi' ? successHi[kind.kind](input) : kind.success(input);
  return confirmationQueued ? thanks : `${thanks} ${messagesFor(language).mailCap.confirmationNotSent}`;
}
