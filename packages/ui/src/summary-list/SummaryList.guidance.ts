import type { ComponentGuidance } from '../docs-support/guidance.js';

export const summaryListGuidance: ComponentGuidance = {
  whenToUse: [
    'Showing the answers someone gave, before they send them (check your answers), with a way to change each one.',
    'The detail view of a record in the staff inbox: every field of a submission, its status and reference, each with its action.',
    'SummaryCard: several records or groups of answers on one page, each with a title and actions of its own.',
  ],
  whenNotToUse: [
    'Facts with no actions that sit in the flow of a page (an event’s date and place): the DetailList is lighter.',
    'Many records compared column by column: use the Table.',
    'Fields to fill in: a form belongs on its own page, linked from the row’s “Change”.',
  ],
  howItWorks: [
    'A `dl` whose rows are `div`s, each holding a `dt` (the key), a `dd` (the value) and, when the row has actions, a `dd` holding them (a list when there are several).',
    'Each action shows its `label` (“Change”) followed by visually hidden text that says what it changes: `visuallyHiddenText`, or the row’s key when that is text. In a SummaryCard the card’s title follows in brackets, so that “Change email (Asha Rao)” and “Change email (Vikram Naik)” are told apart. Card actions add the title the same way (“Remove Asha Rao”).',
    'An action with `href` is a link (to the page where the change is made; `renderLink` for a router). Without it, it is a button that runs `onClick`, for a change made in place. When that change removes the row or card, the button goes with it: report the result where focus can land, for example with a success NotificationBanner, as the Summary cards story does.',
    'The list is a size container: it lays rows out in three columns when it has at least 36rem, and stacks key, value and actions in a narrower column and at 400% zoom. Every action is a 44px target.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Moves to the next action: the card’s actions first, then each row’s, in reading order.',
    },
    { keys: 'Enter', action: 'Follows a link action; activates a button action.' },
    { keys: 'Space', action: 'Activates a button action.' },
  ],
  screenReader: [
    "Each row is read as a term and its definition, then the action: 'Name, Asha Rao, link, Change name'. NVDA and JAWS announce the `dl` as a list (a 'definition list' in JAWS); VoiceOver reads terms and definitions without a list count.",
    'The actions column is a second `dd` of the row, as in GOV.UK Frontend, so some screen readers read it as another definition; its name still says what it changes.',
    "In the links list (NVDA Insert + F7, the VoiceOver rotor) every action is listed by its full name, such as 'Change status'.",
  ],
  pattern: {
    name: 'GOV.UK Design System: Summary list (an HTML description list)',
    url: 'https://design-system.service.gov.uk/components/summary-list/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontVagueActions',
      why: 'Each action’s name says what it changes; four links called “Change” cannot be told apart out of context.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through the actions and activate one with Enter.',
      expect: 'Each action takes focus in reading order with a visible ring, and Enter follows or runs it.',
      provenBy: 'SummaryList.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Open the links list (Insert + F7).',
      expect:
        "Every action is listed by a name that says what it changes ('Change email'), not 'Change' alone.",
      provenBy:
        'SummaryList.test.tsx: names each action by what it changes, with visually hidden text, defaulting to the key',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Read the list with the down arrow.',
      expect: 'Each key is followed by its value and its action, in that order.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through a summary card and remove it.',
      expect: 'The card’s title is read before its rows; after Remove, VoiceOver reads what happened.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Change email'.",
      expect: 'The email row’s action is followed; saying only “click Change” offers numbered choices.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and read the list.',
      expect: 'Key, value and actions stack in one column with no sideways scrolling.',
      provenBy: 'SummaryList.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'Row rules, the card border and button actions (drawn as links) stay visible.',
    },
  ],
};
