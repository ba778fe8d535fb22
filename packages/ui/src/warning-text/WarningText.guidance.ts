import type { ComponentGuidance } from '../docs-support/guidance.js';

export const warningTextGuidance: ComponentGuidance = {
  whenToUse: [
    'Something the reader must not miss before they act: a legal consequence, a deadline, an action that cannot be undone.',
  ],
  whenNotToUse: [
    'Tips and reminders: use a paragraph or InsetText; too many warnings teach people to skip them.',
    'An error in what the visitor entered: use the ErrorSummary and the field’s error message.',
    'News about what just happened: use the NotificationBanner or an Alert.',
  ],
  howItWorks: [
    'An exclamation mark in a filled circle, then the text in bold. The icon is `aria-hidden`; a visually hidden “Warning:” (the `label` prop, for other languages) starts the bold text, so what the icon shows is also heard.',
    'It has no role and is not a live region: it is read where it sits, when the reader reaches it. It never moves focus.',
    'The circle is the page colour cut out of the text colour (7:1 or more in both themes); in Windows contrast themes it is redrawn as an outline.',
  ],
  keyboard: [{ keys: 'None', action: 'Warning text holds no controls of its own and never takes focus.' }],
  screenReader: [
    "Read as 'Warning: Erasing a person’s data cannot be undone…', in place. NVDA, JAWS, VoiceOver and TalkBack read the hidden prefix as part of the text.",
    'The exclamation mark is never read on its own.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Warning text',
    url: 'https://design-system.service.gov.uk/components/warning-text/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontMinorTip',
      why: 'Keep warnings for what matters, so that “Warning” still makes people stop.',
    },
  ],
  checklist: [
    {
      with: 'NVDA + Firefox',
      try: 'Read the page with the down arrow.',
      expect: "'Warning:' is read before the text; the exclamation mark is not read.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to the warning.',
      expect: "It is read as one item starting with 'Warning', not split into the icon and the text.",
    },
    {
      with: 'Keyboard only',
      try: 'Tab through the page.',
      expect: 'Focus never stops on the warning.',
      provenBy:
        'WarningText.test.tsx: hides the icon and reads a visually hidden “Warning:” before the bold text',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and read the warning.',
      expect: 'The icon stays a circle beside the wrapped text, inside the viewport.',
      provenBy: 'WarningText.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The icon is drawn as a circled exclamation mark in the text colour.',
      provenBy: 'WarningText.test.tsx: draws a circular icon of at least 3:1 and keeps it in forced colours',
    },
  ],
};
