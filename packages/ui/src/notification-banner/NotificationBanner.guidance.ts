import type { ComponentGuidance } from '../docs-support/guidance.js';

export const notificationBannerGuidance: ComponentGuidance = {
  whenToUse: [
    'Neutral: news that concerns everyone on the page and is not about what they just did, such as a deadline or a planned change.',
    'Success: the result of what the visitor just did (a status changed, a note added, a person’s data erased), shown on the page they continue from.',
  ],
  whenNotToUse: [
    'Errors in what the visitor entered: use the ErrorSummary and an error message on each field.',
    'The end of a form journey that replaces the form: use the SuccessPanel, which carries a reference number.',
    'Promotions and news unrelated to the page: people learn to skip banners that are not about their task.',
    'More than one banner on a page.',
  ],
  howItWorks: [
    'A title bar (“Important” or “Success” by default, an `h2` unless `headingLevel` says otherwise), then an optional bold `heading` and the content. All of it is in the first render, so it is in server-rendered HTML and shown without scripts.',
    'Neutral: a region landmark named by its title. It never moves focus; it is read where it sits, at the top of the main content.',
    'Success: an alert named by its title, which takes focus when it appears (as GOV.UK’s does), both when an action adds it to the page and when the page an action led to loads with it. Screen readers then read it at once and the next Tab continues from it. `focusKey` brings focus back for the next result while the banner stays in place; `autoFocus={false}` turns it off.',
    'In forced colours the title bar loses its fill; a rule keeps it apart from the content.',
  ],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'From a focused success banner: moves to the first link or control in it, then on through the page.',
    },
    {
      keys: 'Shift + Tab',
      action: 'From a focused success banner: moves back to the control before it in the page.',
    },
  ],
  screenReader: [
    "Neutral: read in place as 'region, Important' and its text; listed among the landmarks (D in NVDA, R in JAWS, the rotor in VoiceOver).",
    "Success: on arrival focus moves to it, and its title, role and message are read ('alert, Success, Status changed to In progress…'). The message is wired as the banner's description: a focused container that has a name is otherwise announced by its name alone, and the visitor would hear only 'Success'.",
    "NVDA and JAWS may read a success banner twice when an action adds it, once as the alert and once on focus; that is GOV.UK's trade-off for a banner that must also be heard when a page loads with it.",
  ],
  pattern: {
    name: 'GOV.UK Design System: Notification banner',
    url: 'https://design-system.service.gov.uk/components/notification-banner/',
  },
  examples: [
    {
      do: 'AfterAnAction',
      dont: 'DontForErrors',
      why: 'A success banner reports what the visitor did; errors belong in the ErrorSummary, which leads to each field.',
    },
    {
      do: 'Default',
      dont: 'DontStealFocus',
      why: 'Focus moves only when the visitor acted; news they did not ask for waits where it is.',
    },
  ],
  checklist: [
    {
      with: 'Keyboard only',
      try: 'Change a status with Enter; then press Tab.',
      expect: 'Focus lands on the success banner, visibly; the next Tab reaches the banner’s link.',
      provenBy: 'NotificationBanner.stories.tsx: AfterAnAction (play function)',
    },
    {
      with: 'NVDA + Firefox',
      try: 'Change a status; then load a page that opens with a success banner.',
      expect:
        'Both times “Success” and the message are read at once, without moving the virtual cursor by hand.',
    },
    {
      with: 'JAWS + Chrome',
      try: 'Load a page with a neutral banner; press R to move by region.',
      expect: "'Important region' is found and its text read; focus was not moved on load.",
    },
    {
      with: 'VoiceOver + Safari (iOS)',
      try: 'Change a status with a double tap.',
      expect: 'VoiceOver moves to the banner and reads it.',
    },
    {
      with: 'TalkBack + Chrome (Android)',
      try: 'Change a status with a double tap.',
      expect: 'TalkBack reads the banner and the next swipe continues from it.',
    },
    {
      with: 'Screen magnifier at 400%',
      try: 'Change a status at 400% zoom.',
      expect: 'The view moves to the banner; its text wraps within the viewport.',
      provenBy: 'NotificationBanner.stories.tsx: Narrow',
    },
    {
      with: 'Windows contrast themes (forced colours)',
      try: 'Turn on a contrast theme.',
      expect: 'The banner keeps its border, the title stays apart from the content, and focus is visible.',
      provenBy:
        'NotificationBanner.test.tsx: keeps its frame, a rule under its title and its focus ring in forced colours',
    },
  ],
};
