/**
 * What a component's docs page tells a designer or developer who has no one to ask: when to use it,
 * when not, how it works, how it is operated and heard, and what a person must still try by hand.
 * Each component keeps its guidance in `<Component>.guidance.ts` and hands it to its stories' meta as
 * `parameters.docs.guidance`; the docs page (`.storybook/blocks/ComponentPage.tsx`) lays it out.
 * Never shipped in the package: docs only.
 */
export interface ComponentGuidance {
  /** Situations it is made for, one sentence each. */
  whenToUse: string[];
  /** Situations it is wrong for, each naming what to use instead. */
  whenNotToUse: string[];
  /** How it behaves: focus, announcements, what it renders, in short paragraphs. */
  howItWorks: string[];
  /** Every key that does something, in the order a visitor meets them. */
  keyboard: KeyboardRow[];
  /** What screen readers say and where they differ; names the screen reader when a line is about one. */
  screenReader: string[];
  /** The WAI-ARIA Authoring Practices pattern it follows, or the HTML element whose semantics it keeps. */
  pattern: { name: string; url: string };
  /** Pairs of stories of the same file, by export name: the right way and a wrong way, and why. */
  examples?: DoDont[];
  /** What a person must try with real assistive technology, and what must happen. */
  checklist: ManualCheck[];
}

export interface KeyboardRow {
  /** As a visitor presses them: 'Tab', 'Shift + Tab', 'Enter or Space', 'Escape'. */
  keys: string;
  action: string;
}

export interface DoDont {
  /** The export name of the story that shows the right way. */
  do: string;
  /** The export name of the story that shows a wrong way. */
  dont: string;
  why: string;
}

/** The assistive technologies of the manual checklist, as USWDS and GOV.UK test with them. */
export type AssistiveTechnology =
  | 'NVDA + Firefox'
  | 'JAWS + Chrome'
  | 'VoiceOver + Safari (macOS)'
  | 'VoiceOver + Safari (iOS)'
  | 'TalkBack + Chrome (Android)'
  | 'Keyboard only'
  | 'Voice control (Dragon, Voice Access, Voice Control)'
  | 'Switch access'
  | 'Screen magnifier at 400%'
  | 'Windows contrast themes (forced colours)';

export interface ManualCheck {
  with: AssistiveTechnology;
  /** What to do, from the visitor's side. */
  try: string;
  /** What must happen. */
  expect: string;
  /**
   * The automated test that already proves this row (a file name and test or story name), when one
   * does. Without it, only a person with that technology can confirm the row.
   */
  provenBy?: string;
}
