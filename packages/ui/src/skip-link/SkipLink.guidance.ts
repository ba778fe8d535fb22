import type { ComponentGuidance } from '../docs-support/guidance.js';

export const skipLinkGuidance: ComponentGuidance = {
  whenToUse: [
    'On every page, as the first thing in `<body>`, before the header and its navigation.',
    'To skip a long block that repeats on every page or a long form’s introduction: a second skip link with its own words and target.',
  ],
  whenNotToUse: [
    'As a replacement for landmarks and headings: screen-reader users move by those; the skip link is mostly for sighted keyboard and switch users.',
    'To a target that is not on every page: a link that goes nowhere is worse than none.',
    'For moving within a page’s content: use a list of in-page links (a table of contents) that is visible all the time.',
  ],
  howItWorks: [
    'A link to `#main` (or `href`), clipped until it has keyboard focus; then it is drawn at the top left above everything, with the focus ring, and never makes the page scroll sideways.',
    'Following it moves keyboard focus, not only the scroll position, to the target: a target without `tabindex` gets `tabindex="-1"`, so the next Tab continues from the main content in every browser.',
    'The target must exist on the page: give `<main>` the id (`#main` by default). `<main>` is a landmark, so focus landing on it is announced; a plain `<div>` would be silent.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'The first Tab on a page shows and focuses the link.' },
    {
      keys: 'Enter',
      action:
        'Follows it: focus moves to the main content; the next Tab goes to the first link or control in it.',
    },
    { keys: 'Tab (again, without Enter)', action: 'Hides the link and goes on to the header.' },
  ],
  screenReader: [
    "'Skip to main content, link' on the first Tab.",
    "After Enter, focus lands on `<main>`: NVDA and JAWS say 'main landmark', VoiceOver 'main', then the reading continues from there.",
    'Screen-reader users can also jump to `<main>` by landmark; the skip link does not get in their way, as it is a single link.',
  ],
  pattern: {
    name: 'WCAG technique G1: a link at the top of each page that goes directly to the main content',
    url: 'https://www.w3.org/WAI/WCAG22/Techniques/general/G1',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontMissingTarget',
      why: 'The link must point at an element on the page, ideally `<main>`; one that points nowhere leaves focus where it was.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Load the page, press Tab, then Enter, then Tab.',
      expect:
        'The link appears at the top left with a focus ring; after Enter the next Tab goes to the first link in the main content.',
      provenBy:
        'SkipLink.stories.tsx: Default (play function), in Chromium; where the next Tab goes is the browser’s, checked by hand in the others',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab once, press Enter, then press Down arrow.',
      expect:
        "'Skip to main content, link'; then the main landmark; reading continues with the page’s heading.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab once and press Enter.',
      expect: 'The main region is announced and the virtual cursor is at its start.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Turn on ‘Press Tab to highlight each item on a webpage’ in Safari, Tab once, press Enter.',
      expect: 'The link is reached first; after Enter VoiceOver is in the main content.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'With a keyboard attached, press Tab, then Space or Enter.',
      expect: 'The link is shown and followed; the next swipe reads from the main content.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe right from the top of the page.',
      expect:
        "The link is the first item ('Skip to main content, link'); double tap moves to the main content.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'press Tab', then 'click Skip to main content'.",
      expect: 'The link is shown and followed.',
    },
    {
      with: 'Switch access',
      try: 'Start scanning at the top of the page and select the first item.',
      expect: 'The skip link is the first scan stop and saves scanning through the header.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% (‘Narrow viewport’) and press Tab.',
      expect: 'The link appears at the top left of the screen, its label wrapped, fully in view.',
      provenBy: 'SkipLink.test.tsx: is clipped until focused, then drawn inside the viewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and press Tab.',
      expect: 'The link has a visible border and focus ring.',
    },
  ],
};
