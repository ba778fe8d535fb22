import type { ComponentGuidance } from '../docs-support/guidance.js';

export const detailListGuidance: ComponentGuidance = {
  whenToUse: [
    'Labelled facts: contact details (address, email, phone), the date, time and place of an event, a summary of what someone entered.',
  ],
  whenNotToUse: [
    'Data to compare across rows (several events, each with a date and place): use a table with column headers.',
    'A single fact: write it as a sentence.',
    'Answers the visitor can change: a summary list with ‘Change’ links (GOV.UK’s pattern) adds those links; this shows facts only.',
  ],
  howItWorks: [
    'A description list (`<dl>`): each label is a `<dt>` and its value a `<dd>`, wrapped in a `<div>` per pair (allowed by HTML) for the layout.',
    '`stacked` (the default) puts each label above its value, for a column or panel; `columns` lays the pairs out in a grid of 12rem columns, one at 320 px, where a `wide` item takes a whole row.',
    'Values may be text, links, `<time>` or `<address>`; links are at least 44 px tall, and long values wrap rather than scroll sideways.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Goes to the links in the values (email, phone); the list itself is not focusable.',
    },
  ],
  screenReader: [
    "Each label and its value are read in order. NVDA and JAWS announce a list and how many items it has when they enter it; how they name the parts ('term', 'definition', or nothing) differs between screen readers and versions.",
    "An email or phone link is read as a link with its text ('hello@example.org, link').",
  ],
  pattern: {
    name: 'HTML: the dl element (a description list)',
    url: 'https://html.spec.whatwg.org/multipage/grouping-content.html#the-dl-element',
  },
  examples: [
    {
      do: 'Stacked',
      dont: 'DontBoldLabels',
      why: 'A description list ties each label to its value and keeps links large enough to tap; bold labels in paragraphs do neither.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through ‘Stacked’.',
      expect: 'The email and phone links are reached, each with a visible focus ring.',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Read ‘Columns’ with the Down arrow.',
      expect: 'Each label is followed by its value; the date is read as written.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Read ‘Stacked’ with the Down arrow.',
      expect: 'Each label is followed by its value; the address is read whole.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Read ‘Stacked’ with Control + Option + Right arrow.',
      expect: 'Each label, then its value.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through ‘In a panel’ and double tap the phone number.',
      expect: 'The label is read before the value; the phone offers to call.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through ‘Stacked’.',
      expect: 'Each label, then its value.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click hello at example dot org'.",
      expect: 'The email link is followed (the mail app opens).',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Stacked’.',
      expect: 'Only the links are scan stops, each at least 44 px tall.',
      provenBy: 'DetailList.test.tsx: stacks each term above its value and keeps links 44px tall',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Columns’ and ‘Long content’.',
      expect: 'One pair per row, values wrapped, nothing scrolls sideways.',
      provenBy:
        'DetailList.test.tsx: lays the pairs out in columns, a wide item taking the whole row, one column at 320px',
    },
  ],
};
