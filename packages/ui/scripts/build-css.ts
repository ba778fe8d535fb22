import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStylesheets } from './css-bundle.ts';

/** Writes the published stylesheets into `dist/` (see css-bundle.ts). */
const packageDir = fileURLToPath(new URL('..', import.meta.url));
for (const [path, css] of buildStylesheets(join(packageDir, 'src'))) {
  const target = join(packageDir, 'dist', path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, css);
}
