import { colorTokenNames, motionTokenNames, scaleTokens, themes, type Theme } from './tokens.js';

const declarations = (entries: [string, string][], indent: string) =>
  entries.map(([name, value]) => `${indent}--ui-${name}: ${value};`).join('\n');

const themeBlock = (theme: Theme, indent: string) =>
  declarations(
    colorTokenNames.map((name) => [`color-${name}`, theme[name]]),
    indent,
  );

/** Builds `tokens.css` from `tokens.ts`; the unit test keeps the committed file in step. */
export function generateTokensCss(): string {
  return `/* Generated from tokens.ts by \`pnpm --filter @inclusion/ui tokens\`. Do not edit by hand. */

:root {
${declarations(Object.entries(scaleTokens), '  ')}
}

:root,
[data-theme='light'] {
  color-scheme: light;
${themeBlock(themes.light, '  ')}
}

@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) {
    color-scheme: dark;
${themeBlock(themes.dark, '    ')}
  }
}

[data-theme='dark'] {
  color-scheme: dark;
${themeBlock(themes.dark, '  ')}
}

@media (prefers-reduced-motion: reduce) {
  :root {
${declarations(
  motionTokenNames.map((name) => [name, '0ms']),
  '    ',
)}
  }
}
`;
}
