import type * as en from '../projects.js';
import type { Translated } from './translated.js';
import { picture } from './images.js';

export const projectsPage: Translated<typeof en.projectsPage> = {
  hero: {
    eyebrow: 'परियोजनाएँ',
    title: 'काम से आता है बदलाव',
    lead: 'हमारे आठ कार्यक्रम क्षेत्र हमारे लक्ष्य को रोज़ के काम में बदलते हैं: कक्षाओं और प्रशिक्षण कक्षों में, नियोक्ताओं और अस्पतालों के साथ, खेल के मैदान में और सरकारी दफ़्तरों में।',
    actions: [
      { to: '/collaborate', label: 'किसी कार्यक्रम में साझेदार बनें', variant: 'secondary' },
      { to: '/donate', label: 'किसी कार्यक्रम की मदद करें', variant: 'outline' },
    ],
  },
  programmes: {
    title: 'हमारे कार्यक्रम क्षेत्र',
    intro:
      'हर कार्यक्रम उन्हीं दिव्यांगजनों के साथ मिलकर बनाया जाता है जिनके लिए वह है। स्वयंसेवक, साझेदार संस्थाएँ और दानदाता इसे चलाने में मदद करते हैं।',
  },
};

/** The pictures the page shows, here so the page's first download carries only its own. */
export const projectsPictures: Translated<typeof en.projectsPictures> = {
  hero: picture(
    'projects-hero',
    'चित्र: एक रोशन दफ़्तर में लोग काम कर रहे हैं। एक व्यक्ति व्हीलचेयर पर, ऊँचाई बदलने वाली मेज़ पर काम कर रहा है।',
  ),
};
