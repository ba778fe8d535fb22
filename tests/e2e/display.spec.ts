import { expect, test } from '@playwright/test';
import { listen } from './support/screen-reader.js';
import { gotoHydrated, menuToggle } from './support/site.js';

/**
 * Client-side navigation (through the small screen's menu, as a screen-reader user hears it), and the
 * visitor's display settings: forced colours and reduced motion. The dark theme is checked on every
 * route in routes.spec.ts.
 */

test.describe.configure({ mode: 'parallel' });

test('at 320 px the menu opens and closes, and a link in it sets the new title, focuses its h1, announces it and marks the link current; heard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = (name: string) => nav.getByRole('link', { name }).filter({ visible: true });
  const menu = menuToggle(page);
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });
  const listener = await listen(page);

  await listener.act("press Enter on 'Menu'", async () => {
    await menu.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
  await expect(link('Home')).toHaveAttribute('aria-current', 'page');
  await listener.act('Tab', async () => {
    await page.keyboard.press('Tab');
    await expect(link('Home')).toBeFocused();
  });
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
  await listener.act("press Enter on 'Menu' again", async () => {
    await menu.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
  await listener.readUntil('Register', 'read on through the menu');
  await listener.act("Shift+Tab to 'Events' and press Enter", async () => {
    await link('Events').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events&campaigns$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Events and campaigns' })).toHaveCount(1);
  });
  await expect(page).toHaveTitle(/^Events and campaigns \| /);
  // The menu closes behind the visitor: its links are checked where they are, shown or not.
  const everyLink = (name: string) => nav.getByRole('link', { name, exact: true, includeHidden: true });
  await expect(everyLink('Events').first()).toBeAttached();
  for (const events of await everyLink('Events').all())
    await expect(events).toHaveAttribute('aria-current', 'page');
  for (const home of await everyLink('Home').all())
    await expect(home).not.toHaveAttribute('aria-current', 'page');
  expect(documentRequests, 'navigated without reloading the page').toEqual([]);
  await listener.next(3, 'read the next three items');
  expect(listener.transcript()).toMatchSnapshot('menu-and-navigation.txt');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main h1')).toBeFocused();
});

test('a scroll-to-form link moves focus to the form’s first field', async ({ page }) => {
  await gotoHydrated(page, '/donate');
  await page.locator('main a[href="#donate-form"]').first().click();
  await expect(page.locator('#donate-form [name="fullName"]')).toBeFocused();
  await expect(page).toHaveURL(/#donate-form$/);
});

test.describe('forced colours and reduced motion', () => {
  test.use({ forcedColors: 'active', reducedMotion: 'reduce' });
  for (const path of ['/', '/contact', '/events&campaigns'] as const) {
    test(`${path} keeps its content, focus outline and layout at 320px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await gotoHydrated(page, path);
      await expect(page.locator('main h1')).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(320);
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        return focused ? getComputedStyle(focused).outlineStyle : 'none';
      });
      expect(outline, 'the focused element is outlined').not.toBe('none');
    });
  }
});
