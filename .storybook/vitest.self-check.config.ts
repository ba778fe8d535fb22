import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browserTestDependencies } from '../tests/support/optimize-deps.ts';
import { browserPollTimeoutMs, browserTestTimeoutMs } from '../tests/support/chromium.ts';
import { storyBrowser } from './story-test/browser.ts';

/**
 * Proves the story checks can fail: broken fixtures, outside the story list, go through the same
 * annotations as every story (axe, hydration, transcript, pictures) and must be rejected. Its committed
 * picture and transcript are deliberately unlike what the fixtures draw and say, so `pnpm test:update`
 * leaves this project out.
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
  plugins: [react()],
  // What the Storybook Vitest plugin sets, so the a11y addon throws on violations as it does for stories.
  define: { 'import.meta.env.VITEST_STORYBOOK': JSON.stringify('false') },
  test: {
    name: 'story-checks',
    include: ['story-test/*.test.tsx'],
    testTimeout: browserTestTimeoutMs,
    // `expect.element` and `expect.poll` wait for a state; their limit detects a hang, as the test's does.
    expect: { poll: { timeout: browserPollTimeoutMs } },
    api: { allowWrite: true },
    browser: storyBrowser,
  },
});
