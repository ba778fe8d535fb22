import type * as en from '../join-links.js';
import type { Translated } from './translated.js';

/** The three ways to take part, shown on Home ("आंदोलन से जुड़ें") and About ("बदलाव लाने में हमारा साथ दें"). */
export const joinLinks: Translated<typeof en.joinLinks> = [
  { to: '/volunteer', label: 'हमारे साथ स्वयंसेवा करें', variant: 'primary' },
  { to: '/donate', label: 'अभी दान करें', variant: 'secondary' },
  { to: '/intern', label: 'इंटर्नशिप', variant: 'outline' },
];
