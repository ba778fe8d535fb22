import type { Page } from '@playwright/test';

/**
 * The site's scripts never arrive (blocked by a filter, lost on a bad connection) while the browser
 * still runs JavaScript: the page must work as its prerendered HTML, with its inline starter running
 * and failing to fetch the rest. Chromium itself refuses every request for a .js file, for every page
 * this tab loads; the page's other requests (its HTML, styles, images and posts) go their ordinary way,
 * not through the test as a routed request would, and the browser's cache stays on.
 */
export async function blockScripts(page: Page) {
  const browser = await page.context().newCDPSession(page);
  await browser.send('Network.enable');
  await browser.send('Network.setBlockedURLs', { urls: ['*.js'] });
}
