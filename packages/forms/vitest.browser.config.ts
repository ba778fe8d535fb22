import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../tests/support/workspace-aliases.ts';
import {
  browserPollTimeoutMs,
  browserTestTimeoutMs,
  chromiumLaunchOptions,
} from '../../tests/support/chromium.ts';
import { reactTestDependencies } from '../../tests/support/optimize-deps.ts';

/** The session and the submission hooks, in Chromium: real storage, storage events and timers. */
export default defineProject({
  resolve: { alias: workspaceAliases },
  // React only: the hooks have no markup, so packages/ui's dependencies are not theirs to resolve (Vite
  // warned four times a run that it could not).
  optimizeDeps: { include: [...reactTestDependencies, 'vitest-browser-react', 'zod'] },
  plugins: [react()],
  test: {
    name: 'forms-browser',
    include: ['src/**/*.test.tsx'],
    testTimeout: browserTestTimeoutMs,
    // `expect.element` and `expect.poll` wait for a state; their limit detects a hang, as the test's does.
    expect: { poll: { timeout: browserPollTimeoutMs } },
    // Vitest's browser pool opens one page per core less one unless told: two pages on two cores.
    maxWorkers: 2,
    setupFiles: ['../../tests/support/act-warnings.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
