import type { ComponentGuidance } from '../docs-support/guidance.js';

export const announcerGuidance: ComponentGuidance = {
  whenToUse: [
    "News about the whole page that no single component owns: a new page after a client-side navigation ('Contact us | Foundation'), 'You are signed in', 'You are signed out'.",
    'A message that must be heard after a modal dialog closes: it waits until the dialog has given the page back to screen readers.',
  ],
  whenNotToUse: [
    "Progress or a result inside one component ('Submitting...', '3 workshops found'): give that component its own Status.",
    'Errors after a form is sent: use the ErrorSummary or an Alert, which take focus.',
    'Anything the visitor must read later: the region is for speech; show lasting news on the page as well.',
  ],
  howItWorks: [
    'Wrap the application in one `AnnouncerProvider` and render one `<Announcement />` inside it: a visually hidden polite live region (`role="status"`), present and empty from the first paint, so screen readers know it before anything is said.',
    '`useAnnounce()` returns a function that says a message. The region is emptied first, so the same words said twice are heard twice.',
    'While a modal dialog hides the page from screen readers (`aria-hidden` on its ancestors), a message waits for the page to come back, for up to two seconds.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Passes it by: the region is not focusable; focus stays where the visitor acted.',
    },
  ],
  screenReader: [
    'NVDA, JAWS, VoiceOver and TalkBack read the message after what they are saying, without moving the reading position.',
    'Reading the page, the region is found at its end, empty or with the last message.',
  ],
  pattern: {
    name: 'WAI-ARIA 1.2: the status role (a polite live region)',
    url: 'https://www.w3.org/TR/wai-aria-1.2/#status',
  },
  checklist: [
    {
      with: 'Keyboard only',
      try: "Tab to 'Save the draft' in ‘Default’ and press Enter.",
      expect: 'Focus stays on the button; nothing on screen moves.',
    },
    {
      with: 'NVDA + Firefox',
      try: "Press Enter on 'Save the draft' in ‘Default’, twice.",
      expect: "'Your draft is saved' is read after each press, without leaving the button.",
      provenBy: 'Announcer.stories.tsx: Default',
    },
    {
      with: 'JAWS + Chrome',
      try: "Press Enter on 'Save the draft' in ‘Default’.",
      expect: "'Your draft is saved' is read.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: "Press Control + Option + Space on 'Save the draft' in ‘Default’.",
      expect: "'Your draft is saved' is read.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: "Double-tap 'Save the draft' in ‘Default’.",
      expect: "'Your draft is saved' is read.",
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: "Double-tap 'Save the draft' in ‘Default’.",
      expect: "'Your draft is saved' is read.",
    },
    {
      with: 'Screen magnifier at 400%',
      try: "Press 'Save the draft' in ‘Default’.",
      expect: 'Nothing appears or moves on screen: the message is for speech only.',
    },
  ],
};
