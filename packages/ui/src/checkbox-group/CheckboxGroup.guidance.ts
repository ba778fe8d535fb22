import type { ComponentGuidance } from '../docs-support/guidance.js';

export const checkboxGroupGuidance: ComponentGuidance = {
  whenToUse: [
    'Any number of answers to one question: areas of expertise, newsletters, access needs.',
    'A question where "none" is a valid answer: add a "None of these" option rather than leaving all boxes empty.',
  ],
  whenNotToUse: [
    'Exactly one answer: use a RadioGroup (or a Select for a long list).',
    'A single consent or confirmation: use one checkbox with its own label, not a group of one.',
    'A setting that takes effect at once (turning something on): use a button that says what it does.',
  ],
  howItWorks: [
    'Native checkboxes in a `<fieldset>` whose `<legend>` asks the question; each checked box submits `name=value` with its form. The legend says "(required)" or "(optional)" in words.',
    "No box carries `required` (natively it would demand every box); the form's validation checks that at least one is chosen. The hint and the error (after a hidden 'Error:') describe the fieldset through `aria-describedby`.",
    'Each box stays the real, focusable input, drawn with a check mark when checked (a shape, not a colour), with system colours in forced-colours mode; with its label it makes a row at least 44 px tall. An option `hint` describes its box.',
    '`id` is the first box’s id, for ErrorSummary links. `onValueChange` receives every checked value, in the order of the options.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves to the next box (every box is a tab stop).' },
    { keys: 'Shift + Tab', action: 'Moves to the previous box.' },
    { keys: 'Space', action: 'Checks or unchecks the focused box.' },
  ],
  screenReader: [
    "Entering the group: the legend with '(required)', 'grouping' (NVDA, JAWS) or 'group' (VoiceOver), the hint and the error, then 'Education, check box, not checked'.",
    "Space says 'checked' or 'not checked' ('unchecked' in VoiceOver).",
    'Whether VoiceOver on iOS and TalkBack read the hint and error of the group varies; the error is also in the ErrorSummary at the top of the form.',
    'The virtual screen reader of the transcripts says only the box on Tab; the transcripts read the group first to show its name and description.',
  ],
  pattern: {
    name: 'HTML: the fieldset and legend elements with checkbox inputs (GOV.UK Frontend checkboxes)',
    url: 'https://html.spec.whatwg.org/multipage/form-elements.html#the-fieldset-element',
  },
  examples: [
    {
      do: 'Expertise',
      dont: 'DontRequiredOnEveryBox',
      why: 'Say "(required)" once in the legend; `required` on each box makes the browser demand all of them.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'In ‘Keyboard’, Tab to Education, press Space, Tab, Space, Shift + Tab, Space.',
      expect:
        'Each box toggles with Space; the form submits exactly the checked ones; the focus ring is visible.',
      provenBy: 'CheckboxGroup.stories.tsx: Keyboard (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab into ‘With error’.',
      expect:
        "The question, 'grouping', 'Select all that apply. Error: Select at least one area of expertise', then the first box.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab into ‘Expertise’ and press Space.',
      expect: "The question on entry; 'checked' after Space.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Tab into ‘With hint’, press Space.',
      expect: "The question and hint with the first box; 'checked'.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe into ‘With error’ and double tap a box.',
      expect:
        'The question is read on entry; check whether the error is read, and note it if not; the box says checked.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through ‘Long content’ and double tap the first box.',
      expect: "The option's own hint is read after its label; 'checked' is said.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Advocacy', then 'click Research and Policy'.",
      expect: 'Both boxes toggle by their visible labels.',
    },
    {
      with: 'Switch access',
      try: 'Scan through ‘Expertise’ and select three boxes.',
      expect: 'Each box is a scan stop and toggles on selection.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Long content’.',
      expect: 'Every row wraps within the screen and is at least 44 px tall.',
      provenBy: 'CheckboxGroup.stories.tsx: NarrowViewport (play function)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and check a box.',
      expect: 'The check mark and the focus ring stay visible in system colours.',
    },
  ],
};
