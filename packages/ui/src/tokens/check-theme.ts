import { contrastPairs, TEXT, type ContrastPair } from './contrast-pairs.js';
import { contrastRatio } from './contrast.js';
import { colorTokenNames, themes, type ColorToken, type Theme, type ThemeName } from './tokens.js';

/** Colour token values to put in place of ours, per theme, such as `{ light: { primary: '#e0701a' } }`. */
export type ThemeOverrides = Partial<Record<ThemeName, Partial<Record<ColorToken, string>>>>;

export interface ContrastResult {
  /** 'light', 'dark', or the situation a CSS file was checked in, such as 'dark (data-theme="dark")'. */
  theme: string;
  /** With two foregrounds (a two-colour focus ring) the better one counts. */
  fg: ColorToken | ColorToken[];
  bg: ColorToken;
  /** The best ratio, or NaN when a value is not a colour the checker reads. */
  ratio: number;
  /** The WCAG 2.2 AA minimum: 4.5:1 for text, 3:1 for borders, focus rings and other non-text. */
  required: number;
  /** Our own aim, higher for body text (7:1, AAA); the components' tokens meet it. */
  aim: number;
  use: string;
  pass: boolean;
}

export interface ThemeCheck {
  /** True when every pair meets its WCAG minimum and every value could be read. */
  ok: boolean;
  /** The pairs under their WCAG minimum, or with a value that is not a colour. */
  failures: ContrastResult[];
  /** Pairs that pass WCAG but fall short of our aim (7:1 for body text). */
  belowAim: ContrastResult[];
  /** Every pair of both themes. */
  results: ContrastResult[];
  /** Keys of `overrides` that are not colour tokens (a typo, say); they change nothing. */
  unknownTokens: string[];
}

/** The WCAG AA minimum for a pair: our 7:1 aim for body text is AAA, so WCAG asks 4.5:1 there. */
export const wcagMinimum = (pair: ContrastPair) => Math.min(pair.min, TEXT);

/**
 * Checks every text, border and focus pair the components draw, in the light and the dark theme, with
 * `overrides` in place of our colours, and reports each one under its WCAG minimum.
 */
export function checkTheme(overrides: ThemeOverrides = {}): ThemeCheck {
  const results: ContrastResult[] = [];
  const unknownTokens: string[] = [];
  for (const themeName of Object.keys(themes) as ThemeName[]) {
    const own = overrides[themeName] ?? {};
    for (const token of Object.keys(own)) {
      if (!(colorTokenNames as readonly string[]).includes(token))
        unknownTokens.push(`${themeName}: ${token}`);
    }
    results.push(...checkColors(themeName, { ...themes[themeName], ...own }));
  }
  const failures = results.filter((result) => !result.pass);
  const belowAim = results.filter((result) => result.pass && result.ratio < result.aim);
  return { ok: failures.length === 0, failures, belowAim, results, unknownTokens };
}

/** Every pair of `contrastPairs` in one set of colours; a translucent background is blended over `bg`. */
export function checkColors(label: string, theme: Theme): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const ratio = Math.max(...[pair.fg].flat().map((fg) => ratioOrNaN(theme[fg], theme[pair.bg], theme.bg)));
    const required = wcagMinimum(pair);
    return {
      theme: label,
      fg: pair.fg,
      bg: pair.bg,
      ratio,
      required,
      aim: pair.min,
      use: pair.use,
      pass: ratio >= required,
    };
  });
}

function ratioOrNaN(fg: string, bg: string, page: string): number {
  try {
    return contrastRatio(fg, bg, page);
  } catch {
    return Number.NaN;
  }
}

/** One result as a line of text: `light: on-primary on primary 3.07:1, needs 4.5:1 (primary button text)`. */
export function describeResult(result: ContrastResult): string {
  const ratio = Number.isNaN(result.ratio)
    ? 'not a colour the checker reads'
    : `${result.ratio.toFixed(2)}:1`;
  return `${result.theme}: ${[result.fg].flat().join(' or ')} on ${result.bg} ${ratio}, needs ${result.required}:1 (${result.use})`;
}
