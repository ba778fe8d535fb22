import type { ComponentGuidance } from '../docs-support/guidance.js';

export const breadcrumbsGuidance: ComponentGuidance = {
  whenToUse: [
    'A site with more than two levels, where people arrive deep inside (from a search or a shared link) and want to go up.',
    'The staff inbox: Home, Staff inbox, a kind of submission, then the submission’s own page.',
  ],
  whenNotToUse: [
    'A journey of steps, such as a multi-page form: use a BackLink, since the steps are not levels of the site.',
    'A site of one or two levels: the main navigation already says where you are.',
    'Together with a BackLink on the same page: use one or the other.',
  ],
  howItWorks: [
    'A `nav` landmark named by `label` (“Breadcrumb” by default) around an ordered list of links to the pages above this one, from the top of the site down.',
    'The current page is left out by default, as GOV.UK does: the page’s `h1` comes straight after and names it, so screen reader users do not hear it twice. Where no heading follows, `currentPage` adds it last as plain text (not a link to itself) with `aria-current="page"`.',
    'The chevrons are drawn with CSS: never read, and turned round in right-to-left text. Each link is at least 44px tall; the trail wraps at 320px.',
    '`renderLink` draws each link with your router’s link component.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves to the next link of the trail.' },
    { keys: 'Enter', action: 'Follows the link.' },
  ],
  screenReader: [
    "Read as 'navigation, Breadcrumb', then 'list, 3 items' and each link. NVDA and JAWS list it among the landmarks (D and R keys, the Insert + F7 list); VoiceOver in the rotor's Landmarks.",
    "With `currentPage`, the last item is read with 'current page'.",
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Breadcrumb pattern',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/breadcrumb/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontCurrentPageAsLink',
      why: 'Link only to the pages above: a link to the page you are on goes nowhere and is heard twice.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through the trail.',
      expect: 'Each link takes focus in order with a visible ring; there is no stop on the separators.',
      provenBy: 'Breadcrumbs.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press D to move by landmark, then the down arrow.',
      expect: "'Breadcrumb navigation' is found and its links are read; the separators are silent.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Open the rotor (Control + Option + U) and choose Landmarks.',
      expect: 'Breadcrumb is listed; moving into it reads the list of links.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Staff inbox'.",
      expect: 'The link is followed.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on a page with a long trail.',
      expect: 'The trail wraps within the viewport; no link is cut off.',
      provenBy: 'Breadcrumbs.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The chevrons and the focus ring are still drawn.',
    },
  ],
};
