import type { ComponentGuidance } from '../docs-support/guidance.js';

export const dateInputGuidance: ComponentGuidance = {
  whenToUse: [
    'A date the visitor knows or can look up: a date of birth, the date a disability certificate was issued, the day they started a job.',
    'A date that must be checked the same way in the browser and on the server: `checkDateParts` gives both sides the same words.',
  ],
  whenNotToUse: [
    'A date to choose from what is available (an event day, an appointment): offer the dates as radios or a Select, so nothing unavailable can be typed.',
    'An approximate date (‘about 2019’): ask for the year or month alone, with a text input.',
    'A date picker or one box with a placeholder such as DD/MM/YYYY: the placeholder disappears as the visitor types, is read by few screen readers, and the format differs between countries.',
  ],
  howItWorks: [
    'A fieldset whose legend asks the question, then the hint (give an example date, such as ‘For example, 27 3 2007’) and the error, both describing the fieldset. Three labelled text boxes follow: Day, Month and Year, sized for 2, 2 and 4 figures.',
    'The boxes are `type="text"` with `inputmode="numeric"`: phones show a number keypad, while `type="number"` would change the value on scroll or arrow keys, drop leading zeros and be read as a spin button. For a date of birth, `autoComplete="bday"` gives them `bday-day`, `bday-month` and `bday-year`.',
    'GOV.UK’s error rules: a message about one part (‘Date of birth must include a month’) marks only that box with `aria-invalid` and a red border; a message about the whole date (‘must be a real date’ for 31 February, ‘must be in the past’) marks all three. Pass `errorFields` from `checkDateParts`, which also reads leading zeros, spaces, ordinals (‘7th’) and month names (‘May’, ‘sept’).',
    '`id` goes to the Day box; the others are `${id}-month` and `${id}-year`. Link an error summary to the first box the error is about with `dateInputFieldId(id, fields[0])`.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves from Day to Month to Year, then on.' },
    { keys: 'Shift + Tab', action: 'Moves back.' },
  ],
  screenReader: [
    "Entering the group, NVDA and JAWS say the question and 'grouping', then the hint and error; each box is read as its label ('Day, edit, required').",
    'A box the error is about adds "invalid entry" and the error itself, so a visitor who comes back to it (from the error summary, say) hears why, even where the group\'s description is not read (VoiceOver). Boxes that are fine are not marked. Entering the group at that box, NVDA may read the error twice, once for the group and once for the box.',
    'VoiceOver and TalkBack read the legend when the visitor moves into the group, and each box by its label.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Date input',
    url: 'https://design-system.service.gov.uk/components/date-input/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontOneBoxWithPlaceholder',
      why: 'Ask for a known date in three labelled boxes with an example in the hint. A single box with a placeholder loses its format as the visitor types, and its format is not read by every screen reader.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through Day, Month and Year, typing a date.',
      expect: 'Each box takes focus in order with a visible ring; nothing changes on arrow keys.',
      provenBy: 'DateInput.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab into a date input showing ‘Date of birth must include a month’.',
      expect:
        "The question, hint and error on entering; the Month box says 'invalid entry' and the error; Day and Year do not.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab through the three boxes.',
      expect: 'Each is read by its label; the legend is read once on entering.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Double tap the Day box.',
      expect: 'The number keypad opens; the date of birth is offered by autofill.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Double tap the Day box, type, swipe to Month.',
      expect: 'The number keypad opens; each box is read by its label.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Month'.",
      expect: 'The Month box takes focus.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Read a long question and type a date at 320 px wide.',
      expect: 'The legend wraps and the boxes fit; nothing scrolls sideways.',
      provenBy: 'DateInput.stories.tsx: NarrowViewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Show an error on the month under a contrast theme.',
      expect: 'The boxes keep their borders; the bar beside the group stays visible.',
      provenBy: 'DateInput.test.tsx: keeps the boxes and the error bar in forced colours',
    },
  ],
};
