import { foundation } from '../../config.js';
import type * as en from '../auth.js';
import type { Translated } from './translated.js';

/** The words of the sign-in, register and password reset screens. */
export const authText: Translated<typeof en.authText> = {
  signIn: {
    title: 'साइन इन करें',
    description: 'अपने ई-मेल पते या यूज़रनेम से साइन इन करें।',
    labels: { email: 'यूज़रनेम या ई-मेल', password: 'पासवर्ड' },
    submitLabel: 'साइन इन करें',
    switchPrompt: 'पहली बार आए हैं?',
    switchLabel: 'खाता बनाएँ',
    shown: 'अब दिख रहा है: साइन इन।',
    done: 'साइन इन हो चुका है।',
  },
  register: {
    title: 'खाता बनाएँ',
    description: 'सभी जानकारी भरना ज़रूरी है।',
    labels: {
      name: 'यूज़रनेम',
      email: 'ई-मेल',
      phoneNumber: 'फ़ोन नंबर',
      password: 'पासवर्ड',
      confirmPassword: 'पासवर्ड दोबारा लिखें',
    },
    nameHint: '3 से 50 अक्षर: अंग्रेज़ी के अक्षर, अंक, बिंदु, हाइफ़न या अंडरस्कोर। आप इससे या अपने ई-मेल से साइन इन कर सकते हैं।',
    passwordHint: 'कम से कम 8 अक्षर, जिनमें अंग्रेज़ी का एक बड़ा अक्षर, एक छोटा अक्षर और एक अंक हो।',
    submitLabel: 'पंजीकरण करें',
    switchPrompt: 'क्या आपका खाता पहले से है?',
    switchLabel: 'साइन इन करें',
    shown: 'अब दिख रहा है: खाता बनाएँ।',
    // The same words whether the address is new or has an account already: the mail says which.
    successTitle: 'अपना ई-मेल देखें',
    sentTo: (email: string) =>
      `संदेश ${email} पर भेजा गया है। अगर इस पते से पहले से कोई खाता है, तो संदेश में यही लिखा होगा, और साइन इन करने का तरीका भी।`,
    againLabel: 'एक और खाता बनाएँ',
  },
  forgot: {
    toggleLabel: 'पासवर्ड भूल गए?',
    labels: { email: 'ई-मेल' },
    title: 'अपना पासवर्ड फिर से बनाएँ',
    intro:
      'अपने खाते का ई-मेल पता लिखें। अगर इस पते से कोई खाता है, तो हम नया पासवर्ड चुनने का लिंक भेजेंगे। यह लिंक एक बार और एक घंटे तक ही काम करता है।',
    submitLabel: 'पासवर्ड बदलने का लिंक भेजें',
    successTitle: 'अपना ई-मेल देखें',
    againLabel: 'एक और लिंक भेजें',
  },
  reset: {
    title: 'नया पासवर्ड चुनें',
    labels: { password: 'नया पासवर्ड', confirmPassword: 'नया पासवर्ड दोबारा लिखें' },
    intro: 'अपने खाते के लिए नया पासवर्ड चुनें। इसे सेव करने के बाद, पेज के ऊपर से इसी पासवर्ड से साइन इन करें।',
    submitLabel: 'नया पासवर्ड सेव करें',
    successTitle: 'आपका पासवर्ड बदल दिया गया है',
    successDetails: 'अब आप अपने नए पासवर्ड से साइन इन कर सकते हैं।',
    needsScripts: `आपके लिंक के लिए फ़ॉर्म खुल रहा है। अगर फ़ॉर्म न दिखे, तो इस पेज को जावास्क्रिप्ट चाहिए, जो आपके ब्राउज़र में नहीं चला। जावास्क्रिप्ट चालू करें और ई-मेल का लिंक फिर से खोलें। या हमें ${foundation.email} पर लिखें, हम आपकी मदद करेंगे।`,
    missingToken:
      'इस पेज के लिए पासवर्ड बदलने वाले ई-मेल का लिंक चाहिए। ई-मेल में दिया लिंक खोलें, या साइन इन से नया लिंक मँगाएँ।',
  },
};
