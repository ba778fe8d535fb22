import type { ComponentGuidance } from '../docs-support/guidance.js';

export const tabsGuidance: ComponentGuidance = {
  whenToUse: [
    'Content of one page that falls into a few parts of which people need one at a time, such as a submission’s details, notes, history and mails in the staff inbox.',
  ],
  whenNotToUse: [
    'When choosing a tab should change the address (each tab a page, bookmarkable, shareable): use TabNav.',
    'When people need to compare what is in two tabs, or read everything: show it on the page under headings.',
    'To split a form: fields in hidden panels are missed, and their errors cannot be reached. Use several pages, or one page with headings.',
    'For more tabs than fit on one or two lines at 400% zoom: use headings, or a page per part.',
  ],
  howItWorks: [
    'Once scripts run, a `tablist` named by `label` holds a `tab` button per panel; each tab has `aria-controls` to its `tabpanel`, and each panel is named by its tab with `aria-labelledby`. The ids are made by the component. Only the selected tab is in the Tab order (a roving tabindex); the panels all stay in the page, the inactive ones `hidden`, so what is typed in one survives a change of tab.',
    'Activation is automatic by default: moving with the arrow keys selects, as WAI-ARIA advises when a panel shows at once, and it is what NVDA and VoiceOver users expect from “tab, selected”. Choose `activation="manual"` when showing a panel is slow (it loads data from the server) or does something (marks a submission as read): the arrows then only move focus, and Enter or Space selects.',
    'Before scripts run (the server’s HTML, or scripts off or failed) it is GOV.UK’s fallback: a “Contents” heading and a list of links to the panels, then every panel under a heading of its own (`headingLevel`). After hydration it becomes tabs; an app rendered on the client only goes straight to tabs.',
    'The selected tab is joined to its panel, has a thick top border, bold text and no underline; the others look like links. In forced colours the borders and underline carry that difference.',
    'Controlled with `value` and `onValueChange` (for a tab kept in the address), or uncontrolled with `defaultValue`.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Into the tab list: focuses the selected tab. From a tab: moves to the selected panel.',
    },
    {
      keys: 'Right arrow',
      action:
        'Moves to the next tab, from the last to the first (the previous one in right-to-left text). Selects it with automatic activation.',
    },
    {
      keys: 'Left arrow',
      action: 'Moves to the previous tab, from the first to the last (the next one in right-to-left text).',
    },
    { keys: 'Home', action: 'Moves to the first tab.' },
    { keys: 'End', action: 'Moves to the last tab.' },
    {
      keys: 'Enter or Space',
      action: 'With manual activation: selects the focused tab and shows its panel.',
    },
    { keys: 'Shift + Tab', action: 'From the panel: back to the selected tab.' },
  ],
  screenReader: [
    "A tab is read 'tab, Notes (2), selected, 2 of 4'. NVDA and JAWS switch to focus mode in the tab list, so the arrow keys reach the component; VoiceOver reads 'tab, 2 of 4' and uses its own Control + Option + arrows.",
    "Tab from the tab list reads 'tab panel, Notes (2)' and then its content; the panel is named by its tab.",
    "With manual activation, Enter makes NVDA and JAWS say 'selected', as the transcript of ‘Manual activation’ shows.",
    'Before scripts run, screen reader users get a list of links and headings, and can jump between the panels with H.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Tabs pattern',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/tabs/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontSplitAForm',
      why: 'Tabs suit parts that are read one at a time; a form split across tabs hides fields and their errors.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab into the tabs; use the arrows, Home and End; Tab into the panel and back.',
      expect:
        'One Tab stop for the whole tab list, arrows wrap, the panel shown changes with the selected tab, focus always visible.',
      provenBy: 'Tabs.stories.tsx: Default (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Arrow through the tabs, then press Tab.',
      expect: "Each tab is read with 'selected' and its position; Tab reads the panel’s name and content.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'With manual activation, arrow to a tab and press Enter.',
      expect: "'selected' is said and the panel changes; focus stays on the tab.",
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Move through the tabs with Control + Option + Right arrow and select one with Control + Option + Space.',
      expect: "Tabs are read as 'tab, 2 of 4', and selecting shows the panel.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe to a tab and double tap it; swipe on.',
      expect: 'The new panel’s content follows the tab list in swipe order; hidden panels are never reached.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click History'.",
      expect: 'The History tab is selected and its panel shown.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% with six tabs.',
      expect: 'Tabs wrap onto more rows inside the viewport; the selected one stays clear.',
      provenBy: 'Tabs.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The selected tab keeps its thick top border, bold text and no underline.',
      provenBy: 'Tabs.test.tsx: marks the selected tab by shape too, and keeps it apart in forced colours',
    },
  ],
};
