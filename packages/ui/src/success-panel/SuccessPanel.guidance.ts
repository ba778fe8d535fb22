import type { ComponentGuidance } from '../docs-support/guidance.js';

export const successPanelGuidance: ComponentGuidance = {
  whenToUse: [
    'In the place of a form the server has accepted: what was sent, what happens next, and a reference the visitor may need.',
    'With an `action` that brings the form back empty, when sending another makes sense (“Send another message”).',
  ],
  whenNotToUse: [
    'Before the server has answered: show the busy button and a Status (“Sending…”) instead; thanks for a send that may still fail pretend.',
    'For a failed send: use an Alert with `focusKey`, and keep the form and what was typed.',
    'As a toast or anything that goes away by itself: the panel stays until the visitor acts (WCAG 2.2.1).',
    'For a success in a dialog flow (a registration’s success step): make the success a dialog of its own, described by the thanks.',
  ],
  howItWorks: [
    'The form that had focus is gone, so focus would fall back to the top of the page. The panel’s heading takes focus when it appears (`tabIndex=-1`), which both announces the news and starts the reader at it; `autoFocus={false}` leaves focus to the page.',
    'It is not also a live region: focus already makes screen readers read the heading, and both would read it twice.',
    'It stays until the visitor acts. The `action` slot holds what they can do next: a “Send another message” button that brings back the empty form and puts focus on its first field (the form owns that focus move). Nothing is removed on a timer: a screen-reader user who has heard only the heading would lose the message and the reference.',
    'A reference is one string in one element, in a monospaced face with letter spacing, so it is read, selected and copied whole.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'From the focused heading: to the panel’s action, then on through the page.' },
    {
      keys: 'Enter or Space',
      action: 'On the action (“Send another message”): the empty form comes back, focus on its first field.',
    },
  ],
  screenReader: [
    'On appearing: “heading, Message Sent Successfully!, level 2” (NVDA, JAWS, VoiceOver); TalkBack moves its focus to the heading and reads it.',
    'Reading on gives the server’s message, the reference (“Your ticket reference is CNT-…”), and the action.',
    'After “Send another message”, the first field of the empty form is announced.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Confirmation page (panel); WCAG 2.2.1 Timing Adjustable',
    url: 'https://design-system.service.gov.uk/patterns/confirmation-pages/',
  },
  examples: [
    {
      do: 'ReplacesForm',
      dont: 'DontVanishOnTimer',
      why: 'Thanks that leave after a few seconds take the message and the reference with them before a screen-reader user, a magnifier user or anyone slow to read has read them, and focus jumps. Let the visitor choose when to go on.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Send the form; press Tab, then Enter on “Send another message”.',
      expect:
        'Focus is on the heading, then the button; the empty form comes back with focus on its first field.',
      provenBy: 'SuccessPanel.stories.tsx: ReplacesForm (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Send the form; read on with the Down arrow; wait a minute.',
      expect:
        'The heading is read on arrival, the message and reference after it, and nothing changes while waiting.',
      provenBy: 'SuccessPanel.stories.tsx: ReplacesForm (its transcript, from the virtual screen reader)',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Send the form; press Insert + Up arrow, then read on.',
      expect: 'The heading is the current line; the reference is read as one string.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Send the form; read on with Control + Option + Right arrow.',
      expect: 'The heading is read, then the message, the reference and the button.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double-tap Send; swipe right through the panel.',
      expect: 'The heading is read first; the button says what it does.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double-tap Send; swipe right.',
      expect: 'The heading is read; the message and the button follow.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Send the form at 400% zoom.',
      expect: 'The heading is in view where the form was; the reference does not overflow.',
      provenBy: 'SuccessPanel.stories.tsx: NarrowViewport',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'Say “click Send another message”.',
      expect: 'The button works by its visible name.',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Send the form with a contrast theme on.',
      expect: 'The panel’s border, the check icon and the focus outline on the heading stay visible.',
    },
  ],
};
