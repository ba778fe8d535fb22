import type { ComponentGuidance } from '../docs-support/guidance.js';

export const tabNavGuidance: ComponentGuidance = {
  whenToUse: [
    'A row of tabs where each tab is a page of its own with its own address: the statuses or kinds of submission in the staff inbox, sections of an account.',
  ],
  whenNotToUse: [
    'Parts of one page that show without loading: use Tabs, which follow the WAI-ARIA tabs pattern.',
    'The site’s main navigation: use the header’s navigation.',
  ],
  howItWorks: [
    'A `nav` landmark named by `label`, holding a list of links. The link to the page you are on has `aria-current="page"` and is drawn as the selected tab; the others look like links.',
    'It takes no arrow keys and no tab roles: it is a navigation, and people move through it with Tab and follow a link with Enter, as they would anywhere else. Each link is a 44px target; the row wraps at 400% zoom.',
    '`renderLink` draws each link with your router’s link; after a client-side navigation, move focus and announce the new page as for any other.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves to the next link.' },
    { keys: 'Enter', action: 'Follows the link to its page.' },
  ],
  screenReader: [
    "Read as 'navigation, Volunteer applications by status', a list of links, the current one with 'current page'. It is listed among the landmarks (D in NVDA, R in JAWS, the VoiceOver rotor).",
  ],
  pattern: {
    name: 'WAI-ARIA: a navigation landmark whose current link has aria-current="page"',
    url: 'https://www.w3.org/TR/wai-aria-1.2/#aria-current',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontTabRoles',
      why: 'Links that change the page are a navigation; tab roles promise arrow keys and a panel, and deliver a new page.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through the links and follow one with Enter.',
      expect: 'Each link takes a visible focus ring in order; the arrow keys do nothing special.',
      provenBy: 'TabNav.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press D to reach the navigation and read it.',
      expect: "The links are read with 'current page' on the current one.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through the links.',
      expect: "'current page' is read on the selected tab.",
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400%.',
      expect: 'The links wrap inside the viewport.',
      provenBy: 'TabNav.stories.tsx: Narrow',
    },
  ],
};
