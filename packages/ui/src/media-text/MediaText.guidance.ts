import type { ComponentGuidance } from '../docs-support/guidance.js';

export const mediaTextGuidance: ComponentGuidance = {
  whenToUse: [
    'A few paragraphs beside one picture that belongs with them: a story, a project, who we are.',
    'Alternating text and pictures down a page: set `imagePosition` to swap sides, the reading order stays the same.',
  ],
  whenNotToUse: [
    'A picture that carries information the text does not give (a chart, a map): describe it fully nearby, in text, not only in `alt`.',
    'Several items side by side: use Cards in a CardGrid.',
    'A video: use the MediaGallery, which gives it captions and a transcript.',
  ],
  howItWorks: [
    'Two equal columns when both fit at 20rem, one column when they do not, so it reflows at 320 px and inside narrow containers as well as on narrow screens.',
    'The text comes first in the source, so it is read first and sits above the image when stacked; `imagePosition` only chooses the side the image is drawn on when they share a row.',
    'The image needs `alt` (`""` when it only decorates) and `width`/`height` so the page does not jump as it loads; it loads lazily unless `loading: "eager"`, and takes `srcSet` and `sizes`.',
  ],
  keyboard: [{ keys: 'Tab', action: 'Goes to the links in the text; the image is not focusable.' }],
  screenReader: [
    "The text is read first, then the image as 'graphic' (NVDA, JAWS) or 'image' (VoiceOver) with its alternative text.",
    'An image with `alt=""` is skipped by every screen reader.',
  ],
  pattern: {
    name: 'W3C WAI images tutorial: informative and decorative images',
    url: 'https://www.w3.org/WAI/tutorials/images/',
  },
  examples: [
    {
      do: 'DecorativeImage',
      dont: 'DontDescribeDecoration',
      why: 'A picture that adds nothing to the text gets `alt=""`; a long description of decoration is read on every visit.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through ‘Image at the start’.',
      expect: 'The link in the text is reached; the focus ring is visible.',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Read ‘Image at the start’ with the Down arrow.',
      expect: 'The text first, then the image, although the image is drawn on the left.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Press G (next graphic) on ‘Default’.',
      expect: 'The image is found with its alternative text.',
    },
    {
      with: 'VoiceOver + Safari (macOS)',
      try: 'Read ‘Decorative image’.',
      expect: 'Only the text is read.',
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Swipe through ‘Default’.',
      expect: 'The text, the link, then the image.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Swipe through ‘Default’.',
      expect: 'The text, the link, then the image.',
    },
    {
      with: 'Voice control (Dragon, Voice Access, Voice Control)',
      try: "Say 'click Read our story'.",
      expect: 'The link is followed.',
    },
    {
      with: 'Switch access',
      try: 'Scan ‘Default’.',
      expect: 'Only the link is a scan stop.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% on ‘Narrow viewport’.',
      expect: 'The text comes first and the image under it, both within the screen.',
      provenBy: 'MediaText.test.tsx: stacks the text above the image at 320px, on either side',
    },
  ],
};
