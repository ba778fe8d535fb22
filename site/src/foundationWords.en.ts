import { foundation } from './config.js';

const { address } = foundation;
const addressLines = [...address.lines, `${address.city} ${address.postalCode}`, address.country];

/**
 * The foundation's name, tagline and postal address as this language's pages show them: the header,
 * the footer, the contact details of About, Contact and the policies. The Hindi build reads
 * foundationWords.hi.ts instead (scripts/site-language.mjs); the e-mail, phone and links, the same in
 * both, are read from config.ts.
 */
export const foundationWords = {
  name: foundation.name,
  tagline: foundation.tagline,
  /** The postal address, a line each: street, area, city and postcode, country. */
  addressLines,
  /** The postal address on one line. */
  addressText: addressLines.join(', '),
  /** What ends a sentence in this language: the footer's tagline and copyright line. */
  fullStop: '.',
};
