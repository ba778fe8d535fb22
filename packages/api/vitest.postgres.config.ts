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
    // (each opens its own database and app). Importing the server anew for each file took 59 s of the
    // project's 156 s of test time; alone on the 2-core AMD machine it took 100 s instead of 118 s.
    isolate: false,
    globalSetup: ['test/support/postgres-global-setup.ts'],
    setupFiles: ['test/support/no-overlapping-queries.ts'],
    // Under the whole test command's load on a slower 2-core machine, one test that stores a record of
    // every kind and calls the server on each took 27 s, and in a later passing run one that searches
    // and exports a person's records took 35 s: a loaded machine's slowness, not a hang.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
