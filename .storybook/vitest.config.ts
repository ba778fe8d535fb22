import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { browserTestDependencies } from '../tests/support/optimize-deps.ts';
import { browserPollTimeoutMs, browserTestTimeoutMs } from '../tests/support/chromium.ts';
import { storyBrowser } from './story-test/browser.ts';

/**
 * Every story is a test in headless Chromium, rendered once: server-rendered and hydrated, its play
 * function run (and heard, when it asks for a transcript), axe on the whole page, then its pictures
 * compared with their references (story-test/annotations.ts).
 */
export default defineProject({
  optimizeDeps: {
    include: [
      ...browserTestDependencies,
      '@guidepup/virtual-screen-reader',
      '@storybook/addon-a11y/preview',
      '@storybook/react-vite',
    ],
  },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'stories',
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    // Vitest's browser pool opens one page per core less one unless told: two pages on two cores.
    maxWorkers: 2,
    testTimeout: browserTestTimeoutMs,
    // `expect.element` and `expect.poll` wait for a state; their limit detects a hang, as the test's does.
    expect: { poll: { timeout: browserPollTimeoutMs } },
    api: { allowWrite: true },
    browser: storyBrowser,
  },
});
