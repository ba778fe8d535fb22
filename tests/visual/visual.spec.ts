import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDirectory } from '../support/static-server.ts';
import { comparePngs, toBaselinePng } from './compare.ts';
import { formatStoryText, lineDiff, storybookChrome, storyText } from './story-text.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const storybook = join(root, 'storybook-static');
const baselines = fileURLToPath(new URL('./baselines', import.meta.url));

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
}

/** Every story of the static Storybook's index: a story added later is covered without a change here. */
function stories(): IndexEntry[] {
  const index = join(storybook, 'index.json');
  if (!existsSync(index)) throw new Error('No storybook-static/index.json: run `pnpm build-storybook` first');
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

/** The four ways each story is looked at, applied in turn to the page showing it. */
const modes: { name: string; apply: (page: Page) => Promise<void> }[] = [
  // Reduced motion is said again each time, so no page-level emulation can bring smooth scrolling back.
  {
    name: 'light',
    apply: (page) =>
      page.emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'reduce' }),
  },
  {
    name: 'dark',
    apply: (page) =>
      page.emulateMedia({ colorScheme: 'dark', forcedColors: 'none', reducedMotion: 'reduce' }),
  },
  {
    name: 'forced-colors',
    apply: (page) =>
      page.emulateMedia({ colorScheme: 'light', forcedColors: 'active', reducedMotion: 'reduce' }),
  },
  {
    name: '320px',
    apply: async (page) => {
      await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 320, height: 768 });
    },
  },
];

/**
 * One browser page per worker that loads each story afresh (focus, scroll and the keyboard-or-mouse state
 * behind :focus-visible start clean, so a picture never depends on the story before it), with the
 * Storybook bundle kept in the browser's cache between stories.
 */
const test = base.extend<object, { storybookServer: string; storybookPage: Page }>({
  storybookServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await serveDirectory(storybook, { cache: true });
      await provide(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
  storybookPage: [
    async ({ browser }, provide) => {
      const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
      await provide(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

for (const story of stories()) {
  test(`${story.title}: ${story.name}`, async ({ storybookPage: page, storybookServer }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'reduce' });
    await loadStory(page, storybookServer, story);

    const updating = test.info().config.updateSnapshots !== 'none';
    const [component = story.id, name = 'story'] = story.id.split('--');
    const textByMode = new Map<string, string>();
    for (const mode of modes) {
      const relative = `${component}/${name}.${mode.name}.png`;
      const baselinePath = join(baselines, relative);
      const openAtFullWidth = mode.name === '320px' ? await openCount(page) : 0;
      await mode.apply(page);
      // Some parts close when the window is resized (Radix's Select closes its open list on 'resize'): a
      // picture of the narrow window must show what the story opened, so such a story is loaded afresh there.
      if (openAtFullWidth > 0 && (await openCount(page)) < openAtFullWidth) {
        await loadStory(page, storybookServer, story);
      }
      // Every picture is taken from the top of the page: a story that jumped to an in-page target would
      // otherwise keep its scroll position after a mode's resize or not, depending on timing, and a sticky
      // element's place in the full-page picture follows the scroll position.
      await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
      const actual = await toBaselinePng(await screenshotOfContent(page));
      textByMode.set(mode.name, await storyText(page));
      if (!existsSync(baselinePath)) {
        if (updating) {
          mkdirSync(dirname(baselinePath), { recursive: true });
          writeFileSync(baselinePath, actual);
          continue;
        }
        expect
          .soft(
            false,
            `No baseline for "${story.title}: ${story.name}" (${mode.name}). Create it with \`pnpm build-storybook && pnpm test:visual:update\` and commit tests/visual/baselines/${relative}.`,
          )
          .toBe(true);
        continue;
      }
      const baseline = readFileSync(baselinePath);
      const { changedPixels, diff } = await comparePngs(baseline, actual);
      if (changedPixels === 0) continue;
      if (updating) {
        writeFileSync(baselinePath, actual);
        continue;
      }
      const attach = async (kind: string, png: Buffer) => {
        const path = test.info().outputPath(`${relative.replace('/', '__')}-${kind}.png`);
        writeFileSync(path, png);
        await test.info().attach(`${relative}-${kind}.png`, { path, contentType: 'image/png' });
      };
      await attach('expected', baseline);
      await attach('actual', actual);
      if (diff) await attach('diff', diff);
      expect.soft(changedPixels, `${relative}: ${changedPixels} pixels changed`).toBe(0);
    }
    await compareText(`${component}/${name}.txt`, formatStoryText(textByMode), updating, story);
  });
}

/** Loads a story afresh in the page as it is (size, media) and waits for its play function and pictures. */
async function loadStory(page: Page, storybookServer: string, story: IndexEntry) {
  await page.goto(`${storybookServer}iframe.html?viewMode=story&id=${encodeURIComponent(story.id)}`);
  // Wait for the render and the play function to finish, as Storybook reports them.
  const phase = await page
    .waitForFunction(
      (id) => {
        const render = (
          window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase
        );
      },
      story.id,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(phase, `${story.id} renders without error in Storybook`).toBe('finished');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => {})),
    );
  });
}

/**
 * How many things the story has open (expanded controls, open Radix parts such as a list or a dialog),
 * two frames from now: a resize is told to the page, and what closes on it is drawn, at the next frame.
 */
const openCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(document.querySelectorAll('[aria-expanded="true"], [data-state="open"]').length),
          ),
        ),
      ),
  );

/** The story's text in every mode against `baselines/<component>/<story>.txt`, exactly (story-text.ts says why). */
async function compareText(relative: string, actual: string, updating: boolean, story: IndexEntry) {
  const baselinePath = join(baselines, relative);
  const expected = existsSync(baselinePath) ? readFileSync(baselinePath, 'utf8') : undefined;
  if (expected === actual) return;
  if (updating) {
    mkdirSync(dirname(baselinePath), { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  if (expected === undefined) {
    expect
      .soft(
        false,
        `No baseline for "${story.title}: ${story.name}" (text). Create it with \`pnpm build-storybook && pnpm test:visual:update\` and commit tests/visual/baselines/${relative}.`,
      )
      .toBe(true);
    return;
  }
  const diff = lineDiff(expected, actual);
  await test.info().attach(`${relative}-text-diff`, { body: diff, contentType: 'text/plain' });
  expect.soft(false, `${relative}: the story's text changed\n${diff}`).toBe(true);
}

/**
 * A PNG of what the story draws: the smallest box around every visible element of the story and of what it
 * put on <body> (a modal, an open list), so no empty canvas is stored. Videos are masked: their first frame
 * depends on decoding timing.
 */
async function screenshotOfContent(page: Page): Promise<Buffer> {
  // A change of colour scheme starts the components' colour transitions (at the next style update):
  // the picture waits for every finite one to end, or a loaded machine photographs a button half-way
  // between two colours.
  const nextFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  await nextFrames();
  // A jump to an in-page anchor may still be scrolling: wait until three frames in a row agree.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let same = 0;
        const started = performance.now();
        const check = () => {
          const now = `${window.scrollX},${window.scrollY}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3 || performance.now() - started > 2000) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  // A never-ending animation (a busy spinner) is held at its start, so every picture shows the same frame.
  await page.evaluate(() => {
    const settled = Promise.all(
      document.getAnimations().map((animation) => {
        if (animation.effect?.getComputedTiming().iterations !== Infinity)
          return animation.finished.catch(() => undefined);
        animation.pause();
        animation.currentTime = 0;
        return undefined;
      }),
    );
    // An animation that never runs (paused by its page) would never finish: two seconds at most.
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  await nextFrames();
  const box = await page.evaluate((skip) => {
    let left = Infinity;
    let top = Infinity;
    let right = 0;
    let bottom = 0;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(skip)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      left = Math.min(left, rect.left + scrollX);
      top = Math.min(top, rect.top + scrollY);
      right = Math.max(right, rect.right + scrollX);
      bottom = Math.max(bottom, rect.bottom + scrollY);
    }
    if (left === Infinity) return { x: 0, y: 0, width: 1, height: 1 };
    const x = Math.max(0, Math.floor(left));
    const y = Math.max(0, Math.floor(top));
    const width = Math.min(document.documentElement.scrollWidth, Math.ceil(right)) - x;
    const height = Math.min(document.documentElement.scrollHeight, Math.ceil(bottom)) - y;
    return { x, y, width: Math.max(1, width), height: Math.max(1, height) };
  }, storybookChrome);
  return page.screenshot({
    clip: box,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('video')],
  });
}
