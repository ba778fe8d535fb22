import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { browserTestDependencies } from '../tests/support/optimize-deps.ts';
import { browserTestTimeoutMs, chromiumLaunchOptions } from '../tests/support/chromium.ts';

/**
 * Proves the story checks can fail: a broken fixture, outside the story list, goes through the same
 * a11y addon hook and parameters as every story and must be rejected.
 */
export default defineProject({
  optimizeDeps: { include: browserTestDependencies },
  plugins: [react()],
  // What the Storybook Vitest plugin sets, so the a11y addon throws on violations as it does for stories.
  define: { 'import.meta.env.VITEST_STORYBOOK': JSON.stringify('false') },
  test: {
    name: 'axe-self-check',
    include: ['*.test.tsx'],
    testTimeout: browserTestTimeoutMs,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
