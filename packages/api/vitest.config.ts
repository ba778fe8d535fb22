import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';

/** The API against PGlite: in memory, one instance per test file, each a copy of one migrated template. */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { API_TEST_DATABASE: 'pglite' },
    globalSetup: ['test/support/pglite-global-setup.ts'],
    // Opening PGlite and hashing passwords take a few seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
