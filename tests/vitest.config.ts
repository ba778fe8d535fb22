import { defineProject } from 'vitest/config';

/** Tests of the workspace as a whole: the packed UI package in a fresh app, the axe setup itself. */
export default defineProject({
  test: {
    name: 'workspace',
    include: ['**/*.test.ts'],
    // Lighthouse runs on its own, before the other suites (tests/lighthouse/vitest.config.ts).
    exclude: ['**/node_modules/**', 'ui-package/fixture-app/**', 'lighthouse/**'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
