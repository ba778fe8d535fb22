import type { ComponentGuidance } from '../docs-support/guidance.js';

export const statusGuidance: ComponentGuidance = {
  whenToUse: [
    "Progress and results the visitor should hear without losing their place: 'Submitting...', 'Successfully Subscribed!', '3 workshops found'.",
    'News that sighted visitors see from the page itself (a list that changed): with `visuallyHidden`, for screen readers only.',
  ],
  whenNotToUse: [
    'Errors after a form is sent: use the ErrorSummary (focus moves to it) or an Alert for a failure the visitor must act on now.',
    'A success the visitor must not miss, such as a reference number: use the SuccessPanel, which takes focus and stays.',
    'Text that changes on every key press: it would talk over the visitor; wait until they pause, as the TextArea does.',
    'Anything that disappears on a timer: messages stay until the visitor moves on.',
  ],
  howItWorks: [
    'A `<div role="status">`, which is a polite live region (`aria-live="polite"`, `aria-atomic="true"` are implied): when its text changes, screen readers read the whole message once they finish what they are saying, and focus does not move. Its role cannot be overridden.',
    'Render it before the message arrives and keep it rendered while the text changes: a live region added together with its text is often not announced. Empty, it draws no box.',
    'Tones (`neutral`, `info`, `success`) change only its colours; the words carry the meaning. With `visuallyHidden` it is read but not drawn: use it only to repeat what the page already shows.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'Passes it by: a status is not focusable, so the visitor keeps working where they are while it is read.',
    },
  ],
  screenReader: [
    'NVDA, JAWS, VoiceOver and TalkBack read the new text after what they are saying; the text is read whole, even when only part of it changed.',
    "Reading the page, the message is found where it is drawn (NVDA and JAWS do not say 'status' before it).",
    'A message that changes twice quickly may be read only in its last form; a message replaced by the same words is usually not read again.',
  ],
  pattern: {
    name: 'WAI-ARIA 1.2: the status role (a polite live region)',
    url: 'https://www.w3.org/TR/wai-aria-1.2/#status',
  },
  examples: [
    {
      do: 'ChangingMessage',
      dont: 'DontAddWithMessage',
      why: 'Keep the status on the page and change its text; a status added with its message already in it is often not read.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'In ‘Changing message’, Tab to Subscribe and press Enter.',
      expect: 'Focus stays on the button; the message appears below it.',
      provenBy: 'Status.stories.tsx: ChangingMessage (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'In ‘Changing message’, press Subscribe.',
      expect: "'Subscribing...', then 'Successfully Subscribed!', each once, without moving focus.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'The same as with NVDA.',
      expect: 'Both messages are read once; JAWS does not move its virtual cursor.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'The same, with Control + Option + Space on Subscribe.',
      expect: 'Both messages are read.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap Subscribe and wait.',
      expect:
        'The result is read; if VoiceOver was still speaking, the progress message may be skipped, but not the result.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap Subscribe.',
      expect: 'The result is read without moving TalkBack’s focus.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Subscribe'.",
      expect: 'The message appears where it can be seen; nothing takes focus away from the next command.',
    },
    {
      with: 'Switch access',
      try: 'Select Subscribe.',
      expect: 'The status is not a scan stop; scanning carries on from the button.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and press Subscribe.',
      expect: 'The message appears directly under the button, within the magnified view.',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and look at ‘Success’ and ‘Info’.',
      expect: 'The message keeps its border and its words; the tone is not needed to understand it.',
    },
  ],
};
