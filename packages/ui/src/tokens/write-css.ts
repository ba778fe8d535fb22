import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateTokensCss } from './generate-css.js';

writeFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), generateTokensCss());
