import type { DefaultTemplates } from './types.js';

const signOff = 'शुभकामनाओं सहित,\nसमर्थ इन्क्लूज़न फ़ाउंडेशन की टीम';

/**
 * The built-in replies in Hindi, key for key with en.ts. {name} and {reference} are filled from the
 * record when it is queued; the template's name is what staff pick it by, so it says in English which
 * reply it is too.
 */
export const hi: DefaultTemplates = {
  everyKind: [
    {
      key: 'received',
      name: 'हम इस पर काम कर रहे हैं (We are looking into it)',
      subject: 'हम आपके संदेश पर काम कर रहे हैं',
      body: `प्रिय {name},\n\nहमें लिखने के लिए धन्यवाद। हमारी टीम का एक सदस्य आपका संदेश (संदर्भ संख्या {reference}) देख रहा है और जल्द ही आपको फिर लिखेगा।\n\n${signOff}`,
    },
    {
      key: 'more-details',
      name: 'और जानकारी माँगें (Ask for more details)',
      subject: 'आपके संदेश के बारे में एक सवाल',
      body: `प्रिय {name},\n\nहमें लिखने के लिए धन्यवाद (संदर्भ संख्या {reference})। आपकी सही मदद के लिए हम थोड़ा और जानना चाहते हैं: आपको क्या चाहिए, और हम आपको कब फ़ोन कर सकते हैं। कृपया इस ई-मेल का जवाब दें।\n\n${signOff}`,
    },
  ],
  byKind: {
    volunteer: [
      {
        key: 'volunteer-welcome',
        name: 'स्वयंसेवक का स्वागत (Welcome a volunteer)',
        subject: 'स्वयंसेवक के रूप में आपका स्वागत है',
        body: `प्रिय {name},\n\nअपना समय देने के लिए धन्यवाद (संदर्भ संख्या {reference})। आपके साथ काम करके हमें खुशी होगी। आप कहाँ और कब मदद कर सकते हैं, यह तय करने के लिए हम आपको फ़ोन करेंगे।\n\n${signOff}`,
      },
    ],
    internship: [
      {
        key: 'internship-shortlisted',
        name: 'इंटरव्यू के लिए चुना गया (Shortlisted for an interview)',
        subject: 'आपका इंटर्नशिप आवेदन',
        body: `प्रिय {name},\n\nआवेदन करने के लिए धन्यवाद (संदर्भ संख्या {reference})। हम आपसे बात करना चाहते हैं। कृपया जवाब में अगले हफ़्ते के दो-तीन समय बताएँ जो आपके लिए ठीक हों।\n\n${signOff}`,
      },
    ],
    donation: [
      {
        key: 'donation-thanks',
        name: 'दानदाता को धन्यवाद (Thank a donor)',
        subject: 'आपके दान के लिए धन्यवाद',
        body: `प्रिय {name},\n\nआपके उदार संकल्प के लिए धन्यवाद (संदर्भ संख्या {reference})। आप किस तरह दान देना चाहेंगे, यह तय करने के लिए हम आपको फ़ोन करेंगे, और दान मिलने पर आपको रसीद भेजेंगे।\n\n${signOff}`,
      },
    ],
    'event-registration': [
      {
        key: 'event-reminder',
        name: 'आयोजन की याद (Event reminder)',
        subject: 'आयोजन में मिलते हैं',
        body: `प्रिय {name},\n\nयह आपके पंजीकरण (ID {reference}) की याद दिलाने के लिए है। अगर भाग लेने के लिए आपको किसी सहायता की ज़रूरत है, जैसे सांकेतिक भाषा दुभाषिया या बिना सीढ़ी का रास्ता, तो इस ई-मेल का जवाब देकर हमें बताएँ।\n\n${signOff}`,
      },
    ],
  },
};
