import type { ComponentGuidance } from '../docs-support/guidance.js';

export const formFieldGuidance: ComponentGuidance = {
  whenToUse: [
    'Around every TextInput, TextArea and Select: it gives the control its visible label, its hint, its error and its required state, wired by ids.',
    'Around your own control, if it calls `useFormFieldControl` to pick up the field’s id and description.',
  ],
  whenNotToUse: [
    'Radios or checkboxes: use a RadioGroup or a CheckboxGroup, which ask their question in a fieldset’s legend.',
    'A field with no visible label (a search box in a header, say): give it a label anyway, or at least `aria-label` on the control; never only a placeholder.',
    'To show an error that belongs to the whole form (the server is down): use an Alert or the ErrorSummary.',
  ],
  howItWorks: [
    'Renders a `<label>` tied to the control by `for`/`id`, then the hint, then the error, then the control. `id` sets the control’s id, so an ErrorSummary can link to it; otherwise one is generated.',
    "The control’s `aria-describedby` lists the hint, then the error, then any ids of its own. The error begins with a visually hidden 'Error:' and sets `aria-invalid` on the control; its border turns red and thicker, so the error is not shown by colour alone.",
    "'(required)' or '(optional)' is part of the label, in words; `required` also sets `required` on the control. `hideNecessity` hides the words for a form that says once, at the top, that all fields are required.",
    '`disabled` disables the control. Remove `error` once the answer is fixed: `aria-invalid` and the description go with it. A click or tap on the label focuses the control, a larger target than the box alone.',
  ],
  keyboard: [{ keys: 'Tab', action: 'Moves to the control; the label, hint and error are not focusable.' }],
  screenReader: [
    "On focus: the label and '(required)' or '(optional)', the role, the state ('invalid entry', 'required'), then the hint and 'Error:' with the message.",
    'Reading the page line by line, the label, hint and error are each read in order before the control.',
    "Some screen readers also say 'required' from the control's attribute, so '(required)' may be heard twice; that is expected and harmless.",
  ],
  pattern: {
    name: 'HTML: the label element, with GOV.UK Frontend’s hint and error message',
    url: 'https://html.spec.whatwg.org/multipage/forms.html#the-label-element',
  },
  examples: [
    {
      do: 'WithError',
      dont: 'DontErrorByColourOnly',
      why: 'Say what is wrong and how to fix it in words; a red border only tells some people that something is wrong.',
    },
    {
      do: 'Optional',
      dont: 'DontAsteriskOnly',
      why: "Say '(required)' or '(optional)' in words; an asterisk is read differently, or not at all, and many visitors do not know what it means.",
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through ‘Default’, ‘With hint’ and ‘With error’.',
      expect: 'Only the controls take focus; the focus ring is visible on each.',
      provenBy: 'FormField.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to ‘With error’.',
      expect:
        "The label with '(required)', 'edit', 'invalid entry', and 'We only use it to reply to you. Error: Please enter a valid email address'.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press Insert + F5 (form fields list), then Tab to ‘With hint’.',
      expect: 'The list names each field by its label with its necessity; the hint is read on focus.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Tab to ‘With error’ and wait.',
      expect: "The label, 'invalid data', then the hint and the error after a pause.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through ‘With error’ from the label to the box.',
      expect: 'Label, hint and error are read in order, then the box with its label again.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe to the box in ‘With error’.',
      expect: 'The label and the error are read; TalkBack says the field is invalid.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Email' in ‘With error’.",
      expect: "Focus goes to the box: the label's visible words are its name.",
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Long content’.',
      expect: 'Only the control is a scan stop; selecting the label is not needed.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Long content’ and ‘Narrow viewport’.',
      expect: 'Label, hint and error wrap above the box, close to it; nothing scrolls sideways.',
      provenBy: 'FormField.stories.tsx: NarrowViewport (play function)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and look at ‘With error’.',
      expect: "The error is still marked (thicker border, 'Error:' in words), and the focus ring is visible.",
    },
  ],
};
