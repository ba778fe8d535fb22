import { expect, test } from '@playwright/test';
import { routePaths } from './support/site.js';

/** The forms each page must serve in its HTML (found by the API's field names). */
const formsByPath: Partial<Record<(typeof routePaths)[number], string[]>> = {
  '/': ['message', 'email'],
  '/about': ['howToHelp'],
  '/volunteer': ['howToHelp'],
  '/intern': ['motivation'],
  '/donate': ['donationAmount'],
  '/what-new': ['newsUpdate'],
  '/contact': ['subject'],
  '/collaborate': ['organizationName'],
};

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of routePaths) {
    test(`${path}: the prerendered page has its h1, main content${formsByPath[path] ? ' and forms' : ''}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator('main#main');
      await expect(main).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(main.locator('h1')).toBeVisible();
      expect((await main.innerText()).trim().length, 'main holds the page content').toBeGreaterThan(200);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (path === '/') {
        // Get in Touch and the newsletter.
        expect(await main.locator('form').count()).toBeGreaterThanOrEqual(2);
      }
      for (const field of formsByPath[path] ?? []) {
        const form = main.locator('form').filter({ has: page.locator(`[name="${field}"]`) });
        expect(await form.count(), `forms with the field ${field}`).toBeGreaterThanOrEqual(1);
        await expect(form.first().locator('button[type="submit"]')).toBeVisible();
      }
    });
  }

  test('the events page shows the events, their dates and places without JavaScript', async ({ page }) => {
    await page.goto('/events&campaigns');
    const main = page.locator('main');
    await expect(main).toContainText('Chandigarh');
    await expect(main).toContainText('Goa');
    await expect(main).toContainText(/7 September 2025/);
    await expect(main).toContainText(/11 October 2025/);
  });

  test('at 320 px the menu opens and its links and Sign In are reached', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/');
    const menu = page.locator('summary', { hasText: /^\W*Menu$/ });
    await expect(menu).toBeVisible();
    await menu.click();
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await expect(contact).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).filter({ visible: true })).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});
