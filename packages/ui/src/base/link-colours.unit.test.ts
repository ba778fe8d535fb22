import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each rule's selector list and declarations, at any depth of @media or @supports. */
export function rulesOf(css: string): { selectors: string[]; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { selectors: string[]; body: string }[] = [];
  // The innermost blocks: a selector (or an at-rule's prelude) and a body with no braces in it.
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@')) continue;
    rules.push({ selectors: prelude.split(',').map((selector) => selector.trim()), body: match[2] ?? '' });
  }
  return rules;
}

/**
 * A selector that reaches links inside something else (`.panel a`) and sets their colour also reaches
 * a link drawn as a button there, unless it leaves those out. Its class is more specific than the
 * button's, so it wins, and a button's text takes the link colour on the button's own background.
 */
export function colouredNestedLinks(css: string): string[] {
  const colours = /(^|;)\s*(color|background(-color)?)\s*:/;
  return rulesOf(css)
    .filter((rule) => colours.test(rule.body))
    .flatMap((rule) => rule.selectors)
    .filter((selector) => {
      const compounds = selector.split(/\s*[\s>+~]\s*/).filter(Boolean);
      const last = compounds.at(-1) ?? '';
      return compounds.length > 1 && /^a(?![\w-])/.test(last) && !last.includes(':not(.ui-button)');
    });
}

describe('link colours inside components', () => {
  it('finds a nested link rule that would colour a button-link, and passes one that leaves buttons out', () => {
    expect(colouredNestedLinks('.panel a { color: blue }')).toEqual(['.panel a']);
    expect(colouredNestedLinks('@media (x) { .panel > a:hover { background: red } }')).toEqual([
      '.panel > a:hover',
    ]);
    expect(colouredNestedLinks('.panel a:not(.ui-button) { color: blue }')).toEqual([]);
    expect(colouredNestedLinks('.panel a { display: flex }')).toEqual([]);
    expect(colouredNestedLinks('.panel abbr, a.link { color: blue }')).toEqual([]);
  });

  it('never lets a component colour a link drawn as a button (`a:not(.ui-button)`)', () => {
    const offenders = cssFiles(source).flatMap((file) =>
      colouredNestedLinks(readFileSync(file, 'utf8')).map(
        (selector) => `${relative(source, file)}: ${selector}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
