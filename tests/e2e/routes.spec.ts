import { expect, test, type Page } from '@playwright/test';
import { htmlLangOf, languages, pathIn, type Language } from '../../site/src/app/language.js';
import { foundation } from '../../site/src/config.js';
import { siteName as hindiSiteName } from '../../site/src/configSiteName.hi.js';
import { routeWords as hindiWords } from '../../site/src/routes.hi.js';
import { routes } from '../../site/src/routes.js';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe.js';
import { listen } from './support/screen-reader.js';
import { gotoHydrated, waitForHydration } from './support/site.js';
import { MIN, measure, measureSkipLink } from './support/targets.js';

/**
 * Every route of the spec's 'Screens and routes', in English and in Hindi (`/hi` + its path), in one
 * page load each: served with 200, its language and its own title, one h1, no axe violations at
 * 1280 px and at 320 px (with no sideways scroll there), none in the dark theme at either width, and
 * every stand-alone link and control at least 44 × 44 CSS px at both widths, the small screen's menu
 * open included. Then the 404 page in both languages, the English one walked with a screen reader.
 */

// Fourteen independent page loads: the two workers share them.
test.describe.configure({ mode: 'parallel' });

const height = 900;

/** The targets smaller than 44 × 44 on the page as it is now, the skip link as it appears included. */
async function smallTargetsNow(page: Page, width: number) {
  const found = [...(await measureSkipLink(page)), ...(await measure(page))];
  if (width === 320) {
    // The menu's toggle is the <summary> of a <details> (it works without JavaScript).
    // The navigation's menu, in either language: the <details> inside the main navigation.
    const menu = page.locator('header nav details').first();
    const toggle = menu.locator('> summary');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    found.push(...(await measure(page)));
    await toggle.click();
    await expect(menu).not.toHaveAttribute('open', '');
  }
  return [...new Set(found)].map((line) => `at ${width} px: ${line}`);
}

/** A route's title in a language: the route table's and the foundation's name in English, or in Hindi. */
const titleIn = (language: Language, route: (typeof routes)[number]) =>
  language === 'hi'
    ? `${hindiWords[route.path].title} | ${hindiSiteName}`
    : `${route.title} | ${foundation.name}`;

const pages = languages.flatMap((language) =>
  routes.map((route) => ({ language, path: pathIn(language, route.path), title: titleIn(language, route) })),
);

for (const { language, path, title } of pages) {
  const route = { path };
  test(`${route.path}: 200, its language and title, one h1, axe at 1280 and 320 px light and dark, no sideways scroll, 44 × 44 targets`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height });
    const response = await page.goto(route.path);
    expect(response?.status(), `HTTP status of ${route.path}`).toBe(200);
    await expect(page.locator('html'), 'the page says its language').toHaveAttribute(
      'lang',
      htmlLangOf[language],
    );
    await expect(page, 'the title as served').toHaveTitle(title);
    await waitForHydration(page);
    await expect(page, 'the title once hydrated').toHaveTitle(title);
    await expect(page.locator('h1'), `exactly one h1 on ${route.path}`).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();

    await expectNoAxeViolations(page, `${route.path} at 1280 px`);
    await page.setViewportSize({ width: 320, height });
    await expect(page.locator('h1'), 'the h1 at 320 px').toBeVisible();
    await expectNoAxeViolations(page, `${route.path} at 320 px`);
    await expectNoSidewaysScroll(page, `${route.path} at 320 px`);

    await page.emulateMedia({ colorScheme: 'dark' });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background, 'the dark theme applies').not.toBe('rgb(255, 255, 255)');
    await expectNoAxeViolations(page, `${route.path} in the dark theme at 320 px`);
    await page.setViewportSize({ width: 1280, height });
    await expectNoAxeViolations(page, `${route.path} in the dark theme at 1280 px`);
    await page.emulateMedia({ colorScheme: 'light' });

    // The skip link, once focused by the first Tab, stays focused while the window narrows.
    const offenders = [...(await smallTargetsNow(page, 1280))];
    await page.setViewportSize({ width: 320, height });
    offenders.push(...(await smallTargetsNow(page, 320)));
    expect(offenders, `targets smaller than ${MIN} × ${MIN} CSS px on ${route.path}`).toEqual([]);
  });
}

test('every route has its own title, in each language', () => {
  // Each route's test above finds exactly its table title on its page, as served and as hydrated.
  const titles = pages.map((page) => page.title);
  expect(
    titles.filter((title) => title.trim() === ''),
    'empty titles',
  ).toEqual([]);
  expect(
    titles.filter((title, index) => titles.indexOf(title) !== index),
    'titles shared by two routes',
  ).toEqual([]);
});

test('the axe check itself fails a page with an unlabelled field and faint text', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const field = document.createElement('input');
    const faint = document.createElement('p');
    faint.textContent = 'Barely readable';
    faint.style.color = '#dddddd';
    main?.append(field, faint);
  });
  const failure = await expectNoAxeViolations(page, 'a broken /about').then(
    () => 'no failure',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('label (critical)');
  expect(failure).toContain('color-contrast (serious)');
});

test('an unknown path answers 404 with the 404 page and its links, heard from its top to its end', async ({
  page,
}) => {
  const response = await gotoHydrated(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/not found/i);
  const main = page.locator('main');
  const home = main.getByRole('link', { name: /home page/i });
  await expect(home).toHaveAttribute('href', '/');
  expect(await main.getByRole('link').count()).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page, '404 page');

  const listener = await listen(page);
  await listener.readToEnd('read the page');
  expect(listener.transcript()).toMatchSnapshot('not-found.txt');
  await listener.stop();

  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path under /hi/ answers 404 with the Hindi 404 page and its links', async ({ page }) => {
  const response = await gotoHydrated(page, '/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle(`${hindiWords['*'].title} | ${hindiSiteName}`);
  await expect(page.locator('h1')).toHaveCount(1);
  const main = page.locator('main');
  // Its links lead to the Hindi pages.
  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  expect(hrefs.filter((href) => href?.startsWith('/') && !href.startsWith('/hi'))).toEqual([]);
  await expectNoAxeViolations(page, 'Hindi 404 page');
});
