import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';

/** The same tests against PostgreSQL: a throwaway cluster for the run, a database per test file. */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-postgres',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { API_TEST_DATABASE: 'postgres' },
    globalSetup: ['test/support/postgres-global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
