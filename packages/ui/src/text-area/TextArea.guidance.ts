import type { ComponentGuidance } from '../docs-support/guidance.js';

export const textAreaGuidance: ComponentGuidance = {
  whenToUse: [
    'An answer that may take several lines: a message, access needs, a description of experience.',
    'With `maxCharacters` when the answer has a limit the server enforces, so the visitor sees and hears how much room is left.',
  ],
  whenNotToUse: [
    'A one-line answer such as a name or email: use a TextInput, which also gets the browser’s autofill.',
    'A limit cut by the browser (`maxLength`): it drops typed and pasted text without a word; use `maxCharacters`, which keeps the text and says by how much it is over.',
    'Several separate facts (date, time, place): ask for each in its own field.',
  ],
  howItWorks: [
    'A native `<textarea>` (5 rows unless you set `rows`, resizable in height). Inside a FormField it takes the field’s label, hint, error, `aria-invalid`, `required` and `disabled`.',
    'With `maxCharacters` it counts characters the way GOV.UK Frontend does. A visible count under the box says how many are left, or how many too many in bold error colour with a thicker red border. Text over the limit is kept; the form’s validation reports it.',
    "Screen readers get the count another way. The description ends with 'You can enter up to N characters.' and, when the box already holds text, the count as it was when the visitor came in ('You have 24 characters too many'), so someone returning to fix a message hears what to do.",
    'While the visitor is in the box, a polite live region is on the page, empty; once typing pauses for a second it says the new count. It is removed when focus leaves, so it never stays in the page behind a modal dialog and never repeats an old count.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus into the box.' },
    { keys: 'Enter', action: 'Starts a new line (it does not send the form).' },
    { keys: 'Shift + Tab', action: 'Moves focus to the previous control.' },
  ],
  screenReader: [
    "On focus: the label with '(required)' or '(optional)', 'edit, multi line' (NVDA, JAWS) or 'text entry area' (VoiceOver), then the hint, the error and the limit.",
    "About a second after typing stops: 'You have 1 character remaining' or 'You have 8 characters too many', read politely, after the echo of the last key.",
    "The visible count is hidden from screen readers (`aria-hidden`): it changes on every key and would be read over and over. In browse mode the limit is read once more after the box ('You can enter up to N characters.').",
    'VoiceOver on iOS may drop a polite announcement if the visitor keeps typing on the on-screen keyboard; the count is still in the description when they return to the box.',
  ],
  pattern: {
    name: 'HTML: the textarea element, with GOV.UK Frontend’s character count',
    url: 'https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element',
  },
  examples: [
    {
      do: 'WithCharacterCount',
      dont: 'DontNativeMaxLength',
      why: '`maxCharacters` keeps every character and says how many are too many; `maxLength` silently cuts the message.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab into ‘Near the limit’, press End and type past the limit.',
      expect:
        'Typing is never blocked; the count turns bold and red with a thicker border; Tab leaves the box.',
      provenBy: 'TextArea.test.tsx: keeps text over the limit: no native maxlength',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab into ‘Near the limit’, type two characters, pause; then type more and pause.',
      expect:
        "On focus the limit and 'You have 2 characters remaining'; after each pause the new count, once.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'The same as with NVDA, then open the sign-in dialog of a page with this box and read the whole page (Insert + Down arrow).',
      expect:
        'Each pause gives one announcement; behind the dialog nothing of the form, nor its count, is read (that nothing is left in the tree behind it is tested; what JAWS reads is not).',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Tab into ‘With character count’, type a word, pause.',
      expect: "'You have 995 characters remaining' after the pause.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap the box, type with the on-screen keyboard, stop and wait.',
      expect:
        'The new count is read once typing stops; if it is not, swiping away and back reads it in the description.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap the box in ‘Over the limit’.',
      expect: "The label, 'edit box' and 'You have 24 characters too many' are read.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Your message', dictate a sentence, then 'delete last word'.",
      expect: 'Dictation goes into the box and the count follows it.',
    },
    {
      with: 'Switch access',
      try: 'Scan to the box, select it and type with the switch keyboard.',
      expect:
        'The count updates; the announcement waits until typing pauses, so slow typing is not interrupted on every key.',
      provenBy: 'TextArea.test.tsx: announces the count only once typing pauses',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and type in ‘Narrow viewport’.',
      expect: 'The count sits directly under the box, in view while typing; nothing scrolls sideways.',
      provenBy: 'TextArea.stories.tsx: NarrowViewport (with the no-sideways-scroll check of every story)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and open ‘Over the limit’.',
      expect: 'The box keeps its border (thicker when over the limit) and the count is still said in words.',
    },
  ],
};
