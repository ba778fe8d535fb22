import { expect, test, type Page } from '@playwright/test';
import { siteName as hindiSiteName } from '../../site/src/configSiteName.hi.js';
import { routeWords as hindiWords } from '../../site/src/routes.hi.js';
import { waitForHydration } from './support/site.js';

/**
 * The header's language switch: a plain link naming the other language in itself, with `lang` and
 * `hreflang`, to the same page in that language; the choice remembered in a cookie that only the bare
 * `/` reads; no address outside the site reachable through it. With scripts on and off.
 */

const hindiTitle = (path: keyof typeof hindiWords) => `${hindiWords[path].title} | ${hindiSiteName}`;

/** The switch in the header's bar, found by what it says: the other language's own name. */
const switchTo = (page: Page, name: 'English' | 'हिन्दी') =>
  page.locator('header').getByRole('link', { name, exact: true });

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled: scripts });

    test('the switch names the other language in itself and keeps the page, both ways', async ({ page }) => {
      await page.goto('/events&campaigns/1');
      if (scripts) await waitForHydration(page);
      const toHindi = switchTo(page, 'हिन्दी');
      await expect(toHindi).toHaveAttribute('lang', 'hi');
      await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
      await toHindi.click();
      await expect(page).toHaveURL(/\/hi\/events&campaigns\/1$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page).toHaveTitle(hindiTitle('/events&campaigns/1'));

      if (scripts) await waitForHydration(page);
      const toEnglish = switchTo(page, 'English');
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
      await toEnglish.click();
      await expect(page).toHaveURL(/\/events&campaigns\/1$/);
      expect(new URL(page.url()).pathname).toBe('/events&campaigns/1');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    });

    test('the choice of Hindi takes the bare / to the Hindi home page, and nothing else; English forgets it', async ({
      page,
    }) => {
      // Before any choice, / is English.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      if (scripts) await waitForHydration(page);
      await switchTo(page, 'हिन्दी').click();
      await expect(page).toHaveURL(/\/hi\/$/);

      await page.goto('/');
      await expect(page, 'the bare / follows the choice').toHaveURL(/\/hi\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // Every other address is its own truth.
      await page.goto('/contact');
      await expect(page).toHaveURL(/\/contact$/);
      expect(new URL(page.url()).pathname).toBe('/contact');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

      // Back to English from a Hindi page: the bare / is English again.
      await page.goto('/hi/contact');
      if (scripts) await waitForHydration(page);
      await switchTo(page, 'English').click();
      await expect(page).toHaveURL(/\/contact$/);
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    });
  });
}

test('with scripts, the switch keeps the query and the fragment too', async ({ page }) => {
  await page.goto('/contact?topic=volunteering');
  await waitForHydration(page);
  // A fragment the router never saw: followed by a plain in-page link's way, the address bar's.
  await page.evaluate(() => {
    window.location.hash = 'contact-form';
  });
  await switchTo(page, 'हिन्दी').click();
  await expect(page).toHaveURL(/\/hi\/contact\?topic=volunteering#contact-form$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('the switch goes nowhere outside the site', async ({ request }) => {
  for (const path of [
    'https://elsewhere.example/',
    '//elsewhere.example/',
    '/\\elsewhere.example',
    'contact',
  ]) {
    const response = await request.get(`/language?to=hi&path=${encodeURIComponent(path)}`, {
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(400);
    expect(response.headers().location, path).toBeUndefined();
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});
