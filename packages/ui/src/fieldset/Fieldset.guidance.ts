import type { ComponentGuidance } from '../docs-support/guidance.js';

export const fieldsetGuidance: ComponentGuidance = {
  whenToUse: [
    'Several fields that answer one question together: an address, a name in parts, the contact details of one person.',
    'A page that asks one question answered by several fields: set `pageHeading` so the question is the page’s `h1` and the group’s name at once.',
  ],
  whenNotToUse: [
    'A single field: a FormField’s label already names it, and a fieldset round it makes a screen reader say the question twice.',
    'Radios or checkboxes: RadioGroup, CheckboxGroup and DateInput draw their own fieldset and legend.',
    'To draw a box round a part of a long form: use a heading (and a Section) to divide a form, not a group without a question.',
  ],
  howItWorks: [
    'A native `<fieldset>` named by its `<legend>`: screen readers say the legend when focus enters the group, so a visitor who lands on Town or city knows it belongs to the address.',
    'The hint and the error sit under the legend and describe the fieldset through `aria-describedby`, so they are read once as the visitor enters the group, not again on every field. The error begins with a hidden "Error:" and draws a red bar beside the group.',
    'With `pageHeading` the legend holds an `h1`: the question is found by heading navigation and named once. `required` says "(required)" or "(optional)" in words after the legend; without it the legend says neither, since the fields inside say it for themselves.',
    '`disabled` disables every field inside, as the browser does; `id` and every other prop go to the fieldset.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves to the next field inside the group; the group itself never takes focus.' },
    { keys: 'Shift + Tab', action: 'Moves to the previous field.' },
  ],
  screenReader: [
    "Entering the group by Tab, NVDA and JAWS say the legend and 'grouping' or 'group' before the field, then the group's description (hint and error).",
    'VoiceOver on macOS says the group when the visitor interacts with it; on iOS the legend is read as the first item of the group while swiping.',
    'TalkBack reads the legend as text before the first field; it does not repeat it on each field.',
    'With `pageHeading`, the question is listed once among the headings (H key, rotor) and used as the group name.',
  ],
  pattern: {
    name: 'HTML fieldset and legend (WAI tutorial: Grouping controls)',
    url: 'https://www.w3.org/WAI/tutorials/forms/grouping/',
  },
  examples: [
    {
      do: 'DoGroupOneQuestion',
      dont: 'DontWrapOneField',
      why: 'Group the fields that answer one question. Round a single field the legend only repeats the label, and screen readers say it twice.',
    },
    {
      do: 'PageHeading',
      dont: 'DontRepeatTheHeading',
      why: 'When the page asks one question, make the legend the page heading instead of writing the question twice.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through the group and back with Shift + Tab.',
      expect: 'Every field is reached in order, with a visible focus ring; the group itself is never a stop.',
      provenBy: 'Fieldset.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Tab into the first field of a group that has a hint and an error.',
      expect: 'The legend, the hint and the error are read once on entering the group, then the field.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab into the group, then on to its second field.',
      expect: 'The legend is read on entering; moving within the group does not repeat it.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Move into the group with Control + Option + Right arrow, then Tab to a field.',
      expect: 'The group is announced with its legend; the hint and error are read.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through the group.',
      expect: 'The legend, hint and error are read before the first field.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through the group.',
      expect: 'The legend is read before the first field; the error is read with it.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% (320 px wide) and read a long legend and hint.',
      expect: 'The legend wraps; nothing scrolls sideways.',
      provenBy: 'Fieldset.stories.tsx: NarrowViewport',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Show a group with an error under a contrast theme.',
      expect: 'The bar beside the group in error stays visible.',
      provenBy: 'Fieldset.test.tsx: keeps the error bar in forced colours',
    },
  ],
};
