import type { ComponentGuidance } from '../docs-support/guidance.js';

export const sectionGuidance: ComponentGuidance = {
  whenToUse: [
    'Each part of a page under its own heading: Who we are, What we do, Get involved.',
    'The target of an in-page link (`#volunteer-form`): give it an `id`.',
  ],
  whenNotToUse: [
    'A box without a heading: use a Container, or a Card for one item among several.',
    'Every small group of paragraphs: too many regions make the landmarks list long; a heading in the text is enough below the main parts.',
    'The page’s own heading: that is the Hero’s `h1` (or an `h1` in the page).',
  ],
  howItWorks: [
    'A `<section>` named by its own heading through `aria-labelledby`, so it is a region landmark that screen-reader users can list and jump to. The content sits in a Container (`size`).',
    '`headingLevel` (2 by default, 3 or 4 when nested) keeps the outline of the page right. A string `intro` becomes a paragraph under the heading.',
    'With `id` it is the target of in-page links; `scroll-margin-top` keeps its heading clear of a sticky header (`--ui-section-scroll-margin`). Tones: `default`, `muted`, `brand` (brand surface, on-brand text, links in the colour of the text).',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Passes through: the section is not focusable; Tab goes to the links and controls inside.',
    },
  ],
  screenReader: [
    "Reading into it, NVDA and JAWS say 'Who we are, region', then the heading 'Who we are, heading level 2'; VoiceOver lists it in the rotor's landmarks.",
    'It is listed with the landmarks (D in NVDA, R in JAWS, the rotor in VoiceOver) and its heading with the headings (H).',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: landmark regions (region)',
    url: 'https://www.w3.org/WAI/ARIA/apg/practices/landmark-regions/',
  },
  examples: [
    {
      do: 'HeadingLevels',
      dont: 'DontSkipHeadingLevels',
      why: 'Follow the outline: 2 under the page heading, 3 inside a level-2 section; skipped levels send screen-reader users looking for sections that are not there.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Follow a link to `#who-we-are` (‘With anchor’).',
      expect: 'The heading ends up below any sticky header, in view.',
      provenBy: 'Section.test.tsx: leaves room above its heading when jumped to',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press D and H through ‘Heading levels’.',
      expect: 'Each section is a region named by its heading; headings go 2, 3, 4, 3 with no gaps.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press Insert + F6 on ‘Heading levels’.',
      expect: 'The headings list shows the nested outline.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Open the rotor’s landmarks and headings on ‘Heading levels’.',
      expect: 'Each section is listed by its heading.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Set the rotor to Headings and swipe down.',
      expect: 'Each section’s heading is reached in order.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Use the reading control for headings.',
      expect: 'Each section’s heading is reached in order.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'Say the name of a link inside ‘Default’.',
      expect: 'It is followed; nothing about the section gets in the way.',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Default’.',
      expect: 'Only the link inside is a scan stop.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Long content’ and ‘Narrow viewport’.',
      expect: 'The heading and text wrap; nothing scrolls sideways.',
      provenBy: 'Section.stories.tsx: NarrowViewport (with the no-sideways-scroll check of every story)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and look at ‘Brand’.',
      expect: 'Text and links stay readable on the system background.',
    },
  ],
};
