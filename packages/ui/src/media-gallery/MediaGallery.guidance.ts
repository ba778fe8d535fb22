import type { ComponentGuidance } from '../docs-support/guidance.js';

export const mediaGalleryGuidance: ComponentGuidance = {
  whenToUse: [
    'A set of photos or short videos that belong together, looked at one by one (Previous and Next) or all at once (a grid).',
    'Inside a Modal opened by a “View photos” button, or on a page of its own.',
  ],
  whenNotToUse: [
    'A single decorative or illustrative picture: use an `<img>` with its `alt`, or the MediaText layout.',
    'Content the visitor must read to use the page: pictures and films are extras, with their words beside them.',
    'A carousel that moves by itself: nothing here turns on a timer, and nothing should (WCAG 2.2.2).',
  ],
  howItWorks: [
    'Each item is a `<figure>` with a `<figcaption>`. Pictures need real `alt` text (what the picture shows) and their width and height.',
    'Previous and Next are real buttons that stay focusable at either end (`aria-disabled`), so focus is never lost; the position is a polite live region that also says the new item’s caption (“Photo 2 of 6. On the way to college.”), so the visitor knows which photo came. Left and Right arrow keys also move, except inside a video, whose controls use them.',
    'The view switch is a pair of toggle buttons (`aria-pressed`). Choosing an item in the grid shows it alone and moves focus to it; the item is named by its position and caption (“Photo 4 of 6, A livelihood workshop…”), so focus says which one it is.',
    'A video plays in the browser’s own player with a default captions track (WCAG 1.2.2). It is named by its title and described by its `description`: say there whether it has sound. Its `transcript`, everything it shows and says in words, sits behind a button right under it and is pointed at by the video’s `aria-details` (WCAG 1.2.1 for a silent film, whose captions screen readers do not read; 1.2.3 and 1.2.5 with sound).',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action: 'Through the view switch, the video player and its transcript button, Previous and Next.',
    },
    {
      keys: 'Enter or Space',
      action:
        'On a button: shows the previous or next item, switches the view, shows or hides the transcript, or opens a grid item.',
    },
    {
      keys: 'Left arrow, Right arrow',
      action: 'Anywhere in the gallery but inside the player: the previous or next item.',
    },
  ],
  screenReader: [
    'Moving on: the new position and caption are read politely (“Photo 2 of 6. On the way to college.”); the visitor then reads the picture’s `alt`.',
    'A grid item opened: “figure, Photo 4 of 6, A livelihood workshop for women with disabilities.”',
    'On the player: its title and description (“One year of working together, … It has no sound …”); JAWS and NVDA add “has details”, and NVDA + Insert + D or JAWS’s details command goes to the transcript.',
    'The transcript button is read with its state (“Read the transcript, button, collapsed”); the transcript follows it in the reading order.',
  ],
  pattern: {
    name: 'WAI-ARIA Authoring Practices: Carousel pattern (without rotation); WCAG 1.2.1 Audio-only and Video-only',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/carousel/',
  },
  examples: [
    {
      do: 'VideoWithTranscript',
      dont: 'DontVideoWithoutTranscript',
      why: 'Screen readers do not read captions, so a silent film with captions only says nothing to a blind visitor. Say in its description that it has no sound, and give a transcript that says what each scene shows.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab to Next, press Enter and the arrow keys; switch to All at once and open an item.',
      expect: 'Each step moves as said; focus stays on Next at the end, and lands on the opened item.',
      provenBy: 'MediaGallery.stories.tsx: Keyboard (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Press Next; open the grid and an item; Tab to the video player and press NVDA + Insert + D.',
      expect:
        'The position and caption are read after each move; the opened item is named; the player is named and described, and D reaches the transcript.',
      provenBy:
        'MediaGallery.stories.tsx: Photos and VideoWithTranscript (their transcripts, from the virtual screen reader; not the details command)',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Tab to the player; listen; then open the transcript.',
      expect: 'The title and “It has no sound” are read; the transcript is read as paragraphs.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Interact with the player; move on to the transcript button.',
      expect: 'The player’s name and description are read; the button says collapsed or expanded.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through the gallery; double-tap Next.',
      expect: 'Each photo’s description and caption are read; the new position and caption are announced.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe to the transcript button and double-tap; swipe on.',
      expect: 'The transcript opens and is read scene by scene.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Open the gallery at 400% zoom and move through it.',
      expect: 'Nothing scrolls sideways; Previous, the position and Next stay together.',
      provenBy: 'MediaGallery.stories.tsx: NarrowViewport',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: 'Say “click Next”, “click All photos”, “click Read the transcript”.',
      expect: 'Each works by its visible words.',
    },
    {
      with: 'Switch access',
      try: 'Step through the gallery with one switch.',
      expect: 'Every control is reached in order and can be activated; nothing moves by itself.',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Open the grid with a contrast theme on and Tab through it.',
      expect: 'The focus outline on each item and the pressed view button stay visible.',
    },
  ],
};
