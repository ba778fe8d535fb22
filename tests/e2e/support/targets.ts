import { englishUiStrings, hindiUiStrings } from '../../../packages/ui/src/locale/languages.ts';
import { expect, type Page } from '@playwright/test';

/**
 * The README promises targets of at least 44 × 44 CSS px (WCAG 2.5.5, AAA): every stand-alone link
 * and control is measured, and each one that is smaller is named. Links inside running text are
 * excepted, as 2.5.5 excepts them: a link whose paragraph, list item or cell holds words besides the
 * link's own.
 */
export const MIN = 44;

interface Offender {
  target: string;
  width: number;
  height: number;
}

/** Runs in the page: how many targets were measured within `scope`, and those smaller than `min`. */
function smallTargets({ min, scope }: { min: number; scope: string }): {
  measured: number;
  offenders: Offender[];
} {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="combobox"]',
    '[role="radio"]',
    '[role="checkbox"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(', ');
  const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

  const isBlock = (node: Element) => !getComputedStyle(node).display.startsWith('inline');

  /**
   * A link is inline when the line it sits on holds words besides its own (a sentence): the text
   * beside it, up to a line break or the edge of its block, climbing out of inline wrappers.
   */
  const isInlineLink = (element: Element) => {
    if (element.tagName !== 'A') return false;
    let node: Element = element;
    while (node.parentElement) {
      for (const direction of ['previousSibling', 'nextSibling'] as const) {
        let sibling = node[direction];
        while (sibling && !(sibling instanceof HTMLBRElement)) {
          if (sibling instanceof Element && isBlock(sibling)) break;
          if (words(sibling.textContent) !== '') return true;
          sibling = sibling[direction];
        }
      }
      if (isBlock(node.parentElement)) return false;
      node = node.parentElement;
    }
    return false;
  };

  /** The area that activates the control: a native radio or checkbox takes its label's box too. */
  const boxOf = (element: Element) => {
    const own = element.getBoundingClientRect();
    if (!(element instanceof HTMLInputElement) || !['radio', 'checkbox'].includes(element.type)) return own;
    const label = element.closest('label') ?? (element.labels?.[0] as HTMLLabelElement | undefined);
    if (!label) return own;
    const outer = label.getBoundingClientRect();
    const left = Math.min(own.left, outer.left);
    const top = Math.min(own.top, outer.top);
    return new DOMRect(
      left,
      top,
      Math.max(own.right, outer.right) - left,
      Math.max(own.bottom, outer.bottom) - top,
    );
  };

  const describe = (element: Element) => {
    const html = element as HTMLElement;
    const name = words(
      element.getAttribute('aria-label') ??
        html.innerText ??
        element.getAttribute('name') ??
        element.getAttribute('title'),
    ).slice(0, 60);
    const where = html.closest('[role="dialog"]')
      ? 'dialog'
      : html.closest('header')
        ? 'header'
        : html.closest('footer')
          ? 'footer'
          : 'main';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    return `${where}: ${role}${type} "${name}"`;
  };

  const found: Offender[] = [];
  let measured = 0;
  for (const element of document.querySelectorAll(`:is(${scope}) :is(${selector})`)) {
    const html = element as HTMLElement;
    // Not shown (closed menus, other breakpoints, visually hidden text): not a target now.
    if (!html.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = boxOf(element);
    if (box.width <= 1 || box.height <= 1) continue;
    // A control inside another measured control (an image inside a link) is measured with it.
    if (element.parentElement?.closest(selector)) continue;
    if (isInlineLink(element)) continue;
    // A video's own controls are the browser's (2.5.5's user-agent exception); the video is large.
    if (element.tagName === 'VIDEO') continue;
    measured += 1;
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      found.push({
        target: describe(element),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
  }
  return { measured, offenders: found };
}

/** The targets smaller than 44 × 44 in `scope`, one readable line each; fails if nothing was measured. */
export async function measure(page: Page, scope = 'body'): Promise<string[]> {
  // A dialog that is still zooming in is drawn smaller than it will be.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { measured, offenders } = await page.evaluate(smallTargets, { min: MIN, scope });
  expect(measured, `targets found in ${scope} on ${page.url()}`).toBeGreaterThan(0);
  return offenders.map(({ target, width, height }) => `${target} is ${width} × ${height}`);
}

/** The skip link's words in each language the site has (@inclusion/ui's tables). */
const skipLinkName = new RegExp(
  `^(${[englishUiStrings, hindiUiStrings].map((table) => table.skipLink.text).join('|')})$`,
);

/**
 * The skip link is hidden until focused; it is measured as it appears. The first Tab of a page
 * reaches it; once there it stays focused while the window changes width.
 */
export async function measureSkipLink(page: Page): Promise<string[]> {
  const skip = page.getByRole('link', { name: skipLinkName });
  if (!(await skip.evaluate((link) => link === document.activeElement))) await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  if (!box) return ['header: the skip link is not shown on focus'];
  return box.width < MIN - 0.5 || box.height < MIN - 0.5
    ? [`header: skip link is ${Math.round(box.width)} × ${Math.round(box.height)}`]
    : [];
}
