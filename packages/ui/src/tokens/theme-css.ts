import { checkColors, type ContrastResult } from './check-theme.js';
import { generateTokensCss } from './generate-css.js';
import { colorTokenNames, type Theme, type ThemeName } from './tokens.js';

/**
 * Reads a project's theme file the way the browser would apply it after our `tokens.css`, and checks the
 * colours that result. The browser decides a token per element; the components read them from the page's
 * root, so the checker works out what `<html>` gets in each of four situations: light and dark from the
 * system setting (`prefers-color-scheme`), and `data-theme="dark"` or `"light"` on `<html>` against it.
 *
 * It follows the cascade for what a theme file holds: selectors made of `:root`, `html`, `*` and
 * `[data-theme]` (also inside `:not()`, `:is()` and `:where()`), `@media (prefers-color-scheme)`,
 * `@layer` (a layered declaration loses to our unlayered tokens) and `var()`. Anything else that sets a
 * `--ui-color-…` token is reported as not checked.
 */

export interface ThemeScenario {
  name: string;
  /** Whose colours the browser starts from. */
  theme: ThemeName;
  scheme: 'light' | 'dark';
  /** `data-theme` on `<html>`, if any. */
  attribute?: 'light' | 'dark';
}

export const themeScenarios: readonly ThemeScenario[] = [
  { name: 'light', theme: 'light', scheme: 'light' },
  { name: 'dark (prefers-color-scheme)', theme: 'dark', scheme: 'dark' },
  { name: 'dark (data-theme="dark")', theme: 'dark', scheme: 'light', attribute: 'dark' },
  { name: 'light (data-theme="light")', theme: 'light', scheme: 'dark', attribute: 'light' },
];

interface Declaration {
  property: string;
  value: string;
  selectors: string[];
  media: string[];
  layered: boolean;
  important: boolean;
  order: number;
}

export interface ThemeCssCheck {
  ok: boolean;
  failures: ContrastResult[];
  belowAim: ContrastResult[];
  results: ContrastResult[];
  /** What each situation's colours are, after the cascade. */
  themes: Record<string, Theme>;
  /** Declarations the checker could not place, values it could not read, tokens that do not exist. */
  warnings: string[];
}

/** Checks the contrast of every pair the components draw, in the four situations, with `css` applied. */
export function checkThemeCss(css: string): ThemeCssCheck {
  const warnings: string[] = [];
  const ours = parseDeclarations(generateTokensCss(), warnings, 0);
  const declarations = [...ours, ...parseDeclarations(css, warnings, ours.length)];
  const known = new Set<string>(colorTokenNames.map((name) => `--ui-color-${name}`));
  for (const declaration of declarations) {
    const { property } = declaration;
    if (property.startsWith('--ui-color-') && !known.has(property)) {
      warnings.push(`${property} is not a colour token of @inclusion/ui; it changes nothing`);
    }
  }
  const themes: Record<string, Theme> = {};
  const results: ContrastResult[] = [];
  for (const scenario of themeScenarios) {
    const values = cascade(declarations, scenario, warnings);
    const theme = Object.fromEntries(
      colorTokenNames.map((name) => [name, resolve(`--ui-color-${name}`, values, 0)]),
    ) as Theme;
    themes[scenario.name] = theme;
    results.push(...checkColors(scenario.name, theme));
  }
  const failures = results.filter((result) => !result.pass);
  const belowAim = results.filter((result) => result.pass && result.ratio < result.aim);
  return { ok: failures.length === 0, failures, belowAim, results, themes, warnings: [...new Set(warnings)] };
}

/** The declarations of custom properties, with the selectors, media and layer they sit in. */
function parseDeclarations(css: string, warnings: string[], firstOrder: number): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Declaration[] = [];
  type Frame = { kind: 'media' | 'layer' | 'rule' | 'other'; prelude: string };
  const stack: Frame[] = [];
  let buffer = '';
  let quote: string | null = null;
  let order = firstOrder;
  for (const char of text) {
    if (quote) {
      buffer += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      buffer += char;
    } else if (char === '{') {
      const prelude = buffer.trim();
      buffer = '';
      const kind = prelude.startsWith('@media')
        ? 'media'
        : prelude.startsWith('@layer')
          ? 'layer'
          : prelude.startsWith('@supports')
            ? 'other'
            : prelude.startsWith('@')
              ? 'other'
              : 'rule';
      stack.push({ kind, prelude });
    } else if (char === '}' || char === ';') {
      const statement = buffer.trim();
      buffer = '';
      const rule = stack.at(-1);
      const colon = statement.indexOf(':');
      if (rule?.kind === 'rule' && statement.startsWith('--') && colon > 0) {
        const rules = stack.filter((frame) => frame.kind === 'rule');
        if (rules.length > 1) {
          warnings.push(`Not checked: ${statement} is in a nested rule`);
        } else {
          let value = statement.slice(colon + 1).trim();
          const important = /!\s*important$/i.test(value);
          if (important) value = value.replace(/!\s*important$/i, '').trim();
          found.push({
            property: statement.slice(0, colon).trim(),
            value,
            selectors: splitList(rule.prelude),
            media: stack
              .filter((frame) => frame.kind === 'media')
              .map((frame) => frame.prelude.slice(6).trim()),
            layered: stack.some((frame) => frame.kind === 'layer'),
            important,
            order: order++,
          });
        }
      }
      if (char === '}') stack.pop();
    } else {
      buffer += char;
    }
  }
  return found;
}

/** Splits `a, b` at top-level commas (not those inside parentheses). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

type Specificity = [number, number, number];
const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const compare = (a: Specificity, b: Specificity) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether a compound selector matches `<html>` in the scenario, and its specificity; undefined when the
 * selector is of a kind the checker does not follow (a class, a combinator, ...).
 */
function matchRoot(
  selector: string,
  scenario: ThemeScenario,
): { matches: boolean; specificity: Specificity } | undefined {
  let rest = selector.trim();
  let matches = true;
  let specificity: Specificity = [0, 0, 0];
  while (rest) {
    let match: RegExpExecArray | null;
    if ((match = /^:root/i.exec(rest))) {
      specificity = add(specificity, [0, 1, 0]);
    } else if ((match = /^html\b/i.exec(rest))) {
      specificity = add(specificity, [0, 0, 1]);
    } else if ((match = /^\*/.exec(rest))) {
      // Matches everything and adds nothing.
    } else if (
      (match = /^\[\s*data-theme\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*)?(?:\s+[is])?\]/i.exec(rest))
    ) {
      const wanted = match[1] ?? match[2] ?? match[3];
      specificity = add(specificity, [0, 1, 0]);
      if (wanted === undefined ? scenario.attribute === undefined : wanted !== scenario.attribute)
        matches = false;
    } else if ((match = /^:(not|is|where)\(/i.exec(rest))) {
      const close = closingParen(rest, match[0].length - 1);
      if (close < 0) return undefined;
      const inner = splitList(rest.slice(match[0].length, close)).map((part) => matchRoot(part, scenario));
      if (inner.some((part) => part === undefined)) return undefined;
      const parts = inner as { matches: boolean; specificity: Specificity }[];
      const anyMatches = parts.some((part) => part.matches);
      const kind = match[1]?.toLowerCase();
      if (kind === 'not' ? anyMatches : !anyMatches) matches = false;
      if (kind !== 'where') {
        const highest = parts
          .map((part) => part.specificity)
          .sort(compare)
          .at(-1) ?? [0, 0, 0];
        specificity = add(specificity, highest);
      }
      rest = rest.slice(close + 1);
      continue;
    } else {
      return undefined;
    }
    rest = rest.slice(match[0].length);
  }
  return { matches, specificity };
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    if (text[index] === ')' && --depth === 0) return index;
  }
  return -1;
}

/** Whether a media query list applies in the scenario; undefined for features the checker does not know. */
function mediaApplies(query: string, scenario: ThemeScenario): boolean | undefined {
  const results = splitList(query).map((alternative) => {
    let negate = false;
    let text = alternative.trim().toLowerCase();
    if (text.startsWith('not ')) {
      negate = true;
      text = text.slice(4);
    }
    const parts = text
      .replace(/^only\s+/, '')
      .split(/\s+and\s+/)
      .map((part): boolean | undefined => {
        const feature = /^\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)$/.exec(part.trim());
        if (feature) return feature[1] === scenario.scheme;
        if (['all', 'screen'].includes(part.trim())) return true;
        return undefined;
      });
    if (parts.some((part) => part === undefined)) return undefined;
    const applies = parts.every(Boolean);
    return negate ? !applies : applies;
  });
  if (results.some((result) => result === undefined)) return undefined;
  return results.some(Boolean);
}

/** The winning value of every custom property on `<html>` in the scenario. */
function cascade(declarations: Declaration[], scenario: ThemeScenario, warnings: string[]) {
  const winners = new Map<string, { declaration: Declaration; specificity: Specificity }>();
  for (const declaration of declarations) {
    const isToken = declaration.property.startsWith('--ui-color-');
    const media = declaration.media.map((query) => mediaApplies(query, scenario));
    if (media.some((applies) => applies === undefined)) {
      if (isToken)
        warnings.push(
          `Not checked: ${declaration.property} inside @media ${declaration.media.join(' and ')}`,
        );
      continue;
    }
    if (media.includes(false)) continue;
    let best: Specificity | undefined;
    for (const selector of declaration.selectors) {
      const matched = matchRoot(selector, scenario);
      if (matched === undefined) {
        if (isToken)
          warnings.push(
            `Not checked: ${declaration.property} on "${selector}" (only :root, html and [data-theme] are followed)`,
          );
        continue;
      }
      if (matched.matches && (!best || compare(matched.specificity, best) > 0)) best = matched.specificity;
    }
    if (!best) continue;
    if (declaration.layered && isToken) {
      warnings.push(`${declaration.property} is set inside @layer, so tokens.css (not layered) wins over it`);
    }
    const current = winners.get(declaration.property);
    if (!current || beats(declaration, best, current.declaration, current.specificity)) {
      winners.set(declaration.property, { declaration, specificity: best });
    }
  }
  return new Map([...winners].map(([property, { declaration }]) => [property, declaration.value]));
}

/** The cascade's order: importance, then unlayered over layered, then specificity, then source order. */
function beats(
  a: Declaration,
  aSpecificity: Specificity,
  b: Declaration,
  bSpecificity: Specificity,
): boolean {
  if (a.important !== b.important) return a.important;
  if (a.layered !== b.layered) return a.important ? a.layered : !a.layered;
  const bySpecificity = compare(aSpecificity, bSpecificity);
  if (bySpecificity !== 0) return bySpecificity > 0;
  return a.order > b.order;
}

/** A value with its `var()` references replaced, as far as they resolve. */
function resolve(property: string, values: Map<string, string>, depth: number): string {
  const value = values.get(property) ?? '';
  if (depth > 20) return value;
  return value.replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g,
    (_all, name: string, fallback?: string) =>
      values.has(name) ? resolve(name, values, depth + 1) : (fallback ?? '').trim(),
  );
}
