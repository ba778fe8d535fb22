import { defineConfig } from 'vitest/config';

/**
 * Lighthouse alone (`pnpm test:lighthouse`): it simulates a slow phone from one real load on this
 * machine, so it runs before the other suites, never beside them, whose load would count as the page's.
 */
export default defineConfig({
  test: {
    name: 'lighthouse',
    include: ['tests/lighthouse/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20 * 60_000,
    fileParallelism: false,
  },
});
