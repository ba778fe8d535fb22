import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generateTokensCss } from './generate-css.js';
import { withTokensMarkdown } from './generate-docs.js';

/** `pnpm --filter @inclusion/ui tokens`: writes tokens.css and the README's token tables from tokens.ts. */
writeFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), generateTokensCss());
const readme = fileURLToPath(new URL('../../README.md', import.meta.url));
writeFileSync(
  readme,
  await format(withTokensMarkdown(readFileSync(readme, 'utf8')), {
    ...(await resolveConfig(readme)),
    filepath: readme,
  }),
);
