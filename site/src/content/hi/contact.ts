import type * as en from '../contact.js';
import { picture } from './images.js';
import type { Translated } from './translated.js';

/** The words of the Contact Us page (/hi/contact), in the order the page shows them. */
export const contactPage: Translated<typeof en.contactPage> = {
  hero: {
    title: 'संपर्क करें',
    lead: 'सवाल, सुझाव, साझेदारी का प्रस्ताव या मदद का अनुरोध: हमें लिखें। हमारी टीम में सही व्यक्ति आपको जवाब देगा।',
    tiles: [
      {
        title: 'सवाल और सुझाव',
        description: 'हमारे कार्यक्रमों और आयोजनों के बारे में पूछें, या बताएँ कि हम और बेहतर कैसे करें।',
      },
      {
        title: 'साझेदारी के अवसर',
        description: 'जानें कि आपकी संस्था समावेशन के लिए हमारे साथ कैसे काम कर सकती है।',
      },
      {
        title: 'मदद और मार्गदर्शन',
        description: 'शिक्षा, रोज़गार, सहायक तकनीक और सुगम्यता के बारे में मार्गदर्शन पाएँ।',
      },
    ],
  },
  overview: {
    title: 'हम कैसे मदद कर सकते हैं',
    paragraphs: [
      'आप दिव्यांग व्यक्ति हों, परिवार के सदस्य हों, छात्र हों, नियोक्ता हों या कोई संस्था, हमें आपसे सुनकर खुशी होगी। अपने संदेश के लिए सबसे सही विषय चुनें, ताकि वह हमारी टीम में सही व्यक्ति तक पहुँचे।',
      'हर संदेश को एक संदर्भ संख्या मिलती है। इसे संभालकर रखें। अगर आप फिर से लिखें या फ़ोन करें, तो इससे हम आपका संदेश जल्दी ढूँढ पाते हैं।',
    ],
    image: picture(
      'contact-overview',
      'चित्र: हेल्प डेस्क पर खुले लैपटॉप के पास बैठी एक कर्मचारी फ़ोन कॉल का जवाब दे रही है।',
    ),
  },
  form: {
    title: 'हमें संदेश भेजें',
    intro: 'फ़ॉर्म भरें। हम ई-मेल या फ़ोन से जवाब देंगे।',
    labels: {
      fullName: 'पूरा नाम',
      email: 'ई-मेल',
      mobile: 'मोबाइल नंबर',
      subject: 'विषय',
      message: 'संदेश',
    },
    placeholders: { subject: 'विषय चुनें' },
    hints: { message: 'कम से कम 10 अक्षर।' },
    submitLabel: 'जमा करें',
    againLabel: 'एक और संदेश भेजें',
    referenceLabel: 'आपकी संदर्भ संख्या:',
    successDetails: 'आगे की बातचीत के लिए यह संदर्भ संख्या संभालकर रखें।',
  },
  details: {
    title: 'संपर्क की जानकारी',
    emailLabel: 'ई-मेल',
    phoneLabel: 'फ़ोन',
    addressLabel: 'पता',
  },
  responseTimes: {
    title: 'जवाब का समय',
    items: [
      { label: 'सामान्य संपर्क', value: '24 से 48 घंटे' },
      { label: 'साझेदारी और दान से जुड़े सवाल', value: '24 घंटे के अंदर' },
      { label: 'ज़रूरी मामले', value: 'कृपया हमें फ़ोन करें' },
    ],
  },
};
