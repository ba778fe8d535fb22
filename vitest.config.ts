import { defineConfig } from 'vitest/config';
import { browserConnectTimeoutMs } from './tests/support/chromium.ts';

/** One file per project: Vitest ignores `projects` nested inside a listed project. */
export default defineConfig({
  test: {
    // Two test files at a time (Vitest's default on two cores is one): most of them wait on a browser,
    // a database or a server rather than on the processor.
    maxWorkers: 2,
    // A missing picture or transcript fails the run, in CI and here alike: `pnpm test:update` writes them.
    update: 'none',
    // Read here for every browser project (tests/support/chromium.ts says why it is longer than Vitest's).
    browser: { connectTimeout: browserConnectTimeoutMs },
    projects: [
      'packages/ui/vitest.unit.config.ts',
      'packages/ui/vitest.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.self-check.config.ts',
      'packages/forms/vitest.config.ts',
      'packages/forms/vitest.browser.config.ts',
      'packages/api/vitest.config.ts',
      'packages/api/vitest.postgres.config.ts',
      'site/vitest.config.ts',
      'tests/vitest.config.ts',
    ],
  },
});
