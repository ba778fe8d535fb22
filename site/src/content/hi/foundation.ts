import { foundation as en } from '../../config.js';
import type { Translated } from './translated.js';

type Words = Pick<typeof en, 'name' | 'shortName' | 'tagline' | 'address'>;

/**
 * The foundation's name, tagline and postal address as Hindi text shows them (the glossary writes
 * names in Devanagari, so a Hindi voice reads them). Its e-mail, phone and links are in config.ts;
 * foundationWords.hi.ts gives these to the header, footer and contact details.
 */
export const foundationHi: Translated<Words> = {
  name: 'समर्थ इन्क्लूज़न फ़ाउंडेशन',
  shortName: 'समर्थ',
  tagline: 'दिव्यांगजनों का सशक्तिकरण, समावेशन और आत्मनिर्भरता',
  address: {
    lines: ['प्लॉट 14, इंस्टीट्यूशनल एरिया', 'लोधी रोड'],
    city: 'नई दिल्ली',
    postalCode: en.address.postalCode,
    country: 'भारत',
  },
};
