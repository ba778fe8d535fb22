import { playwright } from '@vitest/browser-playwright';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserConfigOptions } from 'vitest/node';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The size of the page that holds the story's frame, until a tall picture asks for more. */
export const outerPage = { width: 1400, height: 1000 };

/**
 * The browser of the story tests and of their self-check: headless Chromium, the command that switches
 * the colour scheme and forced colours for a picture, and where pictures are kept. A story's reference
 * pictures sit beside it in `__screenshots__/<Component>/<story>.png`; a picture that differs is written
 * to `test-results/stories/` with the difference marked.
 */
export const storyBrowser: BrowserConfigOptions = {
  enabled: true,
  headless: true,
  // The page around the story's frame is larger than any story's viewport: where it is smaller, Vitest
  // shrinks the frame to fit (a CSS scale), and every picture would be drawn smaller than the story is.
  provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { viewport: outerPage } }),
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
    /** Takes the mouse off the page, so no picture shows a hover state left by a click of the play function. */
    moveMouseAway: async (context) => {
      await context.page.mouse.move(-1000, -1000);
    },
    /** Resizes the page around the story's frame, so a frame made taller for a picture is not shrunk. */
    resizeOuterPage: async (context, size?: { width: number; height: number }) => {
      await context.page.setViewportSize(size ?? outerPage);
    },
  },
  expect: {
    toMatchScreenshot: {
      resolveScreenshotPath: ({ arg, root, testFileDirectory }) =>
        join(root, testFileDirectory, '__screenshots__', `${arg}.png`),
      resolveDiffPath: ({ arg, root, testFileDirectory }) =>
        join(
          repository,
          'test-results',
          'stories',
          relative(repository, join(root, testFileDirectory)),
          `${arg}.png`,
        ),
    },
  },
};
