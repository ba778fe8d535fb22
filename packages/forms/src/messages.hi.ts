import { pageWordsHi, type MessageTable, type PageWordKey } from './page-words.hi.js';

// The fields' rules in Hindi, apart from the page's words (page-words.hi.ts): a module of their own, so
// they load with the schemas that use them, never in a page's first download.
export { pageWordsHi, type MessageTable, type PageWordKey, type PageWords } from './page-words.hi.js';

const ruleWordsHi: Omit<MessageTable, PageWordKey> = {
  fullName: {
    required: 'पूरा नाम लिखना ज़रूरी है',
    min: 'नाम में कम से कम 2 अक्षर होने चाहिए',
    max: 'नाम 100 अक्षरों से कम होना चाहिए',
  },
  email: {
    required: 'ई-मेल लिखना ज़रूरी है',
    invalid: 'कृपया सही ई-मेल पता लिखें',
    tooLong: 'ई-मेल पता बहुत लंबा है',
  },
  mobile: {
    required: 'मोबाइल नंबर लिखना ज़रूरी है',
    digits: 'मोबाइल नंबर में 10 से 15 अंक होने चाहिए',
    format: 'मोबाइल नंबर सही नहीं है',
  },
  password: {
    required: 'पासवर्ड लिखना ज़रूरी है',
    min: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए',
    complexity: 'पासवर्ड में कम से कम एक बड़ा अक्षर (A-Z), एक छोटा अक्षर (a-z) और एक अंक होना चाहिए',
    common: 'यह पासवर्ड बहुत आम है: यह लीक हुए पासवर्डों की सूचियों में है। कृपया कोई दूसरा पासवर्ड चुनें।',
  },
  username: {
    required: 'यूज़रनेम लिखना ज़रूरी है',
    min: 'यूज़रनेम में कम से कम 3 अक्षर होने चाहिए',
    max: 'यूज़रनेम 50 अक्षरों से कम होना चाहिए',
    pattern: 'यूज़रनेम में केवल अंग्रेज़ी अक्षर, अंक, बिंदु (.), हाइफ़न (-) और अंडरस्कोर (_) हो सकते हैं',
  },
  phone: {
    required: 'फ़ोन नंबर लिखना ज़रूरी है',
    digits: 'फ़ोन नंबर में 10 से 15 अंक होने चाहिए',
  },
  confirmPassword: {
    required: 'कृपया अपना पासवर्ड दोबारा लिखें',
    mismatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  },
  signIn: {
    identifierRequired: 'यूज़रनेम या ई-मेल लिखना ज़रूरी है',
  },
  resetPassword: {
    tokenRequired: 'पासवर्ड बदलने का यह लिंक सही नहीं है। कृपया नया लिंक मँगाएँ।',
  },
  verifyEmail: {
    tokenRequired: 'पुष्टि का यह लिंक अधूरा है। कृपया ई-मेल में दिया लिंक फिर से खोलें।',
  },
  message: {
    required: 'संदेश लिखना ज़रूरी है',
    min: 'संदेश में कम से कम 10 अक्षर होने चाहिए',
    max500: 'संदेश 500 अक्षरों से कम होना चाहिए',
    max1000: 'संदेश 1000 अक्षरों से कम होना चाहिए',
    max1500: 'संदेश 1500 अक्षरों से कम होना चाहिए',
    max2000: 'संदेश 2000 अक्षरों से कम होना चाहिए',
  },
  subject: {
    required: 'कृपया एक विषय चुनें',
    invalid: 'चुना गया विषय सही नहीं है',
  },
  howToHelp: {
    required: 'कृपया बताएँ कि आप कैसे मदद करना चाहते हैं',
    min: 'विवरण में कम से कम 10 अक्षर होने चाहिए',
    max: 'विवरण 1000 अक्षरों से कम होना चाहिए',
  },
  expertise: {
    invalid: 'चुना गया विशेषज्ञता क्षेत्र सही नहीं है',
  },
  internship: {
    areaRequired: 'कृपया इंटर्नशिप का क्षेत्र चुनें',
    areaInvalid: 'चुना गया इंटर्नशिप क्षेत्र सही नहीं है',
    motivationRequired: 'कृपया बताएँ कि आप हमारे साथ इंटर्नशिप क्यों करना चाहते हैं',
    motivationMin: 'कारण में कम से कम 20 अक्षर होने चाहिए',
    motivationMax: 'कारण 1000 अक्षरों से कम होना चाहिए',
    educationMax: 'शिक्षा का विवरण 1000 अक्षरों से कम होना चाहिए',
  },
  donation: {
    amountRequired: 'दान की राशि लिखना ज़रूरी है',
    amountInvalid: 'कृपया दान की सही राशि लिखें',
    amountMin: 'दान की न्यूनतम राशि ₹1 है',
    amountMax: 'दान की अधिकतम राशि ₹1,00,00,000 है',
    typeRequired: 'कृपया दान का प्रकार चुनें',
    typeInvalid: 'चुना गया दान का प्रकार सही नहीं है',
  },
  news: {
    required: 'समाचार लिखना ज़रूरी है',
    min: 'समाचार में कम से कम 10 अक्षर होने चाहिए',
    max: 'समाचार 2000 अक्षरों से कम होना चाहिए',
  },
  partnership: {
    organizationRequired: 'संस्था का नाम लिखना ज़रूरी है',
    organizationMin: 'संस्था के नाम में कम से कम 2 अक्षर होने चाहिए',
    organizationMax: 'संस्था का नाम 200 अक्षरों से कम होना चाहिए',
    areaRequired: 'कृपया रुचि का क्षेत्र चुनें',
    areaInvalid: 'चुना गया रुचि का क्षेत्र सही नहीं है',
  },
  eventRegistration: {
    mobileInvalid: 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें',
    disabilityStatusRequired: 'इस प्रश्न का उत्तर देना ज़रूरी है',
    disabilityTypeRequired: 'कृपया दिव्यांगता का प्रकार चुनें',
    otherDisabilityRequired: 'कृपया अपनी दिव्यांगता का प्रकार लिखें',
    cityMax: 'शहर का नाम 100 अक्षरों से कम होना चाहिए',
    occupationMax: 'व्यवसाय 100 अक्षरों से कम होना चाहिए',
    otherDisabilityMax: 'दिव्यांगता का विवरण 200 अक्षरों से कम होना चाहिए',
  },
  eventService: {
    emailInvalid: 'सही ई-मेल पता ज़रूरी है',
    mobileInvalid: '10 अंकों का सही मोबाइल नंबर ज़रूरी है',
    disabilityStatusRequired: 'दिव्यांगता की जानकारी ज़रूरी है',
    disabilityTypeRequired: 'दिव्यांगता का प्रकार ज़रूरी है',
    otherDisabilityRequired: 'कृपया दिव्यांगता का प्रकार लिखें',
    eventIdRequired: 'आयोजन की ID ज़रूरी है',
    eventIdUnknown: 'इस ID का कोई आयोजन नहीं है',
    registrationDateInvalid: 'पंजीकरण की तारीख़ ISO समय (timestamp) में होनी चाहिए',
    registrationStatusInvalid: 'नए पंजीकरण की स्थिति केवल pending हो सकती है',
  },
  staff: {
    roleRequired: 'भूमिका चुनें: staff या admin',
    roleInvalid: 'staff या admin चुनें',
    tokenRequired: 'इस पेज के लिए आपके आमंत्रण ई-मेल का लिंक ज़रूरी है',
    personRequired: 'ई-मेल पता या मोबाइल नंबर लिखें',
    personInvalid: 'ई-मेल पता (जैसे name@example.org) या 10 से 15 अंकों का मोबाइल नंबर लिखें',
  },
};

/**
 * Every word of `messages` in Hindi, key for key (a missing one fails the type check). Plain words,
 * short sentences, the terms of docs/glossary-hi.md (दिव्यांगजन, the RPwD Act's names of each
 * disability). Numerals are the international 0-9, as on Indian government sites, so a number, an
 * amount or a reference reads the same in both languages.
 */
export const messagesHi: MessageTable = { ...ruleWordsHi, ...pageWordsHi };
