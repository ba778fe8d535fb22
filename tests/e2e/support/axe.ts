import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resizeViewport } from './viewport.js';

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe as the page holds it once injected (not declared on Window: other suites declare it their way). */
type InPage = { axe?: { run(context: string | Document, options: RunOptions): Promise<AxeResults> } };

let source: string | undefined;
const axeSource = () =>
  (source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe on the page (or within the `include` selector) and fails with a readable list of
 * violations. axe goes into a document once and runs there (the site's CSP does not govern
 * `page.evaluate`); only the violations, already put into words, come back. The site has no frames,
 * so there is nothing to merge from other documents.
 */
export async function expectNoAxeViolations(page: Page, context: string, include?: string) {
  // A modal fading in blends its colours with the backdrop; axe would measure the mix, not the page.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => (window as InPage).axe !== undefined))) await page.evaluate(axeSource());
  const readable = await page.evaluate(
    async ({ tags, scope }) => {
      const axe = (window as InPage).axe;
      if (!axe) throw new Error('axe is not in the page');
      const { violations } = await axe.run(scope ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes
            .slice(0, 5)
            .map(
              (node) =>
                `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
            )
            .join('\n'),
      );
    },
    { tags: axeTags, scope: include },
  );
  expect(readable, `axe violations on ${context}`).toEqual([]);
}

/**
 * The elements that reach past the viewport's right edge, named, so a failure says what to fix
 * (what a scroll region, a wide table's, clips does not make the page scroll). Waits for the layout
 * of a width just set.
 */
export async function expectNoSidewaysScroll(page: Page, context: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll('body *')]
                .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
                .filter((element) => {
                  for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
                    if (getComputedStyle(up).overflowX !== 'visible') return false;
                  return true;
                })
                .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
                .slice(0, 8),
        ),
      { message: `${context}: no sideways scroll` },
    )
    .toEqual([]);
}

/**
 * Waits until every table's scroll box that overflows is focusable. The table measures its box with a
 * ResizeObserver, so after a width is set it says so a frame or two later: axe run in between finds a
 * scroll region a keyboard cannot reach, which the page does not have once it has settled.
 */
async function tableScrollBoxesSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.ui-table__scroll')].every(
      (box) => box.scrollWidth <= box.clientWidth || box.tabIndex === 0,
    ),
  );
}

/** Axe on the page as it is, at 1280 and 320 CSS px, and no sideways scroll at 320. */
export async function axeAtBothWidths(page: Page, context: string) {
  const height = page.viewportSize()?.height ?? 800;
  await tableScrollBoxesSettled(page);
  await expectNoAxeViolations(page, `${context} at 1280 px`);
  await resizeViewport(page, { width: 320, height });
  await tableScrollBoxesSettled(page);
  await expectNoAxeViolations(page, `${context} at 320 px`);
  await expectNoSidewaysScroll(page, `${context} at 320 px`);
  await resizeViewport(page, { width: 1280, height });
}
