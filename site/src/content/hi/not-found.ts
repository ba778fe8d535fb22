import type * as en from '../not-found.js';
import type { Translated } from './translated.js';

export const notFoundPage: Translated<typeof en.notFoundPage> = {
  title: 'यह पेज नहीं मिला',
  lead: 'हो सकता है पता गलत लिखा गया हो, या पेज कहीं और चला गया हो। नीचे दिए लिंक वेबसाइट के सबसे ज़्यादा देखे जाने वाले हिस्सों तक ले जाते हैं।',
  homeLabel: 'होम पेज पर जाएँ',
  linksTitle: 'आप कहाँ जाना चाहेंगे?',
  links: [
    { to: '/about', label: 'फ़ाउंडेशन के बारे में' },
    { to: '/events&campaigns', label: 'आने वाले आयोजन और अभियान' },
    { to: '/volunteer', label: 'हमारे साथ स्वयंसेवा करें' },
    { to: '/intern', label: 'इंटर्नशिप के लिए आवेदन करें' },
    { to: '/donate', label: 'दान करें' },
    { to: '/contact', label: 'हमसे संपर्क करें' },
  ],
};
