import type { ComponentGuidance } from '../docs-support/guidance.js';

export const stepsGuidance: ComponentGuidance = {
  whenToUse: [
    'The stages of a process in order, three to six of them, each with a short title and a sentence or two: how we work, how to apply.',
  ],
  whenNotToUse: [
    'A task the visitor is doing now, page by page: that is a form with a step indicator (‘Step 2 of 4’ in the page heading), not a list.',
    'Items whose order does not matter: use a CardGrid or a bulleted list.',
    'Long instructions: use a numbered list in the text (`<ol>`), which keeps every detail with its step.',
  ],
  howItWorks: [
    'An ordered list (`<ol role="list">`; Safari needs the role once the bullets are gone) of cards in a grid: as many columns as fit at 15rem, one at 320 px.',
    'The big number on each card is drawn with a CSS counter whose alternative text is empty, so it is not read a second time: the list already gives each step its position.',
    'Each step has a heading (`headingLevel`, 3 by default under a section’s `h2`), so steps can be found by heading. Name the list with `aria-label` when the page has more than one.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Goes to the links inside the steps, if any; the list is not focusable.' },
  ],
  screenReader: [
    "Entering the list, screen readers say that it is a list, its name ('Our approach in four steps') and that it has 4 items; each step is read with its heading.",
    "VoiceOver also says each step's position ('1 of 4'); NVDA and JAWS read the steps in order without a number. The drawn numbers are never read, so nothing is said twice.",
  ],
  pattern: {
    name: 'HTML: the ol element (an ordered list)',
    url: 'https://html.spec.whatwg.org/multipage/grouping-content.html#the-ol-element',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontNumberTheTitles',
      why: 'Let Steps number the steps; a number in the title is drawn and read twice.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through ‘Rich descriptions’.',
      expect: 'The links inside the steps are reached in order.',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press L to the list, then I through the items.',
      expect: 'A list named ‘Our approach in four steps’ with 4 items; no number is read twice.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press H through ‘Default’.',
      expect: 'Each step’s heading is found, at level 3.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Read ‘Default’ with Control + Option + Right arrow.',
      expect: "'list, 4 items', then '1 of 4' with the first step.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through ‘Default’.',
      expect: 'Each step is read with its heading; the count is said on entering the list.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through ‘Default’.',
      expect: "'list, 4 items' on entering; each step's heading and text.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'Say the name of a link in ‘Rich descriptions’.',
      expect: 'It is followed.',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Default’.',
      expect: 'The steps are not scan stops (they hold no controls).',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Narrow viewport’.',
      expect: 'One step per row, number above the heading, nothing scrolls sideways.',
      provenBy: 'Steps.test.tsx: is one column at 320px and several when there is room',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'Each number keeps its ring.',
    },
  ],
};
