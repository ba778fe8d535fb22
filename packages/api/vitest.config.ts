import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';

/**
 * The API's unit tests, and the API against PGlite: in memory, one instance per test file, each a copy
 * of one migrated template. Every route's tests run against PostgreSQL (vitest.postgres.config.ts), the
 * database of a production server; here run the files whose code takes another path on PGlite (one
 * connection, the data folder and its lock, its error codes, the batch inserter, the outbox, the admin
 * account and command, rate limits and lockouts kept in the database, retention without an advisory
 * lock) and the erasure that must reach every table. PGlite runs SQL several times slower than
 * PostgreSQL: running every file on both cost a third of the test command's time on two cores.
 */
const onPglite = [
  'admin-account',
  'admin-cli',
  'auth-limits',
  'config',
  'constraints',
  'data-dir',
  'durability',
  'event-register',
  'idempotency',
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
    // (each opens its own database and app). Alone on the 2-core AMD machine the project took 108 s
    // instead of 148 s, and 206 s of processor time instead of 284 s.
    isolate: false,
    globalSetup: ['test/support/pglite-global-setup.ts'],
    // Opening PGlite and hashing passwords take a few seconds on a busy 2-core machine.
    // Under the whole test command's load on a slower 2-core machine, one test that stores a record of
    // every kind and calls the server on each took 27 s, and in a later passing run one that searches
    // and exports a person's records took 35 s: a loaded machine's slowness, not a hang.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
