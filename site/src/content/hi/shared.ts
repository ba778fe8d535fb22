import type * as en from '../shared.js';
import type { Translated } from './translated.js';

/** Text of the sections many pages share: the short contact form and the newsletter. */
export const contactSection: Translated<typeof en.contactSection> = {
  title: 'संपर्क करें',
  intro: 'कोई सवाल है, कोई सुझाव है या मदद चाहिए? हमें लिखें। हम 24 से 48 घंटे में जवाब देंगे। ज़रूरी बात हो तो हमें फ़ोन करें।',
  successTitle: 'संदेश भेज दिया गया',
  againLabel: 'एक और संदेश भेजें',
  submitLabel: 'संदेश भेजें',
  labels: { fullName: 'पूरा नाम', email: 'ई-मेल', mobile: 'मोबाइल नंबर', message: 'संदेश' },
};

export const newsletterSection: Translated<typeof en.newsletterSection> = {
  title: 'जानकारी पाते रहें',
  intro:
    'हमारा न्यूज़लेटर लगभग महीने में एक बार आता है। इसमें कार्यक्रमों, आयोजनों और अवसरों की खबर होती है। हर अंक में दिए लिंक से आप कभी भी सदस्यता छोड़ सकते हैं।',
  // Like the English: nothing is subscribed until the address confirms it.
  successTitle: 'अपना ई-मेल देखें',
  againLabel: 'दूसरे ई-मेल पते से सदस्यता लें',
  submitLabel: 'सदस्यता लें',
  labels: { email: 'ई-मेल' },
};

/** The words of the header and footer around every page. */
export const layoutText: Translated<typeof en.layoutText> = {
  mainNavigation: 'मुख्य',
  menuLabel: 'मेन्यू',
  quickLinks: 'ज़रूरी लिंक',
  contactHeading: 'संपर्क',
  followHeading: 'हमें फ़ॉलो करें',
  externalSite: ' (बाहरी वेबसाइट)',
  rightsReserved: 'सर्वाधिकार सुरक्षित।',
  signIn: 'साइन इन करें',
  register: 'पंजीकरण करें',
  signOut: 'साइन आउट करें',
  signedOut: 'साइन आउट हो गया है।',
  sessionEnded:
    'आपका सेशन खत्म हो गया है, इसलिए आपको साइन आउट कर दिया गया है। अपना खाता इस्तेमाल करने के लिए फिर से साइन इन करें।',
  signInAgain: 'फिर से साइन इन करें',
  signedInAs: 'साइन इन: ',
  accountMenu: ', खाते का मेन्यू',
  accountInMenu: ': खाता',
};
