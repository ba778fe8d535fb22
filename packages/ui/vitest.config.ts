import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { browserTestDependencies } from '../../tests/support/optimize-deps.ts';
import {
  browserPollTimeoutMs,
  browserTestTimeoutMs,
  chromiumLaunchOptions,
} from '../../tests/support/chromium.ts';

/** Component tests run in headless Chromium, with the package's real CSS loaded. */
export default defineProject({
  optimizeDeps: { include: [...browserTestDependencies, 'vitest-browser-react'] },
  plugins: [react()],
  test: {
    name: 'ui-browser',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test-support/setup.ts', '../../tests/support/act-warnings.ts'],
    testTimeout: browserTestTimeoutMs,
    // `expect.element` and `expect.poll` wait for a state; their limit detects a hang, as the test's does.
    expect: { poll: { timeout: browserPollTimeoutMs } },
    // Vitest's browser pool opens one page per core less one unless told: two pages on two cores.
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
