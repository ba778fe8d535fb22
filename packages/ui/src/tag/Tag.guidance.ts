import type { ComponentGuidance } from '../docs-support/guidance.js';

export const tagGuidance: ComponentGuidance = {
  whenToUse: [
    'The status of something in a list, table or summary, when people scan many of them: New, In progress, Accepted, Closed.',
    'A state the visitor needs to notice but not act on there and then.',
  ],
  whenNotToUse: [
    'A link or a filter: use a link or a Button, which look as if they do something.',
    'A message the visitor must read, such as an error or a warning: use an Alert, the ErrorSummary or WarningText.',
    'Decoration or categories that carry no status (topics, keywords): plain text reads better.',
    'More than one tag per item, or a tag on every row that says the same thing: it adds noise, not information.',
  ],
  howItWorks: [
    'A `strong` element with the status in words. Screen readers read it as part of the sentence or table cell it sits in; it has no role and no focus stop.',
    'Six tones: `strong` (filled primary, for new), `info` (in progress), `secondary` (filled purple, waiting on someone), `success`, `danger` and `neutral` (closed or inactive). Pick one tone per status and keep it across the product.',
    'Colour only repeats the words. Each tone’s text reaches 4.5:1 against its background in the light and dark themes; in Windows contrast themes the backgrounds go and a border keeps the label’s outline.',
  ],
  keyboard: [{ keys: 'None', action: 'A tag is text: it is never focused and does nothing when pressed.' }],
  screenReader: [
    "Read as plain text with the content around it, for example 'Asha Rao, Sign language interpreter New'. Put the tag where its words make sense in that reading order, such as the end of a row or its own column.",
    'Screen readers do not announce the bold of a `strong` element by default, so the words must say the status on their own.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Tag (an HTML strong element)',
    url: 'https://design-system.service.gov.uk/components/tag/',
  },
  examples: [
    {
      do: 'InAList',
      dont: 'DontColourOnly',
      why: 'The status is in the words; colour repeats it for those who see colour.',
    },
    {
      do: 'DoFilterLink',
      dont: 'DontInteractive',
      why: 'A tag does not look like something to press; a filter is a link that says what it shows.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through a page of tagged rows.',
      expect: 'Focus never stops on a tag.',
      provenBy: 'Tag.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Read a list or table of tagged rows line by line.',
      expect: 'Each status is read in words with its row, in an order that makes sense.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through a list of tagged items.',
      expect: 'The status is read with its item, not as a separate unlabelled element.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and read a list of tagged items.',
      expect: 'Tags wrap with their text and never overlap or get cut off.',
      provenBy: 'Tag.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and look at the tags.',
      expect: 'Each tag keeps a visible border and its text; the status is still clear.',
      provenBy: 'Tag.test.tsx: keeps an outline in forced colours, where the backgrounds are gone',
    },
  ],
};
