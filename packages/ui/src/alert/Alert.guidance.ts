import type { ComponentGuidance } from '../docs-support/guidance.js';

export const alertGuidance: ComponentGuidance = {
  whenToUse: [
    'A send the server refused or that never arrived: a banner above the form that says what happened and what to do ("Failed to send message. Please try again."), with `focusKey` so focus goes to it.',
    'News about the whole page that the visitor must not miss, such as a saved change or a closing date, without moving focus.',
  ],
  whenNotToUse: [
    'Errors in particular fields: use the ErrorSummary above the form and the message beside each field.',
    'Thanks after a send: the SuccessPanel takes the form’s place.',
    'Progress and quiet news (“Submitting…”, “3 results”): use Status, a polite live region; an alert interrupts whatever the screen reader is saying.',
    'A message that is already there when the page loads and is not urgent: write it as a paragraph of the page.',
  ],
  howItWorks: [
    'Without `focusKey` it is a live region (`role="alert"`): committed empty, its words filled in a moment later in one piece, because screen readers announce a change to a region far more reliably than one inserted with its text, and announce each change once.',
    'With `focusKey` (pass a submit counter) it takes focus when it appears and whenever the key changes, as the ErrorSummary does: at 400% zoom the banner is a screen-height above the Send button, and focus brings it into view. Focused, it is a group named by its kind and title (or its message when it has no title) and described by its message, and it is not a live region: focus already makes it speak, and a live region as well would make it speak twice.',
    'The kind is said in words before the title, never by colour or the icon alone: a visually hidden “Error:”, “Information:” or “Success:”. The icon is decorative.',
    'Render it when there is something to say and remove it when the visitor changes what they typed; a second failure then appears, and is heard, afresh.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'From a focused banner: on to the form’s first field or control. The banner itself is focusable only by script (`tabindex="-1"`).',
    },
    { keys: 'Shift + Tab', action: 'From a focused banner: back to what comes before the form.' },
  ],
  screenReader: [
    'Focused (`focusKey`): the group and its name are read, for example “group, Error: Failed to send message. Please try again.”; NVDA and JAWS read the description (the message) after a title; VoiceOver reads the name, then the description after a pause.',
    'Live (no `focusKey`): NVDA, JAWS and VoiceOver interrupt what they are saying to read “Error: …” once; TalkBack reads it after the current phrase. Focus stays where it was.',
    'Read as part of the page, the visually hidden “Error:” comes before the words, so the kind never depends on the red colour.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Alert pattern; GOV.UK Design System: error summary (focus on a failed submit)',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/alert/',
  },
  examples: [
    {
      do: 'FocusedAfterFailedSend',
      dont: 'DontVagueMessage',
      why: 'Say what happened and what to do next, in words the visitor knows: “Failed to send message. Please try again.” “Error 500” tells them neither, and nothing that they typed was lost.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Send the form while the server refuses it; then press Tab.',
      expect:
        'Focus moves to the banner, which is visibly focused and scrolled into view; Tab goes on to the first field.',
      provenBy: 'Alert.stories.tsx: FocusedAfterFailedSend (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Send the form while the server refuses it.',
      expect:
        'NVDA says “Error: Failed to send message. Please try again.” once, not twice, and focus is on the banner.',
      provenBy: 'Alert.stories.tsx: FocusedAfterFailedSend (its transcript, from the virtual screen reader)',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Send the form while the server refuses it; then press Insert + Up arrow.',
      expect: 'The banner is read once on arrival; Insert + Up reads it again as the focused group.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Send the form while the server refuses it.',
      expect: 'VoiceOver reads the banner’s name once; the VoiceOver cursor is on the banner.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double-tap Send while the server refuses it; swipe right.',
      expect: 'The banner is read and focused; the next swipe reaches the first field.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double-tap Send while the server refuses it.',
      expect: 'TalkBack reads the banner once and its focus is on it.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400%, scroll to the Send button and send while the server refuses it.',
      expect: 'The view moves to the banner at the top of the form; nothing must be searched for.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'After the failure, say “click Send Message”.',
      expect: 'The button still works by its visible name; the banner does not get in the way.',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Show an error banner with a contrast theme on, and focus it.',
      expect: 'The border and the focus outline stay visible; the icon takes the text colour.',
    },
  ],
};
