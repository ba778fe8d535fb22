import type { ComponentGuidance } from '../docs-support/guidance.js';

export const menuDisclosureGuidance: ComponentGuidance = {
  whenToUse: [
    'The site’s main navigation on small screens, where the links do not fit in the header.',
    'Any group of links that can be shown and hidden by one button, where tabbing away should leave it as it is.',
  ],
  whenNotToUse: [
    'A menu of actions (Edit, Delete, Share): that is a menu button with `role="menu"`, arrow-key navigation and different expectations; this is a list of links.',
    'Content the visitor must deal with before going on: use a Modal.',
    'Extra detail in the page (an answer to a question): use Details, drawn as a line of text rather than a button.',
    'Wide screens where the links fit: show them as a plain list in the `<nav>`.',
  ],
  howItWorks: [
    'A native `<details>`: its `<summary>`, drawn as the outline Button, is the toggle, and the panel is the rest. So it opens and closes without JavaScript too (scripts off, or the page’s script failed to load), and before hydration. Browsers expose the summary as a button that is collapsed or expanded; it has no `role` or `aria-expanded` of ours, which ARIA in HTML does not allow on a summary and browsers ignore there.',
    'The ☰ / × icon is hidden from assistive technology and switched by CSS on `details[open]`, so it is right without scripts; the visible label (`label`, ‘Menu’ by default) names the toggle.',
    'With scripts React holds the state (`open`, `defaultOpen`, `onOpenChange`). Enter or Space toggles it. Escape, from the toggle or from anywhere in the panel, closes it and puts focus back on the toggle. A visitor who opened it before the script ran finds it still open. `ref` and other props go to the `<details>`.',
    'It is a disclosure, not a dialog: focus is never trapped, and tabbing past the last link leaves the panel open. Following a link closes it (`closeOnNavigate`), unless the link is opened in a new tab or window.',
    'Put it inside `<nav aria-label="Main">` and mark the current page with `aria-current="page"` (drawn bold with a bar, not by colour alone). Every link is at least 44 px tall.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Moves to the toggle; when open, on through the links and out of the panel, which stays open.',
    },
    { keys: 'Enter or Space', action: 'On the toggle: opens or closes the panel (without scripts too).' },
    {
      keys: 'Escape',
      action: 'From the toggle or any link in the panel: closes it and focuses the toggle (needs scripts).',
    },
    { keys: 'Enter', action: 'On a link: follows it and closes the panel.' },
  ],
  screenReader: [
    "The toggle is a `<summary>`, which Chromium exposes as a disclosure button with its state: 'Menu, button, collapsed' (NVDA and JAWS in Chrome, Edge and Firefox); after Enter, 'expanded'. VoiceOver on macOS says 'Menu, collapsed' with 'button' or 'summary' as the role, depending on the browser and version; iOS VoiceOver and TalkBack read a button with its state.",
    "The `<details>` around it is a group with no name (the transcript's 'group'); screen readers do not usually announce an unnamed group when moving through the page.",
    "Inside the panel, each link is read with the list it is in ('list, 11 items') and the current page as 'current page'.",
    'The panel is not announced as a region of its own: the links are found in the navigation landmark (D in NVDA, R in JAWS, the rotor in VoiceOver).',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Disclosure (Show/Hide), as in its navigation menu example, on the HTML details element',
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
      expect: 'The panel opens and closes; Escape returns focus to the toggle; tabbing out leaves it open.',
      provenBy:
        'MenuDisclosure.test.tsx: opens with Enter and closes with Space, changing the icon; MenuDisclosure.stories.tsx: Closed (play function: Escape from a link puts focus back on the toggle) and TabOutLeavesItOpen (play function)',
    },
    {
      with: 'Keyboard only',
      try: 'Turn JavaScript off (or block the page’s script), narrow the window below 64rem, Tab to Menu and press Enter, then Tab to a link.',
      expect: 'The panel opens and the links, with Sign In, are reached; the icon shows ×.',
      provenBy:
        'MenuDisclosure.ssr.test.tsx: opens and closes from the keyboard and the pointer, with the icon to match, when no script runs',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to Menu, press Enter, press Tab three times; then move to Menu with the arrow keys in browse mode.',
      expect:
        "'Menu, button, collapsed', then 'expanded' (the summary is a button to Firefox too); the links with their list; 'Projects, current page, link'. No unnamed 'grouping' is read before Menu.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab to Menu, press Enter; press R to move by region and Insert + F7 for the links list; close it and press Insert + F7 again.',
      expect:
        "'Menu, button, collapsed', then 'expanded' (Chrome exposes the summary as a disclosure button); the Main navigation is found; the open panel’s links are listed; closed, they are not.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Move to Menu, Control + Option + Space, then Control + Option + U for the rotor.',
      expect:
        "'Menu, collapsed' with a role ('button' or 'summary'), then 'expanded'; the rotor's landmarks list the Main navigation.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap Menu, swipe through the links, double tap one.',
      expect: 'Menu is read as a button with its state; following a link closes the menu.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap Menu, swipe right.',
      expect: "Menu is read as a button; 'expanded' is said and the next swipe reaches the first link.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Menu', then 'click Contact'.",
      expect: 'The menu opens by its visible label; the link is followed and the menu closes.',
    },
    {
      with: 'Switch access',
      try: 'Scan to Menu, select it, scan to a link and select it.',
      expect: 'The toggle and each link are scan stops; nothing traps the scan.',
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
      expect:
        'The toggle is drawn as a button with its border, and the focus ring and the current page’s bar stay visible.',
    },
  ],
};
