import { playwright } from '@vitest/browser-playwright';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserConfigOptions } from 'vitest/node';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser of the story tests and of their self-check: headless Chromium, the command that switches
 * the colour scheme and forced colours for a picture, and where pictures are kept. A story's reference
 * pictures sit beside it in `__screenshots__/<Component>/<story>.png`; a picture that differs is written
 * to `test-results/stories/` with the difference marked.
 */
export const storyBrowser: BrowserConfigOptions = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' }],
  // A failed story's own pictures (its actual and the difference) say more than a picture of the page.
  screenshotFailures: false,
  // References and transcripts are written by the test run itself (`pnpm test:update`).
  api: { allowWrite: true },
  commands: {
    emulateMedia: async (
      context,
      media: { colorScheme: 'light' | 'dark'; forcedColors: 'none' | 'active' },
    ) => {
      await context.page.emulateMedia(media);
    },
  },
  expect: {
    toMatchScreenshot: {
      resolveScreenshotPath: ({ arg, root, testFileDirectory }) =>
        join(root, testFileDirectory, '__screenshots__', `${arg}.png`),
      resolveDiffPath: ({ arg, root, testFileDirectory }) =>
        join(repository, 'test-results', 'stories', relative(repository, join(root, testFileDirectory)), `${arg}.png`),
    },
  },
};
