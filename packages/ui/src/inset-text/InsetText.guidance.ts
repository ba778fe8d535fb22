import type { ComponentGuidance } from '../docs-support/guidance.js';

export const insetTextGuidance: ComponentGuidance = {
  whenToUse: [
    'One short piece of content that the reader should keep in mind, set apart from the text around it: a quotation, an example, how long something takes.',
  ],
  whenNotToUse: [
    'A warning about a legal consequence, a deadline or a risk: use WarningText, which is announced as a warning.',
    'A message about what just happened (sent, failed, saved): use the NotificationBanner, an Alert or the SuccessPanel.',
    'Several paragraphs in a row: when everything is set apart, nothing stands out.',
    'Content that is hidden until asked for: use a details (disclosure) component.',
  ],
  howItWorks: [
    'A `div` with a thick border on its start side (the left in English, the right in right-to-left languages). It has no role and takes no focus.',
    'Screen readers read it in place, with nothing to say that it is set apart: write it so that it makes sense read straight through.',
  ],
  keyboard: [
    {
      keys: 'None',
      action: 'Inset text holds no controls of its own; links inside it are reached with Tab as usual.',
    },
  ],
  screenReader: [
    'Read as ordinary paragraphs, with no announcement of the border. NVDA, JAWS, VoiceOver and TalkBack behave alike.',
  ],
  pattern: {
    name: 'GOV.UK Design System: Inset text (a plain HTML div)',
    url: 'https://design-system.service.gov.uk/components/inset-text/',
  },
  examples: [
    {
      do: 'Default',
      dont: 'DontManyInsets',
      why: 'One inset draws the eye to the one thing to keep in mind; many insets draw it nowhere.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Tab through a page with inset text holding a link.',
      expect: 'The link is reached in reading order and its focus ring is fully visible inside the inset.',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Read the page with the down arrow.',
      expect: 'The inset is read in place and makes sense with the paragraphs before and after it.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Zoom to 400% and read the inset.',
      expect: 'Its text wraps inside the viewport and the border stays beside it.',
      provenBy: 'InsetText.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The border is still drawn.',
      provenBy: 'InsetText.test.tsx: keeps its border in forced colours',
    },
  ],
};
