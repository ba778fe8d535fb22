import type { ComponentGuidance } from '../docs-support/guidance.js';

export const textInputGuidance: ComponentGuidance = {
  whenToUse: [
    'A short answer on one line: a name, an email address, a phone number, a city, an amount.',
    'Always inside a FormField, which gives it its visible label, hint, error and required state.',
  ],
  whenNotToUse: [
    'An answer that may run to more than a line: use a TextArea.',
    'A choice from a known list: use a RadioGroup (up to about five options) or a Select (more).',
    'A date: ask for day, month and year in separate boxes (GOV.UK’s date input), not one free-text box.',
    'On its own with only a placeholder: the placeholder disappears as the visitor types; use a FormField label.',
  ],
  howItWorks: [
    'A native `<input>`, `type="text"` unless you set `type` (`email`, `tel`, `url`, `number` for real numbers only). Inside a FormField it takes the field’s `id`, `aria-describedby` (hint, then error), `aria-invalid`, `required` and `disabled`, so the label names it and the hint and error are read with it.',
    'Pass `autoComplete` for personal details (`name`, `email`, `tel`, `organization`, `address-level2`…) so browsers, password managers and assistive technology can fill it (WCAG 1.3.5), and `inputMode` for the right phone keyboard.',
    '`width` (`full`, `medium`, `short`) narrows the box to hint at the length of the answer; it never overflows a 320px screen. In error the border is thicker and red, and the message in words comes from the FormField.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus into the field; the text cursor goes to the end.' },
    { keys: 'Shift + Tab', action: 'Moves focus to the previous control.' },
    {
      keys: 'Enter',
      action: 'Sends the form it is in (the browser’s implicit submit), unless the form’s button is busy.',
    },
  ],
  screenReader: [
    "On focus: the label with '(required)' or '(optional)', the role ('edit' in NVDA and JAWS, 'text field' in VoiceOver, 'edit box' in TalkBack), the hint, then the error after 'Error:'. Then 'invalid entry' (NVDA, JAWS) or 'invalid data' (VoiceOver) when in error.",
    'Screen readers read the description (hint and error) after a short pause; VoiceOver on iOS reads it only if hints are on (the default).',
    'Typed characters are echoed as the visitor types, according to their screen reader’s settings.',
  ],
  pattern: {
    name: 'HTML: the input element (text, email, tel)',
    url: 'https://html.spec.whatwg.org/multipage/input.html#the-input-element',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontPlaceholderAsLabel',
      why: 'A visible label stays while the visitor types and names the field for voice control; a placeholder does neither.',
    },
    {
      do: 'Email',
      dont: 'DontNoAutocomplete',
      why: 'The right `type` and `autoComplete` let the browser fill in personal details and show the right keyboard.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab into the field, type, Tab out.',
      expect: 'The focus ring is visible; the text is kept.',
      provenBy: 'TextInput.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to ‘With error’.',
      expect:
        "The label with '(required)', 'edit', 'invalid entry', the value 'A' and 'Error: Name must be at least 2 characters long' are all read.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab to ‘Email’, then press Insert + Tab.',
      expect: 'The label, the hint and the type are read; JAWS offers the browser’s autofill.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Tab to ‘With error’ and wait.',
      expect: "The label, 'invalid data' and 'required' at once; the error after a short pause.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap ‘Email’.',
      expect: 'The email keyboard opens and the autofill bar offers the visitor’s address.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap ‘Telephone’.',
      expect: "'Mobile number (required)' and 'edit box' are read; the phone keypad opens.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Full name', then dictate a name.",
      expect: 'The field is found by its visible label and takes the dictated text.',
    },
    {
      with: 'Switch access',
      try: 'Scan to the field and select it.',
      expect: 'The on-screen keyboard opens in the field; the field is one scan stop.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and look at ‘Widths’.',
      expect: 'Label, box and error sit in one column; nothing scrolls sideways.',
      provenBy: 'TextInput.stories.tsx: NarrowViewport (with the no-sideways-scroll check of every story)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme; focus a field, then look at one in error.',
      expect: 'The box border and the focus ring stay visible; the error is still said in words.',
    },
  ],
};
