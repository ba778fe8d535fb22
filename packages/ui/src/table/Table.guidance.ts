import type { ComponentGuidance } from '../docs-support/guidance.js';

export const tableGuidance: ComponentGuidance = {
  whenToUse: [
    'Records that people compare across columns: the staff inbox’s list of submissions, a schedule, figures by month.',
    'With sorting, when people look for the newest, the oldest, or a name in a long list.',
  ],
  whenNotToUse: [
    'Layout: use CSS grid or flex. A table is read cell by cell with its headers.',
    'The facts of one record: use the SummaryList (with actions) or the DetailList.',
    'Very many columns at once: split the data, or give the detail its own page linked from the row header; at 400% zoom a table of three or four columns is what people can still follow.',
  ],
  howItWorks: [
    'A `table` with a `caption` (required: it names the table for screen readers), column headers with `scope="col"`, and the cells of a `rowHeader` column as `th scope="row"`, so every cell is read with its column and its row. `numeric` columns are end-aligned in figures of equal width.',
    'A column with `sortValue` (or `sortable`) has a button in its header. Pressing it sorts by that column (first in `firstSortDirection`, then the other way). Only the sorted header has `aria-sort`; a polite status then says the new order, such as “Sorted by Received, newest first.” (`sortLabels` words each order), and the caption adds it and says that headers with buttons sort the table. Nothing is announced when the table first shows, nor when a controlled table’s first rows arrive. With no rows the headers are plain text: there is nothing to sort.',
    'Uncontrolled, it sorts the rows itself (`defaultSort`). Controlled, for data sorted on the server, it shows `rows` in the order given and reports presses through `onSortChange`; update `sort` together with the rows in the new order, and the table announces the change when it shows it.',
    'At 320px and at 400% zoom (the chosen approach): when the table is wider than its box, the box scrolls sideways and becomes a region named by the caption and a Tab stop, so keyboard users scroll it with the arrow keys; the row headers stay in view at its start. Rows are not stacked into label and value pairs: a table keeps its table semantics (screen reader table navigation, headers read with each cell) and its sort buttons, which stacking would take away; WCAG 1.4.10 counts data tables among the content that may scroll in two directions. The page itself never scrolls sideways. When the table fits, the box is neither a region nor a Tab stop.',
    'With no rows it says why, in one cell across all columns (`empty`).',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'Moves to the scroll region (only when the table is wider than its box), then to each sort button and each link in the cells.',
    },
    {
      keys: 'Enter or Space',
      action:
        'On a sort button: sorts by that column, or reverses the order if it is already sorted by it. Focus stays on the button.',
    },
    { keys: 'Left and Right arrows', action: 'On the focused scroll region: scroll the table sideways.' },
  ],
  screenReader: [
    "Arriving at the table, NVDA, JAWS and VoiceOver read its caption with the order and the hint: 'table, Volunteer applications (Sorted by Received, newest first. Column headers with buttons sort the table.)'.",
    "Table navigation (Control + Alt + arrows in NVDA and JAWS, Control + Option + arrows in VoiceOver) reads each cell with its column header and row header; the sorted column's header adds 'sorted ascending' or 'sorted descending'.",
    "After pressing a sort button, the new order is read once, politely: 'Sorted by Name, A to Z.'",
    'The scroll region is announced with the caption when it takes focus; it is not there when the table fits.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Sortable Table example (Table pattern)',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/table/examples/sortable-table/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontNoHeaders',
      why: 'A caption names the table and headers give every cell its meaning; bold text in the first row does neither.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to a sort button and press Enter, then Space; at 400% zoom, Tab to the table and scroll it with the arrows.',
      expect:
        'The order changes, focus stays on the button and is visible; the region scrolls and its focus ring shows.',
      provenBy:
        'Table.test.tsx: scrolls inside a focusable region named by its caption when it is too wide, and only then',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press T to reach the table, then Control + Alt + arrows; press a sort button.',
      expect:
        "The caption with its order is read; cells are read with their headers; after sorting, 'Sorted by …' is read once.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'Move through the header row and sort by a column.',
      expect:
        "The sorted header is read as 'sorted ascending' or 'sorted descending'; only one header says so.",
      provenBy:
        'Table.test.tsx: sorts by a header’s button from the keyboard, one aria-sort at a time, and announces the order',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Read the table with Control + Option + arrows and sort it with Control + Option + Space on a header.',
      expect: 'Row headers are read when moving down a column; the new order is announced.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through the table at 320px.',
      expect: 'Each cell is reached and read with its text; the region is announced with the caption.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and scroll the table sideways.',
      expect: 'Only the table scrolls, not the page; the names in the row headers stay in view.',
      provenBy: 'Table.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect:
        'Cell rules are drawn; the sorted header differs from the other buttons by its colour and missing underline, and its arrow shows the direction.',
      provenBy: 'Table.test.tsx: keeps its rules and the sort buttons apart in forced colours',
    },
  ],
};
