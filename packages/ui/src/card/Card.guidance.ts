import type { ComponentGuidance } from '../docs-support/guidance.js';

export const cardGuidance: ComponentGuidance = {
  whenToUse: [
    'One of several similar items shown side by side: projects, programmes, stories, events. Put them in a `CardGrid`.',
    'With `href` when the whole card leads to one page about it; with `actions` when it offers more than one thing to do.',
  ],
  whenNotToUse: [
    'A single block of content with a heading: use a Section.',
    'Facts with labels (date, place, contact): use a DetailList, inside a card if you like.',
    'A card with a link and other buttons or links: a linked card must hold no other controls; use an unlinked card with `actions`.',
    'A feature that only decorates: keep the `icon` and `accent` for decoration, never the only way to tell cards apart.',
  ],
  howItWorks: [
    'An `<article>` with a heading (`h3` by default, for cards under a section’s `h2`), an optional subtitle, description, feature list, image and actions.',
    'With `href` the title is the link, stretched over the whole card: one tab stop, clicking anywhere follows it, and the focus ring goes round the card. `linkLabel` (‘Read more’) is drawn at the foot and added to the link’s name through `aria-labelledby`, so it is heard once, with the title.',
    'The image comes after the text in reading order but is drawn on top; it needs `alt` (`""` for decoration), width and height, and loads lazily. The icon and the accent stripe are hidden from assistive technology.',
    '`CardGrid` is a list (`role="list"`, which Safari needs once the bullets are gone), as many columns as fit and one at 320 px.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'A linked card: one stop, on its title link, with the ring round the card. An unlinked card: its actions, in order.',
    },
    { keys: 'Enter', action: 'On a linked card: follows the link.' },
  ],
  screenReader: [
    "Reading a grid: 'list, 3 items', then each card as an article with its heading ('Project Drishti, heading level 3'), the text, then the image by its alternative text.",
    "A linked card's link is its title, plus the link label if there is one ('Project Drishti Read more, link'); the subtitle and description are read as text after it, not as part of the link.",
    "Whether 'article' is said when reading into a card depends on the screen reader and its settings (NVDA says it only with its 'report articles' option on); the heading is always there to find.",
  ],
  pattern: {
    name: 'HTML: the article element, with the title as the one link (Inclusive Components: cards)',
    url: 'https://html.spec.whatwg.org/multipage/sections.html#the-article-element',
  },
  examples: [
    {
      do: 'Linked',
      dont: 'DontWrapInALink',
      why: 'Let the title be the link and the card its click area; a link wrapped round the whole card reads everything in it as the link’s name.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through ‘Linked’ and ‘Grid’.',
      expect: 'Each linked card is one tab stop with a ring round the whole card; Enter follows it.',
      provenBy: 'Card.stories.tsx: Linked (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press K (next link) through ‘Grid’, then Insert + F7.',
      expect:
        'Each card’s link is its title (with the link label if there is one), short and distinct in the links list.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press H through ‘Grid’.',
      expect: 'Each card’s heading is found; the link is on the heading.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Open the rotor’s links on ‘Grid’.',
      expect: 'One link per card, named by its title.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through a linked card and double tap anywhere on it.',
      expect: 'The title is read as a link, then the text; double tap follows the link.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through ‘With image’.',
      expect: 'The image is read by its alternative text, after the card’s text.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Project Drishti'.",
      expect: 'The card’s link is followed by its visible title.',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Grid’ and select a card.',
      expect: 'Each linked card is one scan stop, highlighted whole.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Grid’ and ‘Narrow viewport’.',
      expect: 'One card per row, text wrapped, nothing scrolls sideways.',
      provenBy: 'Card.test.tsx: puts each card in a list item, one column at 320px',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme; focus a linked card.',
      expect: 'Each card has a visible border and the focus ring goes round the card.',
    },
  ],
};
