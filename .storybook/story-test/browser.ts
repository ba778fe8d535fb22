import { playwright } from '@vitest/browser-playwright';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
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
    /**
     * Compares a transcript with the one committed beside the story, and writes it where the run
     * updates (`--update`). It is Vitest's
     * toMatchFileSnapshot without the snapshot count: the self-check's deliberate mismatch would be
     * counted as a failed snapshot in a passing run.
     */
    matchTranscript: async (context, file: string, transcript: string) => {
      if (context.testPath === undefined) throw new Error('matchTranscript runs only inside a test');
      const path = join(dirname(context.testPath), file);
      const committed = await readFile(path, 'utf8').catch(() => undefined);
      if (committed === transcript) return { pass: true };
      // The run's setting, as for pictures: a project's own config says 'new' outside CI.
      const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
      if (update === 'all' || (update === 'new' && committed === undefined)) {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, transcript);
        return { pass: true };
      }
      return {
        pass: false,
        message: transcriptDifference(relative(repository, path), committed, transcript),
      };
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

/** Says how a transcript differs from the committed one: the first lines that differ, each side. */
function transcriptDifference(path: string, committed: string | undefined, heard: string): string {
  if (committed === undefined) {
    return `No transcript is committed at ${path}. \`pnpm test:update\` writes it; read it before committing.`;
  }
  const before = committed.split('\n');
  const after = heard.split('\n');
  const first = before.findIndex((line, n) => line !== after[n]);
  const from = first === -1 ? before.length : first;
  const shown = (lines: string[]) =>
    lines
      .slice(from, from + 6)
      .map((line) => `  ${line}`)
      .join('\n');
  return [
    `The transcript mismatched ${path} from line ${from + 1}.`,
    `Committed:\n${shown(before)}`,
    `Heard:\n${shown(after)}`,
    'If the change is meant, `pnpm test:update` writes the new transcript; read it before committing.',
  ].join('\n');
}
