import type { ComponentGuidance } from '../docs-support/guidance.js';

export const radioGroupGuidance: ComponentGuidance = {
  whenToUse: [
    'One answer from two to about five options that the visitor should see all at once: Yes / No, In person / Online.',
    'Options that need a short explanation each: give them an option `hint`.',
  ],
  whenNotToUse: [
    'More than about five options, or long lists: use a Select.',
    'Several answers at once: use a CheckboxGroup.',
    'A single yes/no consent ("I agree"): use one checkbox with its own label.',
    'An action that happens at once when chosen (changing the page, sending a form): use buttons or links; radios only record an answer.',
  ],
  howItWorks: [
    'Native radio buttons in a `<fieldset>` whose `<legend>` asks the question, so screen readers say the question as the visitor enters the group. The legend says "(required)" or "(optional)" in words.',
    "The hint and the error (after a hidden 'Error:') describe the fieldset through `aria-describedby`. There is no `aria-invalid`: a group does not support it, so, as in GOV.UK Frontend, the error is part of the group's description.",
    'The browser gives the keyboard: Tab enters the group on the checked radio (or the first), arrow keys move and choose, Space chooses. Each radio stays the real, focusable input, drawn with a dot when checked (a shape, not a colour) and with system colours in forced-colours mode; with its label it makes a row at least 44 px tall.',
    '`id` is the first radio’s id, so an ErrorSummary link lands on it. `inline` lays short options side by side.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'Enters the group on the checked radio, or the first when none is checked; Tab again leaves the group.',
    },
    {
      keys: 'Down or Right arrow',
      action: 'Moves to the next radio and checks it; from the last, to the first.',
    },
    { keys: 'Up or Left arrow', action: 'Moves to the previous radio and checks it.' },
    { keys: 'Space', action: 'Checks the focused radio (when the group was entered with none checked).' },
  ],
  screenReader: [
    "Entering the group: the legend with '(required)', 'grouping' (NVDA, JAWS) or 'group' (VoiceOver), the hint and the error, then the focused radio: 'Yes, radio button, not checked, 1 of 2'.",
    "Checking a radio says 'checked'. Moving with the arrows says the new radio, already checked.",
    'VoiceOver on iOS and TalkBack read the legend when the visitor swipes into the group; whether they read the hint and error of the group varies with the version, so the error is also summarised by the ErrorSummary at the top of the form.',
    'The virtual screen reader of the transcripts says only the radio on Tab; the transcripts read the group first to show its name and description.',
  ],
  pattern: {
    name: 'HTML: the fieldset and legend elements with radio inputs (GOV.UK Frontend radios)',
    url: 'https://html.spec.whatwg.org/multipage/form-elements.html#the-fieldset-element',
  },
  examples: [
    {
      do: 'YesNo',
      dont: 'DontQuestionOutsideTheGroup',
      why: 'Ask the question in the legend, so it is heard with the options; a paragraph above loose radios is never read on Tab.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab into ‘Keyboard’, choose with Space, move with the arrows, Shift + Tab out and Tab back.',
      expect: 'Arrows move and choose; Tab comes back to the checked radio; the focus ring is visible.',
      provenBy: 'RadioGroup.stories.tsx: Keyboard (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab into ‘With error’.',
      expect:
        "The question, 'grouping', the hint and 'Error: Select yes if you are a person with disability', then 'Yes, radio button, not checked, 1 of 2'.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab into ‘With error’, then arrow to No.',
      expect: "The question and error on entry; 'No, radio button, checked, 2 of 2'.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Tab into ‘With hint’.',
      expect: 'The question and the hint are read with the first radio.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe into ‘With error’ and through it.',
      expect:
        'The question is read when entering; check whether the hint and error are read, and note it if not.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe into ‘With option hints’ and double tap an option.',
      expect: "Each option's hint is read after its label; 'checked' is said.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click No'.",
      expect: 'The radio named No is checked: the label is its name and its click area.',
    },
    {
      with: 'Switch access',
      try: 'Scan through ‘Yes / No’ and select No.',
      expect: 'Each radio is a scan stop; selecting checks it.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Long content’.',
      expect:
        'Legend, hint, error and options wrap in one column; each row is at least 44 px tall; nothing scrolls sideways.',
      provenBy: 'RadioGroup.stories.tsx: NarrowViewport (play function)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme; check a radio and focus another.',
      expect: 'The dot of the checked radio and the focus ring stay visible in system colours.',
    },
  ],
};
