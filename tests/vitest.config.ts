import { defineProject } from 'vitest/config';

/** Tests of the workspace as a whole: the packed UI package in a fresh app, the axe setup itself. */
export default defineProject({
  test: {
    name: 'workspace',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'ui-package/fixture-app/**'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
