import type { ComponentGuidance } from '../docs-support/guidance.js';

export const detailsGuidance: ComponentGuidance = {
  whenToUse: [
    'Help that only some visitors need, next to the question it helps with: where to find a certificate number, what counts as a disability for this form.',
    'A longer explanation that would push the question itself out of sight if always shown.',
  ],
  whenNotToUse: [
    'Something every visitor needs (a deadline, the documents to send, a fee): show it on the page, where nobody has to guess that it is there.',
    'Several sections a visitor moves between (an FAQ with many questions): use headings, so they can be listed and jumped to.',
    'Navigation or a menu: use MenuDisclosure, which holds links and closes with Escape.',
  ],
  howItWorks: [
    'The native `<details>` and `<summary>` elements, styled: a line of link-coloured, underlined text with a triangle that points right when closed and down when open, and the content under it with a bar beside it.',
    'The browser does the work, with or without scripts: the summary is a focusable control, Enter and Space open and close it, screen readers are told ‘collapsed’ or ‘expanded’, and find-in-page opens it when the text searched for is inside.',
    'Focus stays on the summary when it opens: the content follows it in reading order. `open` and `onOpenChange` control it; `defaultOpen` starts it open.',
    'We keep the native element rather than a button and `aria-expanded`: it needs no script, the browser gives every state and key, and its content is found by find-in-page.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Moves to the summary, then into the content’s links and fields when it is open.',
    },
    { keys: 'Enter or Space', action: 'On the summary: opens or closes it.' },
  ],
  screenReader: [
    "NVDA and JAWS in Chrome and Firefox read the summary as a button, 'collapsed' or 'expanded', and say the new state when it is toggled.",
    "VoiceOver on macOS says 'summary, collapsed' or 'expanded'; on iOS it reads the summary as a button.",
    'TalkBack reads the summary as a button with its state; double tap toggles it.',
    'The content is read after the summary when open, and is skipped when closed.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Disclosure (Show/Hide) pattern, with the HTML details element',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/',
  },
  examples: [
    {
      do: 'UnderAField',
      dont: 'DontHideWhatEveryoneNeeds',
      why: 'Use it for help some visitors need, next to what it helps with. A deadline or a list of documents hidden behind a summary is missed by the many who never open it.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to the summary, press Enter, then Space.',
      expect: 'It opens and closes; the focus ring stays visible on the summary.',
      provenBy:
        'Details.test.tsx: opens and closes with Enter and Space, keeping focus on the summary, and reports each change',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to the summary and press Enter.',
      expect: "'button, collapsed', then 'expanded'; Down arrow reads the content.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab to the summary and press Space.',
      expect: "'collapsed', then 'expanded'.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Move to the summary and press Control + Option + Space.',
      expect: "'summary, collapsed', then 'expanded'.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to the summary and double tap.',
      expect: 'It is read as a button; it opens, and swiping on reads the content.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe to the summary and double tap.',
      expect: 'It is read as a button with its state; it opens.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Where to find your UDID number'.",
      expect: 'It opens.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Open a long summary at 320 px wide.',
      expect: 'The summary wraps beside its triangle; nothing scrolls sideways.',
      provenBy: 'Details.stories.tsx: NarrowViewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Open and close it under a contrast theme.',
      expect: 'The triangle, the underline, the bar and the focus ring stay visible.',
      provenBy: 'Details.test.tsx: keeps the triangle, bar and focus in forced colours',
    },
  ],
};
