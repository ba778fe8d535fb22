import { foundationHi } from './content/hi/foundation.js';
import type { Translated } from './content/hi/translated.js';
import type * as en from './foundationWords.en.js';

const { address } = foundationHi;
const addressLines = [...address.lines, `${address.city} ${address.postalCode}`, address.country];

/** The foundation's name, tagline and postal address in Devanagari, as Hindi pages show them. */
export const foundationWords: Translated<typeof en.foundationWords> = {
  name: foundationHi.name,
  tagline: foundationHi.tagline,
  addressLines,
  addressText: addressLines.join(', '),
  fullStop: '।',
};
