import type { Page } from '@playwright/test';

type ResizeFlag = { resizeSeen?: boolean };

/**
 * Sets the viewport of a loaded page and waits until the page has had its `resize` event. Chromium
 * fires it at the next frame, not with the change: a Radix Select opened before it arrives closes
 * itself (Radix closes a select on every resize), so a test that resizes and then opens a select
 * waits here first.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  const current = page.viewportSize();
  if (current?.width === size.width && current.height === size.height) return;
  await page.evaluate(() => {
    const flag = window as ResizeFlag;
    flag.resizeSeen = false;
    window.addEventListener('resize', () => (flag.resizeSeen = true), { once: true });
  });
  await page.setViewportSize(size);
  await page.waitForFunction(() => (window as ResizeFlag).resizeSeen === true);
}
