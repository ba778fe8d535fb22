import type { ComponentGuidance } from '../docs-support/guidance.js';

export const containerGuidance: ComponentGuidance = {
  whenToUse: [
    'Around a page’s content, to keep lines at a readable length and off the screen edges.',
    '`narrow` for running text (one column of about 70 characters), `default` for a page, `wide` for galleries and grids.',
  ],
  whenNotToUse: [
    'A part of the page with its own heading that people should find in the landmarks list: use a Section, which is named by its heading.',
    'Spacing between items: use the layout of the component that holds them (CardGrid, Steps), not nested containers.',
    'A landmark with no name: if you pass `as="nav"`, `"aside"` or `"section"`, give it `aria-label` or `aria-labelledby`, or leave it a `div`.',
  ],
  howItWorks: [
    'A `<div>` (or the element given by `as`) with a maximum width and inline padding from the tokens (`--ui-measure`, `--ui-container-max`), centred. The padding keeps text and focus rings at least 16 px off the edges of a 320 px screen, so nothing scrolls sideways at 400% zoom (WCAG 1.4.10).',
    'It adds no role and no name of its own: as a `div` it is invisible to assistive technology; with `as` it takes that element’s meaning (`nav` is a navigation landmark, `aside` a complementary one, `main` the main one).',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Passes through: a container is not focusable; Tab goes to the controls inside it.',
    },
  ],
  screenReader: [
    'A `div` container is not announced; its content is read as if it were not there.',
    "With `as=\"aside\"` and a name it is announced as 'complementary' (NVDA, JAWS) or 'complementary, Our partners' (VoiceOver), and listed with the landmarks.",
  ],
  pattern: {
    name: 'HTML: the div element (and, with `as`, the sectioning element chosen)',
    url: 'https://html.spec.whatwg.org/multipage/grouping-content.html#the-div-element',
  },
  examples: [
    {
      do: 'AsLandmark',
      dont: 'DontUnnamedSection',
      why: 'A landmark needs a name to be found and told apart; an unnamed `section` is not a landmark at all.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through a page that uses containers.',
      expect: 'Focus rings are never cut off at the screen edge.',
      provenBy: 'Container.test.tsx: keeps content at least 16px off the edges of a 320px screen',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press D through ‘As a named landmark’.',
      expect: "'Our partners, complementary landmark'; in ‘Default’, no landmark is found.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press Insert + Control + R for the landmarks list on ‘As a named landmark’.',
      expect: 'The list holds ‘Our partners’.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Open the rotor’s landmarks on ‘As a named landmark’.',
      expect: "'Our partners, complementary'.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Set the rotor to Landmarks and swipe down on ‘As a named landmark’.',
      expect: 'The landmark is reached by its name.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Use the reading control for landmarks on ‘As a named landmark’.',
      expect: 'The landmark is reached.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'Give a command to a link inside a container.',
      expect: 'Nothing about the container gets in the way.',
    },
    {
      with: 'Switch access',
      try: 'Scan a page built with containers.',
      expect: 'The container is never a scan stop.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Narrow viewport’.',
      expect: 'Lines wrap within the screen with a margin on both sides; nothing scrolls sideways.',
      provenBy: 'Container.stories.tsx: NarrowViewport (with the no-sideways-scroll check of every story)',
    },
  ],
};
