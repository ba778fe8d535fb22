import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/**
 * Tests import the workspace packages from source, so they never run against a stale or missing build.
 * (The pack test is the one place that uses what is published.)
 */
export const workspaceAliases = {
  '@inclusion/ui': source('ui/src/index.ts'),
  '@inclusion/forms': source('forms/src/index.ts'),
  '@inclusion/events': source('events/src/index.ts'),
};
