/** Types of site/scripts/preload-helper.mjs, for vite.config.ts. */
import type { Plugin } from 'vite';

export function smallPreloadHelper(): Plugin;
