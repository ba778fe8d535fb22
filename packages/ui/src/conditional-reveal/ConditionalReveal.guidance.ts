import type { ComponentGuidance } from '../docs-support/guidance.js';

export const conditionalRevealGuidance: ComponentGuidance = {
  whenToUse: [
    'One short follow-up question that only applies to one answer: ‘Email’ reveals ‘Email address’, ‘Something else’ reveals ‘Tell us what you need’.',
    'Under an option of a RadioGroup or CheckboxGroup (`conditional` on the option), or under a single Checkbox (its `conditional` prop).',
  ],
  whenNotToUse: [
    'More than one or two questions, or a question that needs its own hint and explanation: ask it on the next page, where it can be found, bookmarked and reached without scripts.',
    'Content that is not a question (a warning, a price): show it to everyone, or after the answer is sent.',
    'Options laid out side by side (`inline`): the revealed question needs the row’s width, so a group with conditional content is always drawn one option per row.',
  ],
  howItWorks: [
    'The content sits right after its option, so it is the next thing read and the next Tab stop; a bar beside it, starting under the option’s box, shows what it belongs to. It is a group named after the option, so a screen reader says which answer the question belongs to.',
    'While the option is not checked, the content is `hidden` and inside a disabled fieldset: nothing in it can be focused, found by a screen reader or sent with the form, yet what was typed stays if the option is checked again.',
    'The option’s input points at the content with `aria-controls`. A checkbox also has `aria-expanded`, read by NVDA and JAWS as ‘expanded’ or ‘collapsed’. A radio has not: ARIA 1.2 does not allow it there (axe and Lighthouse report it, w3c/aria#1404), and JAWS and VoiceOver ignore it on radios; GOV.UK keeps it as a known issue, we keep to the specification.',
    'Before scripts run, or without them, CSS shows and hides the content from the input’s own checked state and nothing is disabled, so the page still works; the server must then ignore answers under options that were not chosen, which it should do anyway.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'From a checked option, moves into its revealed question; from there, on to the next option (checkboxes) or past the group (radios).',
    },
    { keys: 'Shift + Tab', action: 'From the revealed question, back to its option.' },
    {
      keys: 'Arrow keys',
      action: 'In radios: check another option; its question appears and the previous one is hidden.',
    },
    {
      keys: 'Space',
      action: 'Checks the focused option and reveals its question; on a checkbox, unchecks it and hides it.',
    },
  ],
  screenReader: [
    "Checking a checkbox with a question says 'checked, expanded' in NVDA and JAWS; VoiceOver says 'checked' only.",
    'Checking a radio says its name and checked state; nothing says a question appeared, so the question follows at once in reading and Tab order, where the next key press finds it.',
    "Entering the question, NVDA and JAWS say the option's name as a group ('Email, grouping'), so the visitor knows which answer it belongs to.",
    'Hidden questions are not in the browse-mode or rotor lists.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Radios and Checkboxes, conditionally revealing a related question',
    url: 'https://design-system.service.gov.uk/components/radios/#conditionally-revealing-a-related-question',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontRevealAForm',
      why: 'Reveal one short question. A form hidden under an option is long to read past, easy to lose track of at 400% zoom, and better on a page of its own.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to the radios, check Email with Space, Tab into the email address, Shift + Tab back, press Down arrow.',
      expect:
        'Focus moves into the revealed field and back; the next option’s question appears and the email field is hidden.',
      provenBy: 'ConditionalReveal.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Check a checkbox that reveals a question; press Tab.',
      expect: "'checked, expanded' is said, then the option's name as a group and the question.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Check a radio that reveals a question, then press Tab.',
      expect: 'The question is reached at once and named; its group is named after the option.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Check an option with Space and move on with Control + Option + Right arrow.',
      expect: 'The revealed question is the next item.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap an option, then swipe right.',
      expect: 'The revealed question is the next item; hidden questions are never reached.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap an option, then swipe right.',
      expect: 'The revealed question is the next item.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Email', then 'click Email address'.",
      expect: 'The option is checked and its field takes focus.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Check an option at 320 px wide.',
      expect: 'The question appears right under the option, with its bar, and nothing scrolls sideways.',
      provenBy: 'ConditionalReveal.stories.tsx: NarrowViewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Reveal a question under a contrast theme.',
      expect: 'The bar beside the question stays visible.',
      provenBy: 'ConditionalReveal.test.tsx: keeps its bar in forced colours',
    },
  ],
};
