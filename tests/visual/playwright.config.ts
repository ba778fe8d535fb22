import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

/**
 * Visual regression of every story in the static Storybook (`pnpm build-storybook` first), in light, dark,
 * forced colours and at 320 px, against the PNGs committed in `baselines/` and the text each story draws
 * (story-text.ts). Nothing leaves the machine.
 * `pnpm test:visual:update` rewrites the baselines; a changed story is listed, with its before, after and
 * difference, in `tests/visual/report/index.html`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./diff-reporter.ts']],
  timeout: 60_000,
  // The spec compares and writes the baselines itself (compare.ts); `--update-snapshots` tells it to write.
  updateSnapshots: 'none',
  outputDir: '../../test-results/visual',
  use: {
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
  },
  projects: [{ name: 'chromium' }],
});
