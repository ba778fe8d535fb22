import type { ComponentGuidance } from '../docs-support/guidance.js';

export const passwordInputGuidance: ComponentGuidance = {
  whenToUse: [
    'Signing in (`autoComplete="current-password"`) and creating or changing a password (`autoComplete="new-password"`).',
    'Any secret a visitor types that they may want to check before sending: people with dyslexia, tremor or low vision and people using voice control mistype hidden text often.',
  ],
  whenNotToUse: [
    'A second box to type the password again: showing it lets the visitor check it once, and a second box doubles the work for everyone.',
    'A one-time code sent by text or email: it is not secret once typed; use a TextInput with `autoComplete="one-time-code"`.',
    'Anything that is not a secret: hidden text makes every answer harder to check.',
  ],
  howItWorks: [
    'A FormField with a password input and a Show button, as in GOV.UK’s password input. The button is a real `<button type="button">`, named by what it does (‘Show password’, then ‘Hide password’, whose first word is its visible text, so voice control users can say what they see), and points at the input with `aria-controls`. A polite live region says ‘Your password is visible’ or ‘Your password is hidden’.',
    'Showing changes only the input’s `type`: its value, `autocomplete`, name and description stay, focus stays on the button, and nothing is sent anywhere. The input has `spellcheck="false"`, `autocapitalize="none"` and `autocorrect="off"`, so shown text is neither sent to a spelling service nor changed by the phone.',
    'When the form is sent, the password is hidden again before the page’s own submit handler runs, so the browser’s password manager sees a password field and the next page never shows it; also when the visitor comes back with the Back button.',
    'Without scripts the button could not work, so it stays hidden until they run: the input is then an ordinary password input. Never block pasting: password managers paste.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves from the input to the Show button.' },
    {
      keys: 'Enter or Space',
      action: 'On the button: shows the password, or hides it again. Focus stays on the button.',
    },
    { keys: 'Shift + Tab', action: 'Back to the input, with its value and caret kept.' },
  ],
  screenReader: [
    "The input is read as 'password edit' (NVDA, JAWS) or 'secure text field' (VoiceOver) while hidden, and as a plain edit while shown; what was typed is read only while it is shown.",
    "Pressing the button says its new name ('Hide password') and then 'Your password is visible'. Screen readers that do not read name changes still hear the live region.",
    'Sending the form hides the password; the live region says so.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Password input',
    url: 'https://design-system.service.gov.uk/components/password-input/',
  },
  examples: [
    {
      do: 'NewPassword',
      dont: 'DontConfirmField',
      why: 'Ask for a new password once and let the visitor show it to check it. A second box to type it again doubles the effort, most of all for people who type slowly or by voice.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Type a password, Tab to Show, press Enter, then Space.',
      expect: 'The password is shown, then hidden; focus stays on the button; the value is kept.',
      provenBy: 'PasswordInput.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press Show, then Shift + Tab back to the input and read it with Insert + Up arrow.',
      expect:
        "'Hide password, button' and 'Your password is visible' are read; the input reads what was typed.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press Show and Hide.',
      expect: "'Your password is visible' and 'Your password is hidden' are read each time.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Press Show with Control + Option + Space.',
      expect: "'Your password is visible' is read; the input becomes a text field with the typed value.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Fill the password from iCloud Keychain, double tap Show, send the form.',
      expect: 'Autofill works; the password shows; after sending, Keychain offers to save it as a password.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap Show.',
      expect: "'Your password is visible' is read; Google Password Manager still fills and saves the field.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Show', then dictate into the input.",
      expect: 'The button works by its visible word; dictated text can be checked while shown.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Use the field at 320 px wide.',
      expect: 'The button goes under the input; nothing scrolls sideways.',
      provenBy: 'PasswordInput.stories.tsx: NarrowViewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Tab to the input and the button under a contrast theme.',
      expect: 'Both keep a border and a visible focus ring.',
      provenBy: 'PasswordInput.test.tsx: keeps borders and focus in forced colours',
    },
  ],
};
