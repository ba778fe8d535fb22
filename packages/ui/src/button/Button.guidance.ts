import type { ComponentGuidance } from '../docs-support/guidance.js';

export const buttonGuidance: ComponentGuidance = {
  whenToUse: [
    'An action on this page: send a form, open a dialog, show or hide something, add to a calendar.',
    'An action that takes a moment, such as sending a message: set `busy` while it runs, so it cannot be sent twice.',
  ],
  whenNotToUse: [
    'Going to another page or another place on the page: use `ButtonLink`, which is a real link (it can be opened in a new tab, is listed with the links and works without scripts).',
    'A Send button that waits for the form to be valid: keep it enabled and report what is missing with the ErrorSummary and each field’s error, as a disabled button explains nothing.',
    'A choice between options: use a RadioGroup or a CheckboxGroup, which say which option is chosen.',
    'An icon with no words: give every button visible text; if the design cannot, put the words in `VisuallyHidden` inside it.',
  ],
  howItWorks: [
    'A native `<button>`, `type="button"` unless you pass `type="submit"`, so it never sends a form by surprise. Variants (`primary`, `secondary`, `outline`, `ghost`, `danger`) change only its colours; every size is at least 44 × 44 CSS px, and the focus ring is a 3px outline with a contrasting inner ring.',
    'With `busy` it shows `busyLabel` (with a spinner hidden from assistive technology), keeps focus and its place in the tab order, and gets `aria-disabled="true"`. While busy, clicks and Enter (including the implicit submit of Enter in a text field) do nothing. `aria-disabled` without `busy` does the same and keeps the label.',
    'Native `disabled` takes the button out of the tab order (and browsers that apply HTML’s focus fix-up drop focus from it): avoid it for a button the visitor has just pressed (see the do and don’t below).',
    'A button does not say what happened after it: put the result in a Status (or move focus to an ErrorSummary or SuccessPanel), as the ‘Busy, then done’ story does.',
    '`ButtonLink` draws a link (`<a>`) the same way; `asChild` styles a router’s link instead.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the button, also while busy or `aria-disabled`.' },
    { keys: 'Shift + Tab', action: 'Moves focus to the previous control.' },
    {
      keys: 'Enter',
      action: 'Activates the button (does nothing while busy). On a `ButtonLink`, follows the link.',
    },
    {
      keys: 'Space',
      action:
        'Activates the button when the key is released. On a `ButtonLink` it scrolls the page, as on any link.',
    },
  ],
  screenReader: [
    "Announced as 'button' and its text ('Send Message, button'); a `ButtonLink` as a link.",
    "While busy its name is the busy label, with 'unavailable' (NVDA, JAWS), 'dimmed' (VoiceOver) or 'disabled' (TalkBack). The spinner is not read.",
    'When the label changes on the focused button, NVDA says the new label; JAWS and VoiceOver usually say nothing until the visitor moves. So the page must announce the result itself, in a Status.',
    'A native `disabled` button is skipped by Tab; screen readers still find it when reading and say it is unavailable.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Button pattern',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
  },
  examples: [
    {
      do: 'AsLink',
      dont: 'DontButtonToNavigate',
      why: 'Going somewhere is a link; doing something is a button. A button that navigates is announced as a button and is missing from the links list.',
    },
    {
      do: 'BusyThenDone',
      dont: 'DontDisableWhileSending',
      why: 'While sending, keep focus on the button with `busy` and say the result in a Status; a disabled button leaves the tab order (some browsers move focus to the top of the page) and nothing is heard.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to the button and press Enter, then Space; in ‘Busy’, press Enter again.',
      expect:
        'Both keys activate it; the focus ring is visible; while busy it keeps focus and nothing is sent twice.',
      provenBy: 'Button.stories.tsx: Busy (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'In ‘Busy, then done’, Tab to Send Message and press Enter.',
      expect:
        "'Send Message, button'; then 'Sending Message..., button, unavailable'; then 'Message sent...' from the status.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'The same as with NVDA; then press Insert + F7 for the links list on ‘ButtonLink’.',
      expect:
        'The result is read from the status even if the busy label is not; a ButtonLink is in the links list, a Button is not.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Control + Option + Space on Send Message in ‘Busy, then done’.',
      expect: "'Send Message, button', later 'Message sent. We will reply within two working days.'",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to Send Message and double tap.',
      expect:
        'The status message is read without moving focus; swiping back to the button reads its label again.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe to Send Message and double tap.',
      expect: "'Send Message, button'; the status message is read when the send ends.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Send Message' (Voice Control: 'tap Send Message').",
      expect: 'It works by the visible text, because the accessible name is that text.',
    },
    {
      with: 'Switch access',
      try: 'Scan to the button and select it, then select it again while it is busy.',
      expect: 'It is one scan stop; the second selection sends nothing.',
      provenBy: 'Button.stories.tsx: NoDoubleSubmit (play function)',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and find ‘Narrow viewport’ and ‘Long label’.',
      expect: 'The label wraps inside the button; nothing scrolls sideways; the target stays at least 44 px.',
      provenBy:
        'Button.stories.tsx: Sizes and NarrowViewport (with the no-sideways-scroll check of every story)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and look at every variant, focused and busy.',
      expect: 'Each button keeps a visible border and focus ring; the busy spinner is still visible.',
    },
  ],
};
