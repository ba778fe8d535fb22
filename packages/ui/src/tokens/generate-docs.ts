import { colorTokenNames, motionTokenNames, scaleTokens, themes } from './tokens.js';

export const tokensStart =
  '<!-- tokens:start (generated from src/tokens/tokens.ts by `pnpm --filter @inclusion/ui tokens`) -->';
export const tokensEnd = '<!-- tokens:end -->';

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;

/** The README's token tables, made from tokens.ts; the unit test keeps the README in step. */
export function generateTokensMarkdown(): string {
  const colours = colorTokenNames.map(
    (name) => `| ${code(`--ui-color-${name}`)} | ${code(themes.light[name])} | ${code(themes.dark[name])} |`,
  );
  const scale = Object.entries(scaleTokens).map(
    ([name, value]) =>
      `| ${code(`--ui-${name}`)} | ${code(value)}${(motionTokenNames as readonly string[]).includes(name) ? ' (0ms under `prefers-reduced-motion: reduce`)' : ''} |`,
  );
  return [
    tokensStart,
    '',
    `Colours (${colorTokenNames.length}), per theme:`,
    '',
    '| Token | Light | Dark |',
    '| --- | --- | --- |',
    ...colours,
    '',
    `Type, space, shape and motion (${Object.keys(scaleTokens).length}), the same in both themes:`,
    '',
    '| Token | Value |',
    '| --- | --- |',
    ...scale,
    '',
    tokensEnd,
  ].join('\n');
}

/** `readme` with its token section replaced by the generated one. */
export function withTokensMarkdown(readme: string): string {
  const start = readme.indexOf(tokensStart);
  const end = readme.indexOf(tokensEnd);
  if (start < 0 || end < start) throw new Error('The README has no token section markers');
  return readme.slice(0, start) + generateTokensMarkdown() + readme.slice(end + tokensEnd.length);
}
