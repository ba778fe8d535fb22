import type { ComponentGuidance } from '../docs-support/guidance.js';

export const menuDisclosureGuidance: ComponentGuidance = {
  whenToUse: [
    'The site’s main navigation on small screens, where the links do not fit in the header.',
    'Any group of links that can be shown and hidden by one button, where tabbing away should leave it as it is.',
  ],
  whenNotToUse: [
    'A menu of actions (Edit, Delete, Share): that is a menu button with `role="menu"`, arrow-key navigation and different expectations; this is a list of links.',
    'Content the visitor must deal with before going on: use a Modal.',
    'Extra detail in the page (an answer to a question): use a details/summary disclosure, which works without scripts.',
    'Wide screens where the links fit: show them as a plain list in the `<nav>`.',
  ],
  howItWorks: [
    'A real `<button>` with `aria-expanded` and `aria-controls`, and the panel it shows and hides with `hidden`. The ☰ / × icon is hidden from assistive technology; the visible label (`label`, ‘Menu’ by default) names the button and `aria-expanded` tells its state.',
    'Enter or Space toggles it. Escape, from the button or from anywhere in the panel, closes it and puts focus back on the button.',
    'It is a disclosure, not a dialog: focus is never trapped, and tabbing past the last link leaves the panel open. Following a link closes it (`closeOnNavigate`), unless the link is opened in a new tab or window.',
    'Put it inside `<nav aria-label="Main">` and mark the current page with `aria-current="page"` (drawn bold with a bar, not by colour alone). Every link is at least 44 px tall.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Moves to the button; when open, on through the links and out of the panel, which stays open.',
    },
    { keys: 'Enter or Space', action: 'On the button: opens or closes the panel.' },
    { keys: 'Escape', action: 'From the button or any link in the panel: closes it and focuses the button.' },
    { keys: 'Enter', action: 'On a link: follows it and closes the panel.' },
  ],
  screenReader: [
    "The button: 'Menu, button, collapsed' (NVDA, JAWS), 'Menu, collapsed, button' (VoiceOver); after Enter, 'expanded'.",
    "Inside the panel, each link is read with the list it is in ('list, 11 items') and the current page as 'current page'.",
    'The panel is not announced as a region of its own: the links are found in the navigation landmark (D in NVDA, R in JAWS, the rotor in VoiceOver).',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Disclosure (Show/Hide), as in its navigation menu example',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/',
  },
  examples: [
    {
      do: 'Closed',
      dont: 'DontOutsideNav',
      why: 'Inside `<nav aria-label="Main">` the links are found as the site’s navigation; outside it they are just links somewhere on the page.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to Menu, press Enter, Tab to a link, press Escape; press Space; Tab past the last link.',
      expect: 'The panel opens and closes; Escape returns focus to the button; tabbing out leaves it open.',
      provenBy: 'MenuDisclosure.stories.tsx: Keyboard and TabOutLeavesItOpen (play functions)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to Menu, press Enter, press Tab three times.',
      expect:
        "'Menu, button, collapsed', then 'expanded'; the links with their list; 'Projects, current page, link'.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Open the menu, press R to move by region and Insert + F7 for the links list.',
      expect: 'The Main navigation is found; the open panel’s links are listed; closed, they are not.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Control + Option + Space on Menu, then Control + Option + U for the rotor.',
      expect: "'expanded' is said; the rotor's landmarks list the Main navigation.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap Menu, swipe through the links, double tap one.',
      expect: 'The state is read; following a link closes the menu.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap Menu, swipe right.',
      expect: "'expanded' is said and the next swipe reaches the first link.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Menu', then 'click Contact'.",
      expect: 'The menu opens by its visible label; the link is followed and the menu closes.',
    },
    {
      with: 'Switch access',
      try: 'Scan to Menu, select it, scan to a link and select it.',
      expect: 'The button and each link are scan stops; nothing traps the scan.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and open ‘Narrow viewport’.',
      expect: 'The links are in one column, each at least 44 px tall; nothing scrolls sideways.',
      provenBy: 'MenuDisclosure.stories.tsx: NarrowViewport (play function)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and open the menu.',
      expect: 'The button border, the focus ring and the current page’s bar stay visible.',
    },
  ],
  transcripts: ['Closed'],
};
