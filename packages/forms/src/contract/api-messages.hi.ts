import { messagesHi } from '../messages.hi.js';
import type { apiMessages } from './api-messages.js';

/** The server's own words a public form or page can show; the rest are the staff inbox's, in English. */
export type PublicApiMessageKey =
  | 'serverError'
  | 'notFound'
  | 'authRequired'
  | 'accessDenied'
  | 'invalidRequest'
  | 'bodyTooLarge'
  | 'unsupportedMediaType'
  | 'malformedJson'
  | 'emptyBody'
  | 'nulCharacter'
  | 'crossSitePost'
  | 'formPostOnly'
  | 'formNeedsScripts'
  | 'badUrl'
  | 'nestedTooDeep'
  | 'addressTooLong'
  | 'unsubscribed'
  | 'unsubscribeUnknown'
  | 'subscribeCheckInbox'
  | 'subscribeSavedNoMail'
  | 'subscriptionConfirmed'
  | 'confirmLinkInvalid';

export type PublicApiMessages = Pick<
  { readonly [K in keyof typeof apiMessages]: string },
  PublicApiMessageKey
>;

/** `apiMessages` in Hindi, for every word a visitor can see (a missing one fails the type check). */
export const apiMessagesHi: PublicApiMessages = {
  serverError: messagesHi.status[500],
  notFound: messagesHi.status[404],
  authRequired: messagesHi.status[401],
  accessDenied: messagesHi.status[403],
  invalidRequest: messagesHi.status[400],
  bodyTooLarge: 'भेजी गई जानकारी बहुत बड़ी है। कृपया लिखा हुआ छोटा करें और फिर कोशिश करें।',
  unsupportedMediaType: 'जानकारी JSON में भेजें (Content-Type: application/json)।',
  malformedJson: 'भेजी गई जानकारी सही JSON नहीं है।',
  emptyBody: 'भेजी गई जानकारी खाली है।',
  nulCharacter: 'भेजी गई जानकारी में NUL अक्षर (\\0) है, जो किसी भी खाने में नहीं हो सकता।',
  crossSitePost: 'यह फ़ॉर्म किसी दूसरी साइट से भेजा गया है। कृपया इसे हमारी अपनी साइट पर भरें।',
  formPostOnly: 'फ़ॉर्म application/x-www-form-urlencoded के रूप में भेजे जाते हैं।',
  formNeedsScripts:
    'इस फ़ॉर्म के लिए JavaScript चाहिए, जो आपके ब्राउज़र में नहीं चला। साइट के बाकी सभी फ़ॉर्म इसके बिना चलते हैं।',
  badUrl: 'अनुरोध का पता सही नहीं है: इसमें गलत %-कोड है।',
  nestedTooDeep: 'भेजी गई जानकारी में बहुत ज़्यादा परतें हैं: कोई अनुरोध 32 परतों से ज़्यादा नहीं हो सकता।',
  addressTooLong: 'अनुरोध का पता बहुत लंबा है: इसका एक हिस्सा 100 अक्षरों से ज़्यादा है।',
  unsubscribed: 'आपकी न्यूज़लेटर सदस्यता खत्म कर दी गई है। अब आपको न्यूज़लेटर के ई-मेल नहीं मिलेंगे।',
  unsubscribeUnknown: 'सदस्यता खत्म करने का यह लिंक सही नहीं है। हो सकता है इसमें टाइप की गलती हो।',
  subscribeCheckInbox:
    'बस एक कदम बाकी है: कृपया अपना इनबॉक्स देखें। हमने आपको सदस्यता की पुष्टि के लिंक वाला ई-मेल भेजा है। ' +
    'पुष्टि करने के बाद ही आपको हमारा न्यूज़लेटर मिलेगा।',
  subscribeSavedNoMail:
    'आपकी सदस्यता सहेज ली गई है, पर आज हम इस पते पर पुष्टि का ई-मेल नहीं भेजेंगे: एक पते पर एक दिन में जितने ' +
    'ई-मेल हम भेजते हैं, उतने आज भेजे जा चुके हैं। लिंक पाने के लिए कृपया कल फिर सदस्यता लें। ' +
    'पुष्टि करने के बाद ही आपको हमारा न्यूज़लेटर मिलेगा।',
  subscriptionConfirmed:
    'धन्यवाद! आपकी सदस्यता पक्की हो गई है। आपको हमारे काम और आने वाले आयोजनों की ख़बरों के साथ हमारा ' + 'न्यूज़लेटर मिलेगा।',
  confirmLinkInvalid:
    'पुष्टि का यह लिंक सही नहीं है: हो सकता है इसकी समय-सीमा खत्म हो गई हो या यह पहले ही इस्तेमाल हो चुका हो। ' +
    'नया लिंक पाने के लिए कृपया फिर सदस्यता लें।',
};
