import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { browserTestDependencies } from '../tests/support/optimize-deps.ts';
import { browserTestTimeoutMs, chromiumLaunchOptions } from '../tests/support/chromium.ts';

/** Every story is a test in headless Chromium: it renders, runs its play function, then axe on `body`. */
export default defineProject({
  optimizeDeps: { include: browserTestDependencies },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    testTimeout: browserTestTimeoutMs,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
