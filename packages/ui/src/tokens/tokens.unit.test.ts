import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastPairs, exemptTokens } from './contrast-pairs.js';
import { contrastRatio } from './contrast.js';
import { generateTokensCss } from './generate-css.js';
import { withTokensMarkdown } from './generate-docs.js';
import { colorTokenNames, themes, type ThemeName } from './tokens.js';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return path.endsWith('.css') && !path.endsWith('tokens.css') ? [path] : [];
  });
}

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.keys(themes) as ThemeName[])('the %s theme', (themeName) => {
  const theme = themes[themeName];

  const named = contrastPairs.map(
    (pair) => [`${[pair.fg].flat().join(' or ')} on ${pair.bg}: ${pair.use}`, pair] as const,
  );
  it.each(named)('%s', (_name, pair) => {
    const foregrounds = Array.isArray(pair.fg) ? pair.fg : [pair.fg];
    const best = Math.max(...foregrounds.map((fg) => contrastRatio(theme[fg], theme[pair.bg])));
    expect(
      best,
      `${foregrounds.join(' or ')} on ${pair.bg} in ${themeName}: ${best.toFixed(2)}:1, needs ${pair.min}:1`,
    ).toBeGreaterThanOrEqual(pair.min);
  });
});

describe('coverage of the contrast pairs', () => {
  const used = new Set<string>();
  for (const file of cssFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/var\(--ui-color-([a-z-]+)/g)) {
      used.add(match[1] ?? '');
    }
  }
  const paired = new Set(contrastPairs.flatMap((pair) => [pair.bg, ...[pair.fg].flat()]));

  it('finds the component styles', () => {
    expect(used.size).toBeGreaterThan(5);
  });

  it.each([...used].sort())(
    '--ui-color-%s used in component CSS is a known token in a checked pair',
    (token) => {
      expect(colorTokenNames as readonly string[]).toContain(token);
      expect(paired.has(token as never) || token in exemptTokens, `${token} is in no contrast pair`).toBe(
        true,
      );
    },
  );
});

describe('tokens.css', () => {
  it('is the file generated from tokens.ts (run `pnpm --filter @inclusion/ui tokens`)', () => {
    const committed = readFileSync(join(srcDir, 'tokens', 'tokens.css'), 'utf8');
    expect(committed).toBe(generateTokensCss());
  });
});

describe('the README', () => {
  it('lists the tokens generated from tokens.ts (run `pnpm --filter @inclusion/ui tokens`)', () => {
    // Compared without the column padding Prettier adds to the tables.
    const unpadded = (markdown: string) => markdown.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
    const readme = readFileSync(join(srcDir, '..', 'README.md'), 'utf8');
    expect(unpadded(readme)).toBe(unpadded(withTokensMarkdown(readme)));
  });
});
