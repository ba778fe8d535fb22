import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDirectory, type StaticServer } from '../support/static-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const storybook = join(root, 'storybook-static');
const baselines = fileURLToPath(new URL('./baselines', import.meta.url));

/** Every story of the static Storybook's index: a story added later is covered without a change here. */
function storyIds(): { id: string; title: string; name: string }[] {
  const index = join(storybook, 'index.json');
  if (!existsSync(index)) throw new Error('No storybook-static/index.json: run `pnpm build-storybook` first');
  const entries = Object.values(
    (
      JSON.parse(readFileSync(index, 'utf8')) as {
        entries: Record<string, { type: string; id: string; title: string; name: string }>;
      }
    ).entries,
  );
  return entries.filter((entry) => entry.type === 'story');
}

/** The four ways each story is looked at, applied to the page already showing it. */
const modes: { name: string; apply: (page: Page) => Promise<void> }[] = [
  {
    name: 'light',
    apply: (page) => page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' }),
  },
  {
    name: 'dark',
    apply: (page) => page.emulateMedia({ colorScheme: 'dark', forcedColors: 'none' }),
  },
  {
    name: 'forced-colors',
    apply: (page) => page.emulateMedia({ colorScheme: 'light', forcedColors: 'active' }),
  },
  {
    name: '320px',
    apply: async (page) => {
      await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
      await page.setViewportSize({ width: 320, height: 768 });
    },
  },
];

const baselineName = (id: string, mode: string) => {
  const [component = id, story = 'story'] = id.split('--');
  return [component, `${story}.${mode}.png`];
};

let server: StaticServer;

test.beforeAll(async () => {
  server = await serveDirectory(storybook);
});

test.afterAll(async () => {
  await server?.close();
});

for (const story of storyIds()) {
  test(`${story.title}: ${story.name}`, async ({ page }) => {
    await page.goto(`${server.url}iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    // Wait for the render and the play function to finish, as Storybook reports them.
    const phase = await page
      .waitForFunction(
        () => {
          const current = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return current && ['finished', 'errored', 'aborted'].includes(current) ? current : false;
        },
        undefined,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue());
    expect(phase, `the story ${story.id} rendered without error in Storybook`).toBe('finished');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        [...document.images]
          .filter((image) => !image.complete)
          .map((image) => image.decode().catch(() => {})),
      );
    });

    for (const mode of modes) {
      const name = baselineName(story.id, mode.name);
      const baseline = join(baselines, ...name);
      await mode.apply(page);
      const png = await screenshotOfContent(page);
      if (!existsSync(baseline) && test.info().config.updateSnapshots === 'none') {
        expect
          .soft(
            false,
            `No baseline for "${story.title}: ${story.name}" (${mode.name}). Create it with \`pnpm test:visual:update\` and commit tests/visual/baselines/${name.join('/')}.`,
          )
          .toBe(true);
        continue;
      }
      expect.soft(png).toMatchSnapshot(name);
    }
  });
}

/**
 * A PNG of what the story draws: the smallest box around every visible element of the story and of what it
 * put on <body> (a modal, an open list), so no empty canvas is stored. Videos are masked: their first frame
 * depends on decoding timing.
 */
async function screenshotOfContent(page: Page): Promise<Buffer> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const box = await page.evaluate(() => {
    const skip =
      '#storybook-docs, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay, script, style';
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
    const width = document.documentElement.scrollWidth;
    const height = document.documentElement.scrollHeight;
    if (left === Infinity) return { x: 0, y: 0, width: 1, height: 1 };
    const x = Math.max(0, Math.floor(left));
    const y = Math.max(0, Math.floor(top));
    return {
      x,
      y,
      width: Math.max(1, Math.min(width, Math.ceil(right)) - x),
      height: Math.max(1, Math.min(height, Math.ceil(bottom)) - y),
    };
  });
  return page.screenshot({
    clip: box,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('video')],
  });
}
