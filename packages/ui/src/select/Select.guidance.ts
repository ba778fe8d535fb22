import type { ComponentGuidance } from '../docs-support/guidance.js';

export const selectGuidance: ComponentGuidance = {
  whenToUse: [
    'One choice from a list of more than about five options, such as a subject or an area of interest.',
    'A list whose options are short and easy to tell apart by their first letters, so typing a letter finds one.',
  ],
  whenNotToUse: [
    'Two to five short options (Yes / No, In person / Online): use a RadioGroup, where every option is visible and one press chooses.',
    'Several choices at once: use a CheckboxGroup.',
    'A very long list the visitor must search (countries, schools): use a text field with suggestions, not a list to scroll.',
    'Navigation ("Go to page…"): use links.',
  ],
  howItWorks: [
    'Built on Radix Select. The trigger is a `<button role="combobox">` named by the FormField label; the hint and error reach it through `aria-describedby`, and it carries `aria-invalid` and `aria-required`. Its text is the chosen option, or the placeholder while nothing is chosen.',
    'Enter, Space or an arrow key opens the list below the trigger, with focus on the chosen option (or the first). Arrows, Home and End move; typing letters jumps to a matching option; Enter or Space chooses and closes; Escape closes without a change. Focus always returns to the trigger.',
    'A pointer over the list moves focus to the option under it. Focus stays on an option when the pointer leaves it, as in a native select: a pointer resting over the list while it scrolls cannot take focus off the option the arrow keys reached.',
    'While the list is open the rest of the page is hidden from assistive technology and cannot be reached; the trigger leaves the tab order so nothing hidden can take focus. In a Modal, Escape closes the list first, then the dialog.',
    'The chosen option has a check mark (not colour alone); every option is at least 44 px tall; the list fits the space on screen and scrolls. An optional field lists the placeholder first, so the visitor can go back to no choice; a required one does not.',
    'Inside a form the value is submitted under `name` through a hidden native select, and a form reset returns it to its default.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the trigger.' },
    { keys: 'Enter, Space, Down or Up arrow', action: 'Opens the list, on the chosen option or the first.' },
    {
      keys: 'A letter',
      action:
        'On the closed trigger: chooses the first matching option, as a native select does. In the list: moves to it.',
    },
    { keys: 'Up and Down arrows', action: 'In the list: move to the previous or next option.' },
    { keys: 'Home or End', action: 'In the list: move to the first or last option.' },
    {
      keys: 'Enter or Space',
      action: 'In the list: chooses the option, closes the list and returns focus to the trigger.',
    },
    { keys: 'Escape', action: 'Closes the list without changing the choice; focus returns to the trigger.' },
  ],
  screenReader: [
    "On the trigger: the label with '(required)' or '(optional)', 'combo box', 'collapsed', and the chosen option or the placeholder (VoiceOver says the option first). The hint and error follow.",
    "In the list: each option's name, its position ('3 of 6') and whether it is selected.",
    'Known difference: VoiceOver with Safari on macOS drops the last two letters of the chosen option on the trigger (Radix issue radix-ui/primitives#3671); Chrome and Firefox read it whole.',
    "The virtual screen reader of the transcripts does not say a combobox's value on focus; the transcript reads the next item to hear the chosen option.",
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Select-Only Combobox',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontSelectForTwoChoices',
      why: 'A list for two answers hides them and costs extra presses; up to about five short options are clearer as a RadioGroup.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to Subject, press Enter, move with the arrows, type a letter, choose with Enter; reopen and press Escape.',
      expect:
        'The list opens below, the highlighted option is visible, the choice shows on the trigger, and focus is back on the trigger each time.',
      provenBy: 'Select.stories.tsx: KeyboardChoose (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab to Subject, open the list, arrow down twice, press Enter.',
      expect:
        "'Subject (required), combo box, collapsed'; each option with '3 of 6'; after Enter the chosen option is read with the field.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab to ‘With error’, then open the list with Down arrow and close it with Escape.',
      expect:
        'The error is read with the field; the list opens and closes, and focus is back on the trigger.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Focus Subject, open it with Control + Option + Space, choose with the arrows and Enter.',
      expect: 'The chosen option is read on the trigger (check the known truncation of its last letters).',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap Subject, swipe through the options, double tap one.',
      expect: 'The list opens; each option is read with its position; the choice is read on the trigger.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap Subject, swipe to an option, double tap.',
      expect: 'The list opens and closes; the choice is read on the trigger.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Subject', then 'click Volunteering'.",
      expect: 'The list opens by the field’s label; options are chosen by their visible names.',
    },
    {
      with: 'Switch access',
      try: 'Scan to Subject, select it, scan to an option and select it.',
      expect:
        'Each option is a scan stop; the list does not close until an option is chosen or it is dismissed.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% (‘Narrow viewport’, 320 × 256) and open the list.',
      expect:
        'The list opens below the trigger, fits the screen and scrolls; the last option can be reached.',
      provenBy: 'Select.stories.tsx: NarrowViewport (play function)',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme and open the list.',
      expect: 'The highlighted option keeps its fill and the chosen one its check mark.',
    },
  ],
};
