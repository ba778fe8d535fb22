import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  gotoHydrated,
  routePaths,
  uniqueEmail,
  uniqueMobile,
} from './support/site.js';

const widths = [1280, 320] as const;

async function checkPage(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const response = await gotoHydrated(page, path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await expect(page.locator('h1'), `exactly one h1 on ${path}`).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await expectNoAxeViolations(page, `${path} at ${width}px`);
  if (width === 320) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `horizontal scroll on ${path} at 320px`).toBeLessThanOrEqual(320);
  }
}

for (const path of routePaths) {
  for (const width of widths) {
    test(`${path} at ${width}px: 200, one h1, no axe violations${width === 320 ? ', no horizontal scroll' : ''}`, async ({
      page,
    }) => {
      await checkPage(page, path, width);
    });
  }
}

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

test('every route has its own <title>', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const path of routePaths) {
    await page.goto(path);
    titles.set(path, await page.title());
  }
  const duplicates = [...titles].filter(([path, title]) =>
    [...titles].some(([other, otherTitle]) => other !== path && otherTitle === title),
  );
  expect(duplicates, 'routes sharing a title').toEqual([]);
  for (const [path, title] of titles) expect(title.trim(), `title of ${path}`).not.toBe('');
});

test('/events&campaigns loads on reload', async ({ page }) => {
  const first = await page.goto('/events&campaigns');
  expect(first?.status()).toBe(200);
  const title = await page.title();
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/events&campaigns');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /learn more/i }).first()).toBeVisible();
});

test('an unknown path answers 404 with the 404 page and its links', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/not found/i);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  expect(await main.getByRole('link').count()).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page, '404 page');
  await main.getByRole('link', { name: /home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('modals at 1280px have no axe violations', () => {
  for (const [button, heading] of [
    ['Sign In', /sign in/i],
    ['Register', /create an account|register/i],
  ] as const) {
    test(`auth modal opened from the header's ${button}`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.locator('header').getByRole('link', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoAxeViolations(page, `auth modal (${button})`);
    });
  }

  test('event details, registration and success modals', async ({ page }) => {
    await gotoHydrated(page, '/events&campaigns');
    await page
      .getByRole('link', { name: /learn more/i })
      .first()
      .click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await expect(details.getByRole('button', { name: /register now/i })).toBeVisible();
    await expectNoAxeViolations(page, 'event details modal');

    await details.getByRole('button', { name: /register now/i }).click();
    const registration = page.getByRole('dialog');
    await expect(registration.getByRole('button', { name: /submit registration/i })).toBeVisible();
    await expectNoAxeViolations(page, 'event registration modal');

    await registration.getByLabel(/full name/i).fill('Axe Check Visitor');
    await registration.getByLabel(/email/i).fill(uniqueEmail('axe-event'));
    await registration.getByLabel(/mobile/i).fill(uniqueMobile());
    await registration.getByRole('radio', { name: 'No', exact: true }).check();
    await registration.getByRole('button', { name: /submit registration/i }).click();
    const success = page.getByRole('dialog');
    await expect(success.getByText('Registration Successful!')).toBeVisible();
    await expectNoAxeViolations(page, 'event registration success modal');
  });

  test('gallery modals from the view buttons', async ({ page }) => {
    await gotoHydrated(page, '/gallery-page');
    const views = page.locator('main').getByRole('link', { name: /^view/i });
    await expect(views.first()).toBeVisible();
    const count = await views.count();
    expect(
      count,
      'view buttons on the gallery page (Photo Gallery and Video Gallery)',
    ).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index += 1) {
      await views.nth(index).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `gallery modal ${index + 1}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
