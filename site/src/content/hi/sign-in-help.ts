import { foundation } from '../../config.js';
import type * as en from '../sign-in-help.js';
import type { Translated } from './translated.js';

/**
 * The words of /hi/sign-in: where the header's Sign In and Register lead when the page's script is
 * not running. It says plainly what needs JavaScript, what does not, and how to get help.
 */
export const signInHelp: Translated<typeof en.signInHelp> = {
  breadcrumbs: { home: 'होम' },
  title: 'साइन इन और पंजीकरण के लिए जावास्क्रिप्ट चाहिए',
  lead: 'साइन इन करना और खाता बनाना तभी काम करता है जब आपके ब्राउज़र में जावास्क्रिप्ट चलती है। जब यह बंद हो, रोकी गई हो, या पेज की स्क्रिप्ट लोड न हुई हो, तब "साइन इन करें" और "पंजीकरण करें" आपको यहाँ लाते हैं। इस वेबसाइट का बाकी सब कुछ इसके बिना भी काम करता है, और उसके लिए आपको खाते की ज़रूरत नहीं है।',
  /** Shown once the page's script is running: the same Sign In and Register the header has. */
  scripted: {
    message: 'अब इस ब्राउज़र में जावास्क्रिप्ट चल रही है। आप साइन इन कर सकते हैं या खाता बना सकते हैं।',
    signIn: 'साइन इन करें',
    register: 'पंजीकरण करें',
  },
  works: {
    id: 'what-works',
    title: 'जावास्क्रिप्ट के बिना क्या काम करता है',
    intro:
      'इस वेबसाइट का हर फ़ॉर्म। आप उसे भरकर भेज सकते हैं। फिर आपको हमारा धन्यवाद और आपकी संदर्भ संख्या दिखेगी, या यह कि क्या ठीक करना है।',
    forms: [
      { label: 'हमसे संपर्क करें, या कई पेजों के नीचे दिया छोटा संपर्क फ़ॉर्म', to: '/contact' },
      { label: 'हमारे न्यूज़लेटर की सदस्यता लें', to: '/contact' },
      { label: 'स्वयंसेवक के रूप में पंजीकरण करें', to: '/volunteer' },
      { label: 'इंटर्नशिप के लिए आवेदन करें', to: '/intern' },
      { label: 'दान करें', to: '/donate' },
      { label: 'अपनी खबर हमें बताएँ', to: '/what-new' },
      { label: 'साझेदारी का प्रस्ताव दें', to: '/collaborate' },
      { label: 'किसी आयोजन के लिए पंजीकरण करें', to: '/events&campaigns' },
    ],
    more: 'हर पेज पढ़ा जा सकता है। आयोजनों की जानकारी, कैप्शन वाली फ़ोटो और फ़िल्म के लिखित विवरण, हर एक का अपना अलग पेज है।',
  },
  needs: {
    id: 'what-needs-javascript',
    title: 'किसके लिए जावास्क्रिप्ट चाहिए',
    items: ['साइन इन करना और साइन आउट करना', 'खाता बनाना', 'नया पासवर्ड मँगाना, और हमारे भेजे लिंक से उसे चुनना'],
    why: 'आपका खाता इस ब्राउज़र में पेज की स्क्रिप्ट के ज़रिए साइन इन रहता है, कुकी के ज़रिए नहीं। इसलिए इसके बिना साइन इन करने का कोई तरीका नहीं है।',
  },
  turnOn: {
    id: 'turn-on-javascript',
    title: 'जावास्क्रिप्ट कैसे चालू करें',
    steps: [
      'अपने ब्राउज़र की सेटिंग में "निजता और सुरक्षा" (Privacy and security) खोलें, फिर "साइट सेटिंग" (Site settings या Content settings), फिर "जावास्क्रिप्ट" (JavaScript)। इसे सभी साइटों के लिए या सिर्फ़ इस साइट के लिए चालू करें।',
      'अगर आप स्क्रिप्ट रोकने वाला कोई ऐड-ऑन इस्तेमाल करते हैं, तो उसमें इस साइट को अनुमति दें।',
      'अगर जावास्क्रिप्ट पहले से चालू है, तो हो सकता है धीमे या टूटे कनेक्शन की वजह से पेज की स्क्रिप्ट लोड न हुई हो। यह पेज फिर से लोड करें, फिर "साइन इन करें" या "पंजीकरण करें" दोबारा चुनें।',
    ],
  },
  help: {
    id: 'get-help',
    title: 'मदद पाएँ',
    intro:
      'अगर आप जावास्क्रिप्ट चालू नहीं कर पा रहे हैं, या साइन इन काम नहीं कर रहा, तो हमें बताएँ कि आप क्या करना चाहते थे। हम मदद करेंगे।',
    emailLabel: 'ई-मेल:',
    phoneLabel: 'फ़ोन:',
    email: foundation.email,
    phone: foundation.phone,
    phoneHref: foundation.phoneHref,
  },
};
