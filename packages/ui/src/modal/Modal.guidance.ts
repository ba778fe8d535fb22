import type { ComponentGuidance } from '../docs-support/guidance.js';

export const modalGuidance: ComponentGuidance = {
  whenToUse: [
    'A short task or detail the visitor asked for and must finish or dismiss before going on: event details, a sign-in form, a confirmation.',
    'Content that belongs to one moment of a flow and would clutter the page if always shown.',
  ],
  whenNotToUse: [
    'Long reading or a long form: give it a page of its own, which can be bookmarked, shared and reached without scripts.',
    'A message the visitor did not ask for (promotions, newsletters on arrival): it takes focus away from what they came to do.',
    'An error or success after a form is sent: use the ErrorSummary, an Alert or the SuccessPanel in the page, where focus already is.',
    'A dialog on top of a dialog, unless the second one is a step of the first (as in the events flow).',
  ],
  howItWorks: [
    'Built on Radix Dialog. It is named by its title (an h2) and described by `description` when one is given.',
    'When it opens, focus moves to its first control (the × button, or a field with `autoFocus`), every time: a dialog reopened while it is still fading out is drawn afresh, not reused without focus. Tab and Shift + Tab stay inside; the dialog carries `aria-modal="true"` and the rest of the page is hidden from assistive technology (live regions included) and cannot be clicked.',
    'Escape, the × button (named by `closeLabel`) and any `ModalClose` close it. Focus returns to the element that opened it; `returnFocusRef` can send it elsewhere, for example to a heading after a flow ends.',
    'In a short viewport, such as 400% zoom, the whole dialog scrolls so that its title and × stay reachable.',
  ],
  keyboard: [
    { keys: 'Enter or Space', action: 'On the trigger: opens the dialog and moves focus into it.' },
    { keys: 'Tab', action: 'Moves to the next control in the dialog; from the last, back to the first.' },
    { keys: 'Shift + Tab', action: 'Moves to the previous control; from the first, to the last.' },
    { keys: 'Escape', action: 'Closes the top dialog and returns focus to what opened it.' },
  ],
  screenReader: [
    "On opening, the dialog role and its title are announced, then the focused control (for example 'dialog, Inclusive Career Fair, button, Close'); the virtual screen reader of the transcripts also says 'modal', from `aria-modal`.",
    'The description, when given, is read after the title by NVDA, JAWS and VoiceOver; TalkBack reads it when the visitor explores.',
    'The page behind cannot be reached with the virtual cursor, headings list or rotor while the dialog is open: reading on past the end of the dialog goes back to its start (the ‘Over a form’ transcript).',
    'After a form in a dialog is sent, focus goes back to the button that opened it, which says nothing about the send: say the result in a Status on the page, as ‘With form’ does.',
    'On closing, the control that opened it is announced again, so the visitor knows where they are.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Dialog (Modal) pattern',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/',
  },
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Open the dialog with Enter, Tab through it in both directions, close it with Escape.',
      expect:
        'Focus never leaves the dialog while it is open, is always visible, and lands back on the trigger.',
      provenBy: 'Modal.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Open the dialog; press Insert + Down arrow to read everything; press H to move by heading.',
      expect:
        'The title is announced on opening; reading stays inside the dialog; no heading of the page behind is found.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Open the dialog, read it with the virtual cursor, then press Insert + F6 for the headings list.',
      expect: 'Only the dialog’s content and headings are listed.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Open the dialog with Control + Option + Space; open the rotor (Control + Option + U).',
      expect: "'dialog' and the title are announced; the rotor lists only the dialog's content.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Open the dialog with a double tap; swipe right through it and past its end.',
      expect: 'Swiping never reaches the page behind; a two-finger scrub (Z gesture) closes it.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Open the dialog; swipe through it; use the back gesture.',
      expect: 'The title is announced; the back gesture closes the dialog and focus returns to the trigger.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Learn More', then 'click Close'.",
      expect: 'Both work by their visible names; the × is named by `closeLabel`, so say what it reads.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Open the dialog at 400% zoom and scroll through it.',
      expect: 'The title and × are reachable; a field that takes focus is scrolled into view.',
      provenBy: 'Modal.stories.tsx: Zoom400',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Open the dialog with a contrast theme on.',
      expect: 'The dialog keeps a visible border against the page behind, and focus stays visible.',
    },
  ],
};
