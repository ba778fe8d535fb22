import type { ComponentGuidance } from '../docs-support/guidance.js';

export const backLinkGuidance: ComponentGuidance = {
  whenToUse: [
    'At the top of a page in a journey of several pages (a multi-page form, a detail view reached from a list), to go back one step.',
  ],
  whenNotToUse: [
    'On a page that has breadcrumbs: use one or the other.',
    'To leave a form half-filled without saving when the visitor would lose answers: say so, or save them first.',
    'On the first page of a journey, where there is nothing in it to go back to.',
  ],
  howItWorks: [
    'An ordinary link to `href`, an address you choose, so it works without scripts, can be opened in a new tab, and never leads out of the site. Its text is “Back” by default; say where it goes when that helps (“Back to volunteer applications”).',
    'With `historyBack` it calls the browser’s back instead, when the tab has history, and follows `href` otherwise. Use it only where the previous page cannot be known (a detail reached from several lists).',
    'Put it before the `main` content’s heading, at the top of the page. The chevron is drawn with CSS and never read; it turns round in right-to-left text. The whole link is at least 44px tall.',
  ],
  keyboard: [{ keys: 'Enter', action: 'Follows the link.' }],
  screenReader: [
    "Read as 'link, Back' (or its text). Screen reader users find it with the links list; a text that says where it goes helps there, where links are read out of context.",
  ],
  pattern: {
    name: 'GOV.UK Design System: Back link (an HTML link)',
    url: 'https://design-system.service.gov.uk/components/back-link/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontButton',
      why: 'A link to a real address works without scripts and never leads out of the site; history.back() does neither.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to the back link and press Enter.',
      expect:
        'It is the first stop after the skip link and header, its focus ring is visible, and Enter follows it.',
      provenBy: 'BackLink.test.tsx: follows href and leaves the history alone unless asked',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Open the links list (Insert + F7).',
      expect: 'The back link is listed by its text and, when given, says where it goes.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to the back link and double tap.',
      expect: "'link, Back' is read and the previous page of the journey opens.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Back'.",
      expect: 'The link is followed.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400%.',
      expect: 'The link text wraps inside the viewport with its chevron.',
      provenBy: 'BackLink.stories.tsx: Narrow',
    },
  ],
};
