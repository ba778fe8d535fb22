import { accentTokenNames, type ColorToken } from './tokens.js';

/** WCAG minimums: 7 for body text (AAA, our aim), 4.5 for other text, 3 for borders and focus. */
export const BODY_TEXT = 7;
export const TEXT = 4.5;
export const NON_TEXT = 3;

export interface ContrastPair {
  /** The foreground; with several, the pair passes when any one of them reaches the minimum (a two-colour focus ring). */
  fg: ColorToken | ColorToken[];
  bg: ColorToken;
  min: number;
  use: string;
}

const surfaces = ['bg', 'surface', 'surface-raised'] as const;
const onEverySurface = (fg: ColorToken, min: number, use: string): ContrastPair[] =>
  surfaces.map((bg) => ({ fg, bg, min, use }));

/** Every foreground/background pair the components draw. */
export const contrastPairs: ContrastPair[] = [
  ...onEverySurface('text', BODY_TEXT, 'body text, labels, headings'),
  ...onEverySurface('text-muted', TEXT, 'hints, descriptions, character counts'),
  ...onEverySurface('border', NON_TEXT, 'borders of inputs, selects, checkboxes, radios, cards'),
  ...onEverySurface('link', TEXT, 'links and ghost/outline button text'),
  ...onEverySurface('link-hover', TEXT, 'hovered links'),
  ...onEverySurface('primary', NON_TEXT, 'outline button border'),
  ...onEverySurface('danger-text', TEXT, 'inline error messages'),
  ...onEverySurface('danger', NON_TEXT, 'border of a field in error'),
  ...onEverySurface('selected', NON_TEXT, 'checked checkbox and radio fill'),
  ...onEverySurface('focus', NON_TEXT, 'outer focus ring'),
  { fg: 'focus-inner', bg: 'focus', min: NON_TEXT, use: 'inner against outer focus ring' },
  { fg: ['focus', 'focus-inner'], bg: 'brand-surface', min: NON_TEXT, use: 'focus ring on the hero' },
  { fg: ['focus', 'focus-inner'], bg: 'primary', min: NON_TEXT, use: 'focus ring next to a primary button' },
  { fg: 'on-primary', bg: 'primary', min: TEXT, use: 'primary button text' },
  { fg: 'on-primary', bg: 'primary-hover', min: TEXT, use: 'hovered primary button text' },
  { fg: 'on-primary', bg: 'selected', min: NON_TEXT, use: 'check mark and radio dot' },
  { fg: 'on-secondary', bg: 'secondary', min: TEXT, use: 'secondary button text' },
  { fg: 'on-secondary', bg: 'secondary-hover', min: TEXT, use: 'hovered secondary button text' },
  { fg: 'on-danger', bg: 'danger', min: TEXT, use: 'danger button text' },
  { fg: 'on-danger', bg: 'danger-hover', min: TEXT, use: 'hovered danger button text' },
  { fg: 'text', bg: 'danger-surface', min: BODY_TEXT, use: 'error banner and summary text' },
  { fg: 'danger-text', bg: 'danger-surface', min: TEXT, use: 'error banner heading' },
  { fg: 'link', bg: 'danger-surface', min: TEXT, use: 'links in the error summary' },
  { fg: 'danger', bg: 'danger-surface', min: NON_TEXT, use: 'error banner border' },
  { fg: 'text', bg: 'success-surface', min: BODY_TEXT, use: 'success panel text' },
  { fg: 'success-text', bg: 'success-surface', min: TEXT, use: 'success panel heading and border' },
  { fg: 'info-text', bg: 'info-surface', min: BODY_TEXT, use: 'status message text' },
  { fg: 'link', bg: 'info-surface', min: TEXT, use: 'links in a status message' },
  { fg: 'on-brand', bg: 'brand-surface', min: BODY_TEXT, use: 'hero text' },
  { fg: 'link', bg: 'success-surface', min: TEXT, use: 'links in a success panel or alert' },
  ...(['danger-surface', 'success-surface', 'info-surface'] as const).map((bg): ContrastPair => ({
    fg: ['focus', 'focus-inner'],
    bg,
    min: NON_TEXT,
    use: 'focus ring inside a message',
  })),
  { fg: 'focus-inner', bg: 'primary', min: NON_TEXT, use: 'inset ring of the highlighted select option' },
  ...accentTokenNames.flatMap((accent): ContrastPair[] => [
    // The stripe and icon are decorative; the pairs keep them visible all the same.
    { fg: accent, bg: 'surface-raised', min: NON_TEXT, use: 'card accent stripe' },
    { fg: 'on-primary', bg: accent, min: NON_TEXT, use: 'card icon drawn on its accent tile' },
  ]),
  // Content, data and navigation components
  { fg: 'bg', bg: 'text', min: TEXT, use: 'exclamation mark of the warning text icon' },
  { fg: 'bg', bg: 'success-text', min: TEXT, use: 'title of a success notification banner' },
];

/** Colour tokens that never carry text or a boundary, with the reason. */
export const exemptTokens: Partial<Record<ColorToken, string>> = {
  backdrop: 'the dimmed layer behind a modal; it carries no text and marks no boundary',
};
