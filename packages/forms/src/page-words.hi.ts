import type { messages } from './messages.js';

/** The shape of `messages` with any words: every key, none missing, none added. */
export type MessageTable<T = typeof messages> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageTable<T[K]>;
};

/** The words a page shows besides the fields' rules: banners, busy labels, thanks, the client's failures. */
export type PageWordKey =
  | 'status'
  | 'service'
  | 'fallback'
  | 'unknownOutcome'
  | 'mailCap'
  | 'defaultSuccess'
  | 'successHeading'
  | 'fallbackFirstName'
  | 'busy';
export type PageWords = Pick<MessageTable, PageWordKey>;

/**
 * The page's words in Hindi, apart from the fields' rules (messages.hi.ts), which load with the
 * schemas when the visitor first types: a Hindi page's first download takes only this module.
 */
export const pageWordsHi: PageWords = {
  status: {
    400: 'भेजी गई जानकारी सही नहीं है',
    401: 'पहले साइन इन करना ज़रूरी है',
    403: 'आपको इसकी अनुमति नहीं है',
    404: 'यह चीज़ नहीं मिली',
    409: 'यह पंजीकरण पहले से मौजूद है',
    422: 'जानकारी की जाँच में त्रुटि',
    429: 'बहुत सारे अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    500: 'सर्वर में त्रुटि। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
  service: {
    network: 'नेटवर्क में त्रुटि। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    unexpected: 'एक अनपेक्षित त्रुटि हुई',
    noData: 'सर्वर से कोई जानकारी नहीं मिली',
    timeout: 'जवाब आने में बहुत देर हुई। कृपया फिर कोशिश करें।',
  },
  fallback: {
    auth: 'कुछ गड़बड़ हुई। कृपया फिर कोशिश करें।',
    contact: 'संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    contactUs: 'संपर्क फ़ॉर्म नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    newsletter: 'सदस्यता नहीं हो सकी। कृपया फिर कोशिश करें।',
    volunteer: 'स्वयंसेवक पंजीकरण नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    internship: 'इंटर्नशिप का आवेदन नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    donation: 'दान फ़ॉर्म नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    news: 'समाचार नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    partnership: 'साझेदारी का अनुरोध नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    registration: 'पंजीकरण नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    registrationFailed: 'पंजीकरण नहीं हो सका। कृपया फिर कोशिश करें।',
  },
  unknownOutcome: 'हम पक्का नहीं कर सके कि यह भेजा गया। कृपया फिर कोशिश करें: यह दो बार नहीं भेजा जाएगा।',
  mailCap: {
    confirmationNotSent:
      'हमने आपकी जानकारी सहेज ली है। आज हम इस पते पर पुष्टि का ई-मेल नहीं भेजेंगे: एक पते पर एक दिन में ' +
      'जितने ई-मेल हम भेजते हैं, उतने आज भेजे जा चुके हैं।',
    resendNotSent:
      'पुष्टि का ई-मेल दोबारा नहीं भेजा गया: हमारे फ़ॉर्म से एक पते पर एक दिन में जितने ई-मेल भेजे जाते हैं, ' +
      'उतने आज इस पते पर भेजे जा चुके हैं। कृपया कल फिर कोशिश करें।',
  },
  defaultSuccess: 'आपका जवाब भेजने के लिए धन्यवाद। आपका जवाब सफलतापूर्वक भेज दिया गया है।',
  successHeading: {
    contactUs: 'संदेश भेज दिया गया!',
    newsletter: 'सदस्यता हो गई!',
    partnership: 'साझेदारी का अनुरोध भेज दिया गया!',
    registration: 'पंजीकरण हो गया!',
  },
  fallbackFirstName: 'उपयोगकर्ता',
  busy: {
    submitting: 'भेजा जा रहा है...',
    processing: 'काम हो रहा है...',
    sendingMessage: 'संदेश भेजा जा रहा है...',
    subscribing: 'सदस्यता हो रही है...',
  },
};
