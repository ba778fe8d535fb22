import { defineProject } from 'vitest/config';

/** Tests of the workspace as a whole: the packed UI package in a fresh app, and the site's production build. */
export default defineProject({
  test: {
    name: 'workspace',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'ui-package/fixture-app/**', 'e2e/**'],
    environment: 'node',
    // Installing the packed package from the registry and building an app with it is minutes of work on
    // a busy machine; the limits catch a hang, not a slow install.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
