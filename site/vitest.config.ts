import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import {
  browserPollTimeoutMs,
  browserTestTimeoutMs,
  chromiumLaunchOptions,
} from '../tests/support/chromium.ts';

/**
 * The site's own unit tests (src/**\/*.test.ts(x): the router), in Chromium: a real History API,
 * real clicks on links and real popstate events.
 */
export default defineProject({
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'vitest-browser-react',
    ],
  },
  plugins: [react()],
  test: {
    name: 'site-browser',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: browserTestTimeoutMs,
    // `expect.element` and `expect.poll` wait for a state; their limit detects a hang, as the test's does.
    expect: { poll: { timeout: browserPollTimeoutMs } },
    // Vitest's browser pool opens one page per core less one unless told: two pages on two cores.
    maxWorkers: 2,
    setupFiles: ['../tests/support/act-warnings.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
