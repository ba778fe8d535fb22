import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';

/**
 * Every route's tests against PostgreSQL: a throwaway cluster for the run, a database per test file.
 * The unit tests under src/ need no database and run once, in api-pglite.
 */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-postgres',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { API_TEST_DATABASE: 'postgres' },
    // One module graph per worker, not one per file: no file mocks a module or changes a module's state
    // (each opens its own database and app), and importing the server anew for every file costs more
    // than most files' tests.
    isolate: false,
    globalSetup: ['test/support/postgres-global-setup.ts'],
    // Every answer a test receives is checked against the published OpenAPI document.
    setupFiles: ['test/support/no-overlapping-queries.ts', 'test/support/openapi-answers-check.ts'],
    // These only catch a hang. The test command runs every suite at once, so a test that hashes
    // passwords or stores a record of every kind may wait long for a processor.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
