import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

/**
 * Visual regression of every story in the static Storybook (`pnpm build-storybook` first), in light, dark,
 * forced colours and at 320 px, against the PNGs committed in `baselines/`. Nothing leaves the machine.
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
  // Compared by our own spec (see visual.spec.ts); Playwright itself writes nothing unless told to update.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: { toMatchSnapshot: { maxDiffPixels: 0, threshold: 0.1 } },
  outputDir: '../../test-results/visual',
  use: {
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium' }],
});
