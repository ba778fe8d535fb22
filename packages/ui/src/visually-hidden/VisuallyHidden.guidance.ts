import type { ComponentGuidance } from '../docs-support/guidance.js';

export const visuallyHiddenGuidance: ComponentGuidance = {
  whenToUse: [
    "Words that screen readers need and the design shows another way: the 'Error:' before a field's error, the name of an icon-only control, a heading the layout makes obvious.",
    'With `focusable`, a link that appears only when it has keyboard focus (a skip link).',
  ],
  whenNotToUse: [
    'To hide something from everyone: use the `hidden` attribute or don’t render it.',
    'To hide something from screen readers only (a decorative icon): use `aria-hidden="true"`.',
    'To hide a link or button without `focusable`: keyboard users would focus something they cannot see.',
    'To hand screen-reader users different information from what is shown: hidden text repeats or names what is on screen, it never adds news only some people get (use visible text for that).',
    'Instead of a visible label: voice control users say what they see, so a control needs words on screen.',
  ],
  howItWorks: [
    'A `<span>` (or, with `asChild`, its child) clipped to 1 px and taken out of the layout, with the usual clip and clip-path technique; it stays in the accessibility tree and is read in order.',
    'With `focusable` it becomes visible while it, or anything inside it, has keyboard focus.',
    'The class `ui-visually-hidden` does the same for markup that is not React.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Only with `focusable`: reaches the control inside, which is shown while it has focus.',
    },
  ],
  screenReader: [
    'Read as if it were visible text, in its place: inside a button it becomes part of the button’s name.',
    'Text in a `<span>` of its own may be read as a separate line in browse mode (NVDA, JAWS) or a separate swipe (VoiceOver on iOS); inside a control it is part of the control’s name.',
  ],
  pattern: {
    name: 'WCAG technique C7: using CSS to hide a portion of the link text',
    url: 'https://www.w3.org/WAI/WCAG22/Techniques/css/C7',
  },
  examples: [
    {
      do: 'FocusableWhenFocused',
      dont: 'DontHideAFocusableLink',
      why: 'A hidden link must show itself when focused (`focusable`); otherwise keyboard users focus something they cannot see.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab in ‘Focusable when focused’.',
      expect: 'The link appears while it has focus and disappears after.',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to the button in ‘Icon label’.',
      expect: "'Close, button': the hidden word names it; the ✕ is not read.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press B to move to the button in ‘Icon label’.',
      expect: "'Close, button'.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Move to the button in ‘Icon label’.',
      expect: "'Close, button'.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to the button in ‘Icon label’.',
      expect: "'Close, button'; the hidden text is not a separate swipe stop.",
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe to the button in ‘Icon label’.',
      expect: "'Close, button'.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Close' on ‘Icon label’.",
      expect:
        'It works only because the hidden name matches what the icon means; with no visible word, voice users must guess it or use a grid: prefer visible text.',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Icon label’.',
      expect: 'The button is one scan stop; the hidden text is not a stop of its own.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and Tab in ‘Focusable when focused’.',
      expect: 'The link appears in place and in view when focused.',
    },
  ],
};
