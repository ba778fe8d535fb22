import type { ComponentGuidance } from '../docs-support/guidance.js';

export const paginationGuidance: ComponentGuidance = {
  whenToUse: [
    'A list too long for one page, such as search results or the staff inbox’s submissions, split into numbered pages.',
  ],
  whenNotToUse: [
    'A list short enough to show whole (up to a few dozen rows): one page is easier to search with the browser’s find and a screen reader’s list navigation. With fewer than two pages the component draws nothing.',
    'Steps of a form or a journey: use a BackLink and a Continue button.',
    'An endless scroll: it moves the footer out of reach and gives screen reader users no sense of where they are.',
  ],
  howItWorks: [
    'A `nav` landmark named “Pagination” (or `label`, which should say what is paged on a page with several). It starts with where you are, “Page 3 of 12”, and which results when `results` is given (“Showing 41 to 60 of 231 results”).',
    'Previous and Next are visible words with an arrow; a hidden “page” makes them “Previous page” and “Next page”. They are left out on the first and last pages. Each number is read “Page 4”; the first, last, current and neighbouring pages are shown, with an ellipsis for each gap, as GOV.UK does. The current page is filled and has `aria-current="page"`.',
    'With `getHref`, every item is a link with the page in the address: it can be bookmarked and shared and works without scripts (`renderLink` for a router). With `onPageChange`, they are buttons that change the page in place: the position is a polite status that announces the new page, and if the button pressed disappears (Next on the last page), focus moves to the current page instead of being lost.',
    'Targets are at least 44 × 44px; the items wrap at 320px. Arrows turn round in right-to-left text. `labels` translates every word.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves through Previous, the page numbers and Next.' },
    { keys: 'Enter', action: 'Follows the link, or activates the button and changes the page.' },
    { keys: 'Space', action: 'With buttons: changes the page.' },
  ],
  screenReader: [
    "Read as 'navigation, Pagination', then 'Page 3 of 12, Showing 41 to 60 of 231 results', 'link, Previous page', a list of 'link, Page 1'…, with 'current page' on the current one, then 'link, Next page'.",
    "In the links list (NVDA Insert + F7, the VoiceOver rotor) the items are 'Previous page', 'Page 1'… 'Next page', not bare numbers.",
    "With buttons, after a change NVDA, JAWS and VoiceOver read the new position ('Page 4 of 12…') politely, after what they are saying.",
    'The ellipsis is read as it is written (“dot dot dot” in NVDA): it says that pages were skipped.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Pagination',
    url: 'https://design-system.service.gov.uk/components/pagination/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontNumbersOnly',
      why: 'Say where the visitor is and name every item in words; bare numbers and arrows say neither.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through the pagination; with buttons, press Next until the last page.',
      expect:
        'Every item takes a visible focus ring; when Next disappears, focus is on the current page, not lost.',
      provenBy: 'Pagination.stories.tsx: Buttons (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press D to reach the landmark, then read on; open the links list (Insert + F7).',
      expect:
        "'Page 3 of 12' is read first; the links are 'Previous page', 'Page 1'… and the current page is said to be current.",
    },
    {
      with: 'JAWS + Chrome',
      try: 'With buttons, press Next page.',
      expect: 'The new position is read out, and focus stays on the pagination.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through the pagination and double tap Next page.',
      expect: "Each item is read as a link with its name; the current page is read as 'current page'.",
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Next', then 'click 4'.",
      expect: 'Both work: the visible words and numbers are part of each item’s name.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and page through.',
      expect: 'Items wrap onto more lines; none is cut off or overlaps.',
      provenBy: 'Pagination.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The current page keeps a border, so it still stands out without its fill.',
    },
  ],
};
