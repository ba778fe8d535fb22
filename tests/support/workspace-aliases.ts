import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/**
 * Tests import the workspace packages from source, so they never run against a stale or missing build.
 * (The pack test is the one place that uses what is published.) Exact matches, so that
 * `@inclusion/forms` does not swallow `@inclusion/forms/react`.
 */
export const workspaceAliases = [
  { find: /^@inclusion\/ui$/, replacement: source('ui/src/index.ts') },
  { find: /^@inclusion\/ui\/select$/, replacement: source('ui/src/select/Select.tsx') },
  { find: /^@inclusion\/ui\/modal$/, replacement: source('ui/src/modal/Modal.tsx') },
  { find: /^@inclusion\/forms$/, replacement: source('forms/src/index.ts') },
  { find: /^@inclusion\/forms\/react$/, replacement: source('forms/src/react.ts') },
  { find: /^@inclusion\/forms\/schemas$/, replacement: source('forms/src/schemas/index.ts') },
  { find: /^@inclusion\/forms\/posts$/, replacement: source('forms/src/posts/index.ts') },
  { find: /^@inclusion\/events$/, replacement: source('events/src/index.ts') },
  { find: /^@inclusion\/events\/hi$/, replacement: source('events/src/hi.ts') },
];
