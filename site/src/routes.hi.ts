import type { RouteWordsTable } from './routes.words.js';

/**
 * The Hindi label and title of every page, in the glossary's words (docs/glossary-hi.md). The Hindi
 * build reads this module in place of routes.en.ts (scripts/site-language.mjs).
 */
export const routeWords: RouteWordsTable = {
  ['/']: { label: 'होम पेज', title: 'होम पेज' },
  ['/about']: { label: 'हमारे बारे में', title: 'हमारे बारे में और हमारी पहल' },
  ['/projects']: { label: 'परियोजनाएँ', title: 'परियोजनाएँ' },
  ['/donate']: { label: 'दान करें', title: 'दान करें' },
  ['/gallery-page']: { label: 'गैलरी', title: 'मीडिया गैलरी' },
  ['/what-new']: { label: 'नया क्या है', title: 'समाचार और नया क्या है' },
  ['/contact']: { label: 'संपर्क', title: 'संपर्क करें' },
  ['/collaborate']: { label: 'साझेदारी', title: 'सहयोग और साझेदारी' },
  ['/events&campaigns']: { label: 'आयोजन', title: 'आयोजन और अभियान' },
  ['/volunteer']: { label: 'स्वयंसेवा', title: 'हमारे साथ स्वयंसेवा करें' },
  ['/intern']: { label: 'इंटर्नशिप', title: 'इंटर्नशिप' },
  ['/privacy-policy']: { label: 'गोपनीयता नीति', title: 'गोपनीयता नीति' },
  ['/refund-policy']: { label: 'धनवापसी नीति', title: 'धनवापसी और रद्द करने की नीति' },
  ['/terms-conditions']: { label: 'नियम और शर्तें', title: 'नियम और शर्तें' },
  ['/events&campaigns/1']: {
    label: 'पहली वर्षगाँठ का सम्मेलन',
    title: 'पहली वर्षगाँठ का सम्मेलन: जानकारी और पंजीकरण',
  },
  ['/events&campaigns/2']: {
    label: 'गोवा फ़ेस्ट में करियर मार्गदर्शन कार्यशाला',
    title: 'गोवा फ़ेस्ट में करियर मार्गदर्शन कार्यशाला: जानकारी और पंजीकरण',
  },
  ['/gallery-page/photos']: { label: 'फ़ोटो गैलरी', title: 'फ़ोटो गैलरी' },
  ['/gallery-page/videos']: { label: 'वीडियो गैलरी', title: 'वीडियो गैलरी' },
  ['/sign-in']: { label: 'साइन इन या खाता बनाएँ', title: 'साइन इन करें या खाता बनाएँ' },
  ['/reset-password']: { label: 'नया पासवर्ड', title: 'नया पासवर्ड चुनें' },
  ['/verify-email']: { label: 'ई-मेल पते की पुष्टि', title: 'अपने ई-मेल पते की पुष्टि करें' },
  ['*']: { label: 'पेज नहीं मिला', title: 'पेज नहीं मिला' },
};
