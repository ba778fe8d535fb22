import type * as en from '../news.js';
import { picture } from './images.js';
import type { Translated } from './translated.js';

/** The words of the News page (/hi/what-new), in the order the page shows them. */
export const newsPage: Translated<typeof en.newsPage> = {
  hero: {
    title: 'नया क्या है',
    lead: 'फ़ाउंडेशन की और उस समुदाय की खबरें जिसके साथ हम काम करते हैं: कार्यक्रम, आयोजन, उपलब्धियाँ और अवसर।',
    image: picture('news-hero', 'चित्र: मोहल्ले का सूचना बोर्ड, जिस पर अख़बार की कतरनें और आयोजनों के पोस्टर लगे हैं।'),
  },
  intro: {
    title: 'हमारे समुदाय की खबरें',
    paragraphs: [
      'हम अपने कार्यक्रमों की खबरें बताते हैं, और उन दिव्यांगजनों की उपलब्धियाँ भी जिनके साथ हम काम करते हैं: परीक्षा के नतीजों और नई नौकरियों से लेकर पदकों और प्रस्तुतियों तक। ये खबरें हमारे न्यूज़लेटर से आप तक पहुँचती हैं, जो लगभग महीने में एक बार आता है। हमारे सोशल मीडिया चैनलों से भी, जिनके लिंक हर पेज के नीचे हैं।',
    ],
    /** The sentence that leads to the events and gallery pages. */
    links: {
      before: 'आने वाले आयोजनों और मुफ़्त पंजीकरण के लिए देखें ',
      events: { to: '/events&campaigns', label: 'आयोजन और अभियान' },
      between: '। फ़ोटो और वीडियो के लिए देखें हमारी ',
      gallery: { to: '/gallery-page', label: 'मीडिया गैलरी' },
      after: '।',
    },
  },
  form: {
    title: 'कोई खबर बताना चाहते हैं?',
    intro:
      'हमें किसी उपलब्धि, आयोजन, नए अवसर या सुगम्यता की किसी सफल कहानी के बारे में बताएँ। कुछ भी छापने से पहले हमारी टीम हर खबर को जाँचती है। ज़्यादा जानकारी के लिए हम आपसे ई-मेल पर संपर्क कर सकते हैं।',
    labels: { fullName: 'पूरा नाम', email: 'ई-मेल', newsUpdate: 'आपकी खबर' },
    hints: {
      newsUpdate: 'क्या हुआ, कौन शामिल था, और यह कब और कहाँ हुआ। कम से कम 10 अक्षर।',
    },
    submitLabel: 'खबर भेजें',
    againLabel: 'एक और खबर भेजें',
    successTitle: 'खबर मिल गई',
    successDetails: 'जाँच के बाद ही हम कोई खबर छापते हैं।',
  },
};
