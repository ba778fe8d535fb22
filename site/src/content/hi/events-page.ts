import { pageWordsHi } from '@inclusion/forms';
import type * as en from '../events-page.js';
import { picture } from './images.js';
import type { Translated } from './translated.js';

/**
 * The words of /hi/events&campaigns, of its Learn More, registration and success modals, and of each
 * event's own page (/hi/events&campaigns/<id>), where Learn More leads without JavaScript.
 */
export const eventsPage: Translated<typeof en.eventsPage> = {
  hero: {
    title: 'आयोजन और अभियान',
    lead:
      'सम्मेलन, कार्यशालाएँ और जन अभियान, जहाँ दिव्यांगजन, परिवार, स्वयंसेवक, नियोक्ता और अधिकारी मिलते हैं, ' +
      'एक-दूसरे से सीखते हैं और बदलाव के लिए काम करते हैं। हमारे आयोजनों में पंजीकरण मुफ़्त है।',
    image: picture(
      'events-hero',
      'चित्र: श्रोता, जिनमें व्हीलचेयर का उपयोग करने वाले एक व्यक्ति भी हैं, एक वक्ता को सुन रहे हैं। वक्ता के पास सांकेतिक भाषा की दुभाषिया खड़ी है।',
    ),
  },
  whoWeAre: {
    title: 'हम कौन हैं',
    paragraphs: [
      'हम एक फ़ाउंडेशन हैं, जिसे दिव्यांगजन चलाते हैं और जो दिव्यांगजनों के साथ काम करता है। हम शिक्षा और उच्च शिक्षा, ' +
        'कौशल विकास, रोज़गार और आजीविका, सहायक तकनीक, स्वास्थ्य सेवा, सुगम्यता, पैरवी, खेल और संस्कृति में मदद करते हैं।',
      'हमारे आयोजन और अभियान वह जगह हैं जहाँ यह काम लोगों तक पहुँचता है। ये लोगों को साथ लाते हैं, जो तरीके काम करते हैं उन्हें ' +
        'बाँटते हैं, और संस्थाओं, नियोक्ताओं और नीति बनाने वालों से कहते हैं कि समावेशन को रोज़ का नियम बनाएँ।',
    ],
  },
  whatWeDo: {
    title: 'हम लोगों को कैसे साथ लाते हैं',
    cards: [
      {
        title: 'हमारे आयोजन',
        accent: 'blue',
        description:
          'सम्मेलन, करियर मार्गदर्शन कार्यशालाएँ, प्रशिक्षण दिवस और सांस्कृतिक संध्याएँ। ये सुगम्य जगहों पर होते हैं, ' +
          'सांकेतिक भाषा के दुभाषिए के साथ। माँगने पर सामग्री सुगम्य रूप में मिलती है।',
        features: [
          'हर प्रतिभागी के लिए मुफ़्त पंजीकरण',
          'बिना सीढ़ी वाली जगहें, और माँगने पर मदद',
          'मेंटर, नियोक्ता और विशेषज्ञ, जिनसे आप आमने-सामने बात कर सकते हैं',
        ],
      },
      {
        title: 'हमारे अभियान',
        accent: 'purple',
        description:
          'सुगम्य इमारतों, परिवहन और वेबसाइटों के लिए, समावेशी कक्षाओं और कार्यस्थलों के लिए, ' +
          'और दिव्यांगजनों के अधिकारों के बारे में जागरूकता के लिए जन अभियान।',
        features: [
          'स्कूलों, दफ़्तरों और सार्वजनिक जगहों की सुगम्यता जाँच',
          'कॉलेजों और नियोक्ताओं के साथ जागरूकता और संवेदनशीलता अभियान',
          'अधिकारों और हकों के लिए नीति बनाने वालों के साथ पैरवी',
        ],
      },
    ],
  },
  upcoming: {
    id: 'upcoming-events',
    title: 'आने वाले आयोजन',
    intro: 'किसी आयोजन की जानकारी और कार्यसूची पढ़ने और उसके लिए पंजीकरण करने के लिए "और जानें" चुनें।',
    learnMore: 'और जानें',
    /** Read after 'और जानें', so each button says which event it opens. */
    learnMoreAbout: (title: string) => `: ${title}`,
  },
  details: {
    dateLabel: 'तारीख',
    timeLabel: 'समय',
    locationLabel: 'जगह',
    registrationLabel: 'पंजीकरण',
    contactLabel: 'संपर्क',
    participantsLabel: 'प्रतिभागी',
    whyAttendTitle: 'क्यों आएँ',
    aboutTitle: 'आयोजन के बारे में',
    agendaTitle: 'कार्यसूची',
    registerNow: 'अभी पंजीकरण करें',
    close: 'बंद करें',
  },
  registration: {
    title: (eventTitle: string) => `${eventTitle} के लिए पंजीकरण`,
    intro: 'पंजीकरण मुफ़्त है। "ज़रूरी" लिखी जानकारी भरना ज़रूरी है। बाकी जानकारी वैकल्पिक है।',
    labels: {
      fullName: 'पूरा नाम',
      email: 'ई-मेल',
      mobileNumber: 'मोबाइल नंबर',
      city: 'शहर',
      occupation: 'काम या पेशा',
      organization: 'संस्था',
      isPersonWithDisability: 'क्या आप दिव्यांग व्यक्ति हैं?',
      disabilityType: 'दिव्यांगता का प्रकार',
      otherDisabilityText: 'कृपया अपनी दिव्यांगता बताएँ',
    },
    mobileHint: '10 अंक, +91 या शुरू में 0 के बिना।',
    disabilityTypePlaceholder: 'दिव्यांगता का प्रकार चुनें',
    accessHint:
      'अगर आपको दुभाषिया, लेखक (स्क्राइब), सुगम्य रूप में सामग्री या कोई और मदद चाहिए, तो जब हम पुष्टि के लिए आपसे संपर्क करें, तब हमें बताएँ।',
    cancel: 'रद्द करें',
    submit: 'पंजीकरण जमा करें',
    busy: pageWordsHi.busy.submitting,
  },
  success: {
    title: pageWordsHi.successHeading.registration,
    message: (eventTitle: string, dateLabel: string) =>
      `${eventTitle} (${dateLabel}) के लिए पंजीकरण करने का धन्यवाद। आपकी जगह पक्की करने के लिए हम आयोजन से पहले आपसे संपर्क करेंगे।`,
    referenceLabel: 'आपकी पंजीकरण संख्या:',
    referenceAdvice: 'कृपया यह संख्या संभालकर रखें। अपने पंजीकरण के बारे में लिखते या फ़ोन करते समय यह संख्या बताएँ।',
    copy: 'संख्या कॉपी करें',
    copied: 'कॉपी हो गई',
    copyFailed: 'कॉपी नहीं हो सकी। संख्या चुनकर खुद कॉपी करें।',
    registerAnother: 'किसी और का पंजीकरण करें',
    close: 'बंद करें',
  },
  /** An event's own page: its details, then its registration form (or the thanks, after it). */
  eventPage: {
    breadcrumbs: { home: 'होम', events: 'आयोजन और अभियान' },
    detailsTitle: 'आयोजन की जानकारी',
    registerId: 'register',
  },
};
