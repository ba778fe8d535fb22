import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, routePaths } from './support/site.js';

/** Client-side navigation, and the visitor's display settings: dark theme, forced colours, reduced motion. */

test('following a header link sets the new title, focuses its h1, announces it and marks the link current', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });

  await nav.getByRole('link', { name: 'Volunteer' }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle(/^Volunteer with us \| /);
  await expect(page.getByRole('status').filter({ hasText: 'Volunteer with us' })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Volunteer' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  expect(documentRequests, 'navigated without reloading the page').toEqual([]);

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

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });
  for (const path of routePaths) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, 'the dark theme applies').not.toBe('rgb(255, 255, 255)');
      await expectNoAxeViolations(page, `${path} in the dark theme`);
    });
  }
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
