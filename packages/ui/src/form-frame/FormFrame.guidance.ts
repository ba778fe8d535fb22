import type { ComponentGuidance } from '../docs-support/guidance.js';

export const formFrameGuidance: ComponentGuidance = {
  whenToUse: [
    'Any form the page checks when it is submitted: it places the error summary, the banner of a failed send, the submit button and the sending status the same way on every form.',
  ],
  whenNotToUse: [
    'A single control that acts at once (a filter that applies as it changes): it needs no submit button.',
    'A form of several steps: give each step its own FormFrame, not one around them all.',
  ],
  howItWorks: [
    'A `<form noValidate>`: the page checks the fields on submit and shows its own messages, never the browser’s bubbles.',
    'With `errors`, an ErrorSummary above the fields lists each one as a link to its field, and takes focus; with `bannerError`, an error Alert does. Both take focus again whenever `focusKey` changes, such as a submit counter.',
    'With `busy`, the submit button shows `busyLabel`, stays focusable and ignores presses, and a visually hidden Status says `busyLabel`: a change to the focused button’s name alone is not read by every screen reader.',
  ],
  keyboard: [
    { keys: 'Enter', action: 'In a text field: submits the form.' },
    {
      keys: 'Tab',
      action:
        'From the error summary, reaches its links; Enter on one moves focus to that field. Then the fields and the submit button.',
    },
  ],
  screenReader: [
    "After a submit with errors: 'There is a problem', then the list of errors, read from the summary, which has focus.",
    "While the form is sent: the busy label ('Sending Message...'), from the hidden status.",
  ],
  pattern: {
    name: 'GOV.UK Design System: validation (error summary and error messages)',
    url: 'https://design-system.service.gov.uk/patterns/validation/',
  },
  checklist: [
    {
      with: 'Keyboard only',
      try: "Press Enter on 'Send message' in ‘Default’ with the field empty, then Tab and Enter.",
      expect: 'Focus goes to the error summary, then to the field named by its link.',
      provenBy: 'FormFrame.stories.tsx: Default',
    },
    {
      with: 'NVDA + Firefox',
      try: "Press Enter on 'Send message' in ‘Default’ with the field empty.",
      expect: "'There is a problem' and the error are read; the link to the field follows.",
      provenBy: 'FormFrame.stories.tsx: Default',
    },
    {
      with: 'JAWS + Chrome',
      try: "Fill the field in ‘Default’ and press 'Send message'.",
      expect: "'Sending Message...' is read while the form is sent.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: "Press 'Send message' in ‘Default’ with the field empty.",
      expect: "'There is a problem' and the error are read.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: "Double-tap 'Send message' in ‘Default’ with the field empty.",
      expect: 'The summary has focus and is read.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: "Double-tap 'Send message' in ‘Default’ with the field empty.",
      expect: 'The summary has focus and is read.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: "Press 'Send message' in ‘Default’ with the field empty.",
      expect:
        'The summary scrolls into view with focus; following its link brings the field’s label into view.',
    },
  ],
};
