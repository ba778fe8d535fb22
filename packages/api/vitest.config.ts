import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';

/**
 * The API's unit tests, and the API against PGlite: in memory, one instance per test file, each a copy
 * of one migrated template. Every route's tests run against PostgreSQL (vitest.postgres.config.ts), the
 * database of a production server; here run the files whose code takes another path on PGlite (one
 * connection, the data folder and its lock, its error codes, the batch inserter, the outbox, the admin
 * account and command, rate limits and lockouts kept in the database, retention without an advisory
 * lock), the inbox's search (pg_trgm, an extension PGlite loads) and the erasure that must reach
 * every table. PGlite runs SQL several times slower than PostgreSQL, and a route's code is the same
 * on both: running every file on both would add much time and check nothing more.
 */
const onPglite = [
  'admin-account',
  'admin-cli',
  'auth-limits',
  'backup',
  'config',
  'constraints',
  'data-dir',
  'durability',
  'erasure-complete',
  'event-register',
  'idempotency',
  'inbox',
  'lock',
  'outbox',
  'outbox-crash',
  'rate-limit',
  'registration-references',
  'retention',
  'staff-people',
  'submit',
];

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-pglite',
    include: ['src/**/*.test.ts', ...onPglite.map((name) => `test/${name}.test.ts`)],
    environment: 'node',
    env: { API_TEST_DATABASE: 'pglite' },
    // One module graph per worker, not one per file: no file mocks a module or changes a module's state
    // (each opens its own database and app), and importing the server anew for every file costs more
    // than most files' tests.
    isolate: false,
    globalSetup: ['test/support/pglite-global-setup.ts'],
    // Every answer a test receives is checked against the published OpenAPI document.
    setupFiles: ['test/support/openapi-answers-check.ts'],
    // These only catch a hang. The test command runs every suite at once, so a test that opens PGlite,
    // hashes passwords or stores a record of every kind may wait long for a processor.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
