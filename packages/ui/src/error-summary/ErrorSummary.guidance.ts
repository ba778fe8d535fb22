import type { ComponentGuidance } from '../docs-support/guidance.js';

export const errorSummaryGuidance: ComponentGuidance = {
  whenToUse: [
    'Above a form, after a submit that failed its checks: one link per field in error, in the order of the form.',
    'On every form that checks its answers, however short: a form of one field gets a summary of one link.',
  ],
  whenNotToUse: [
    'A send the server refused or that never arrived: that is about the whole form, not a field; use an Alert with `focusKey`.',
    'Checks while the visitor types: the summary is for a submit; a field can still show its own message.',
    'Messages that are not errors (hints, confirmations): use the field’s hint, Status or the SuccessPanel.',
  ],
  howItWorks: [
    'It takes focus when it appears and again whenever `focusKey` changes (pass a submit counter), so each failed submit brings the visitor back to it.',
    'It is a group named by its heading (“There is a problem”) and described by its list, so focus alone says the problem and every error. A plain focused `div` has no role or name, and screen readers may say nothing for it (the virtual screen reader said nothing). It has no `role="alert"`: focus already makes it speak, and both together make some screen readers read it twice.',
    'Each error is a link to its field (`#fieldId`). Following it focuses the field and scrolls its label, or the legend of its group of choices, into view, so the question is seen with the input.',
    'Where a message does not say which field it is about (“This field is required”), give the entry a `fieldName` (the field’s label or legend): the link reads “Are you a person with a disability? This field is required”, as GOV.UK’s summaries name their fields, while the message beside the field keeps its words.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'From the summary: to its first link, then each link in turn, then on into the form.',
    },
    {
      keys: 'Enter',
      action: 'On a link: focus moves to that field, with its label or legend scrolled into view.',
    },
    { keys: 'Shift + Tab', action: 'Back through the links to the summary’s surroundings.' },
  ],
  screenReader: [
    'On focus: “group, There is a problem”, then the errors (the description) — NVDA and JAWS at once, VoiceOver after a short pause, TalkBack when the visitor explores.',
    'Each link is read as one phrase that names its field: “link, Are you a person with a disability? This field is required”.',
    'Following a link lands on the field, which is read with its label, “invalid”, and its own message (“Error: This field is required”).',
  ],
  pattern: {
    name: 'GOV.UK Design System: Error summary',
    url: 'https://design-system.service.gov.uk/components/error-summary/',
  },
  examples: [
    {
      do: 'WithFieldNames',
      dont: 'DontMessageWithoutField',
      why: 'A screen-reader user often lists a page’s links, out of context. Two links that both say “This field is required” do not say which question they mean; the field’s name before the message does.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Submit an empty form, press Tab, then Enter on the first link.',
      expect: 'Focus goes to the summary, then the link, then the field, whose label is in view.',
      provenBy: 'ErrorSummary.stories.tsx: WithFieldNames (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Submit an empty form.',
      expect: '“There is a problem” and every error are read at once, once.',
      provenBy:
        'ErrorSummary.stories.tsx: RefocusOnSecondSubmit (its transcript, from the virtual screen reader)',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Submit an empty form; press Insert + F7 for the links list.',
      expect: 'The errors are read on focus; each link in the list names its field.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Submit an empty form; open the rotor’s links list.',
      expect: 'The group’s name and errors are read; each link names its field.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double-tap Submit with the form empty; swipe right through the links.',
      expect: 'The summary is read; each link names its field and double-tapping it reaches that field.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double-tap Submit with the form empty; swipe to the first link and double-tap.',
      expect: 'The summary is read; the link leads to its field.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'Say “click This field is required”, then “click Are you a person”.',
      expect: 'Each link can be said by its visible words; the field’s name makes each one distinct.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Submit the form at 400% zoom; follow a link to a question far down.',
      expect:
        'The summary is in view on submit; the question’s legend comes into view with its first choice.',
      provenBy: 'ErrorSummary.stories.tsx: LinksToFieldset',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Submit with a contrast theme on; Tab through the links.',
      expect: 'The summary’s border and every focus outline stay visible.',
    },
  ],
};
