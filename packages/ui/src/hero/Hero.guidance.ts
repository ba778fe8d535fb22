import type { ComponentGuidance } from '../docs-support/guidance.js';

export const heroGuidance: ComponentGuidance = {
  whenToUse: [
    'The top of a page: its heading (the page’s `h1`), an opening paragraph, and one or two main actions.',
    'With `tiles` for three or four ways in (call, write, visit), and `quote` or `image` when they help the visitor understand the page.',
  ],
  whenNotToUse: [
    'More than once on a page: there is one page heading; later parts are Sections.',
    'A carousel or moving banner: nothing here moves; put each message in its own Section.',
    'An image with text in it: write the text as text, so it can be read, translated and zoomed.',
    'A long introduction: keep the lead to a paragraph and move the rest into the page.',
  ],
  howItWorks: [
    'A `<header>` on the brand surface with on-brand text. Place it inside `<main>`: there it is not a banner landmark. Its title is the page’s `h1` (`headingLevel={2}` when it sits under another `h1`); tile titles are one level below.',
    'The eyebrow is a paragraph before the heading, the lead a paragraph after it, then the actions (usually ButtonLinks). Reading order is the visual order on a narrow screen: text, actions, image, quote, tiles.',
    'The quote is a `<figure>` with a `<blockquote>` and its source in `<figcaption><cite>`. The image has width and height (no jump while loading), loads first (`fetchpriority="high"`) unless `loading: "lazy"`, and needs `alt` (`""` for decoration).',
    'Tiles are a list (`role="list"`), each with a heading; two columns become one on narrow screens.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Goes to the actions and any links in the lead or tiles; the hero itself is not focusable.',
    },
  ],
  screenReader: [
    "The title is found as 'heading level 1' (H in NVDA and JAWS, the rotor in VoiceOver); it is the first thing many screen-reader users jump to.",
    "Inside `<main>` the `<header>` is not announced as a banner; outside `<main>` it would be a second 'banner' landmark, which is why it belongs inside.",
    "The quote is read as a block quote ('block quote' in NVDA and JAWS) and its source after it; the dash before the source is hidden.",
  ],
  pattern: {
    name: 'HTML: the header element, with one h1 per page',
    url: 'https://html.spec.whatwg.org/multipage/sections.html#the-header-element',
  },
  examples: [
    {
      do: 'WithImage',
      dont: 'DontFileNameAsAlt',
      why: 'Say what the picture shows; a file name or the word ‘image’ as alternative text tells a screen-reader user nothing.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through ‘Complete’.',
      expect:
        'The actions and tile links are reached in reading order with a visible focus ring on the brand surface.',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press 1 on a page with the hero.',
      expect: 'The page heading is found at once; the eyebrow was read just before it.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Read ‘With quote’ with the Down arrow.',
      expect: "'block quote', the quote, then its source; no dash is read.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Open the rotor’s headings on ‘With tiles’.',
      expect: 'The page heading, then one heading per tile, one level below.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through ‘With image’.',
      expect: "The image is read by its alternative text, as 'image'.",
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through ‘With decorative image’.',
      expect: 'The decorative image is skipped.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Volunteer with Us'.",
      expect: 'The action is followed by its visible words.',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Complete’.',
      expect: 'Only the actions and links are scan stops.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Complete’.',
      expect: 'Text, image and tiles stack in one column in reading order; nothing scrolls sideways.',
      provenBy: 'Hero.test.tsx: stacks text, image and tiles in one column at 320px',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The text, links and focus rings stay visible without the brand colours.',
    },
  ],
};
