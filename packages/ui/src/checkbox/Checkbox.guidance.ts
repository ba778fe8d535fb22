import type { ComponentGuidance } from '../docs-support/guidance.js';

export const checkboxGuidance: ComponentGuidance = {
  whenToUse: [
    'Consent the visitor must give to go on: ‘I agree to the privacy policy’.',
    'One optional yes-or-no statement that stands on its own: ‘Send me the newsletter’, ‘Keep me signed in’.',
  ],
  whenNotToUse: [
    'Several options that answer one question: use CheckboxGroup, whose legend asks the question.',
    'A choice between two answers that both need saying (‘Yes’ or ‘No’): use RadioGroup, so that not answering is not taken as ‘No’.',
    'Something that takes effect at once, without a form being sent: use a button.',
  ],
  howItWorks: [
    'A native `<input type="checkbox">` with a `<label>`, as in GOV.UK Frontend: it is sent with the form, works before and without scripts, and every browser, screen reader and voice control knows it. The box is drawn with a check mark, so its state shows by shape; label and box make a row at least 44px tall, and clicking the label toggles it.',
    'The label says what checking it means, then "(required)" or "(optional)" in words; `required` also sets the native `required`. The hint under the label and the error above the box describe it through `aria-describedby`; an error sets `aria-invalid`, begins with a hidden "Error:" and draws a red bar.',
    'Put a link to the policy in the hint, not in the label: a link inside a label makes the whole label a confusing mix of two targets, and voice control users cannot say the label to check the box.',
    '`conditional` shows a follow-up question under the box while it is checked (see Conditional reveal). `ref` and the input props go to the input; `className` to the wrapper.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves to the checkbox; Shift + Tab moves back.' },
    { keys: 'Space', action: 'Checks or unchecks it.' },
  ],
  screenReader: [
    "Focus on the box reads the label with the necessity, 'checkbox', 'not checked', 'required', then the hint and the error (NVDA, JAWS, VoiceOver, TalkBack).",
    "An error adds 'invalid entry' (NVDA, JAWS) or 'invalid data' (VoiceOver) and the error text after the hint.",
    "Space says 'checked' or 'not checked'. A box with a follow-up question also says 'expanded' or 'collapsed' in NVDA and JAWS; VoiceOver on macOS does not.",
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Checkbox pattern (native input)',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/checkbox/',
  },
  examples: [
    {
      do: 'DoLinkInHint',
      dont: 'DontLinkInLabel',
      why: 'Link to the policy from the hint. A link inside the label is a second target inside the first: a click on it does not check the box, and screen readers read the label in pieces.',
    },
    {
      do: 'Default',
      dont: 'DontPreCheck',
      why: 'Consent is given by the visitor, never ticked in advance: a checked box would record a consent nobody gave.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to the box and press Space twice.',
      expect: 'The focus ring is visible; the box is checked, then unchecked.',
      provenBy: 'Checkbox.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to a box in error.',
      expect: "The label, 'required', 'invalid entry', the hint and the error are read.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab to the box, press Space.',
      expect: "The label and state are read; Space says 'checked'.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Tab to the box, press Space.',
      expect: "The label, 'required' and the hint are read; Space says 'checked'.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to the box and double tap.',
      expect: 'The whole label is one item with the box; double tap checks it.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe to the box and double tap.',
      expect: "It says 'checkbox', the label and 'checked'.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click I agree to the privacy policy'.",
      expect: 'The box is checked.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Read a long label and hint at 320 px wide.',
      expect: 'The label wraps beside the box; nothing scrolls sideways.',
      provenBy: 'Checkbox.stories.tsx: NarrowViewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Check the box under a contrast theme and Tab to it.',
      expect: 'The box, its check mark and the focus ring stay visible.',
      provenBy: 'Checkbox.test.tsx: keeps the box, the mark and the error bar in forced colours',
    },
  ],
};
