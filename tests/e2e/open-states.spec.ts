import { expect, test, type Page } from '@playwright/test';
import type { Account } from './support/accounts.js';
import { signUp } from './support/accounts.js';
import { expectReadableText } from './support/contrast.js';
import { gotoHydrated, menuToggle } from './support/site.js';

/**
 * The site's open states, which a page load alone never shows: the small screen's menu (signed out,
 * signed in with the account menu open, and with scripts off), the dialogs, and a form's errors. In
 * each, light and dark, every visible text is measured against what is behind it, and the two menus
 * at 320 px are photographed, so a style that hides a button's text in them fails the run.
 */

test.describe.configure({ mode: 'parallel' });

const schemes = ['light', 'dark'] as const;
const narrow = { width: 320, height: 720 };
/** A fixed name and address, so the signed-in menu's picture is the same on every run. */
const account: Account = { name: 'asha_menu', email: 'asha-menu@example.org', password: 'Inclusion2025' };

/** Opens the small screen's menu (a native <details>, so it opens with scripts off too). */
async function openMenu(page: Page) {
  await menuToggle(page).click();
  await expect(page.locator('details:has(> summary)').filter({ hasText: 'Home' }).first()).toHaveAttribute(
    'open',
    '',
  );
}

async function eachScheme(page: Page, state: string, check: (scheme: string) => Promise<void>) {
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectReadableText(page, `${state}, ${scheme}`);
    await check(scheme);
  }
}

test('the menu at 320 px, signed out: readable, light and dark, and photographed', async ({ page }) => {
  await page.setViewportSize(narrow);
  await gotoHydrated(page, '/');
  await openMenu(page);
  await expect(
    page.getByRole('button', { name: 'Register', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await eachScheme(page, 'the menu at 320 px, signed out', async (scheme) => {
    await expect(page.getByRole('banner')).toHaveScreenshot(`menu-signed-out-${scheme}.png`);
  });
});

test('the menu at 320 px, signed in, its account menu open: readable, light and dark, and photographed', async ({
  page,
  request,
}) => {
  await signUp(request, account);
  await page.setViewportSize(narrow);
  await gotoHydrated(page, '/');
  await openMenu(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(account.name);
  await dialog.getByLabel(/^password/i).fill(account.password);
  await dialog.getByLabel(/^password/i).press('Enter');
  await expect(dialog).toBeHidden();
  const accountMenu = page.locator('summary', { hasText: account.name }).filter({ visible: true });
  const accountDetails = accountMenu.locator('xpath=..');
  if ((await accountDetails.getAttribute('open')) === null) await accountMenu.click();
  await expect(accountDetails).toHaveAttribute('open', '');
  await expect(page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true })).toBeVisible();
  await eachScheme(page, 'the menu at 320 px, signed in', async (scheme) => {
    await expect(page.getByRole('banner')).toHaveScreenshot(`menu-signed-in-${scheme}.png`);
  });
});

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu at 320 px, its Sign In and Register links: readable, light and dark', async ({ page }) => {
    await page.setViewportSize(narrow);
    await page.goto('/');
    await openMenu(page);
    const register = page.getByRole('link', { name: 'Register', exact: true }).filter({ visible: true });
    await expect(register).toBeVisible();
    await eachScheme(page, 'the menu at 320 px without scripts', async () => undefined);
  });
});

for (const width of [1280, 320]) {
  test(`dialogs and errors at ${width} px: readable, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const dialog = page.getByRole('dialog');

    await gotoHydrated(page, '/');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    if (width === 320) await openMenu(page);
    await signIn.filter({ visible: true }).click();
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.locator('.ui-error-summary')).toBeVisible();
    await eachScheme(page, `the sign-in dialog with its errors at ${width} px`, async () => undefined);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/events&campaigns');
    await page
      .getByRole('link', { name: /learn more/i })
      .first()
      .click();
    await expect(dialog.getByRole('button', { name: 'Register Now' })).toBeVisible();
    await eachScheme(page, `the event details dialog at ${width} px`, async () => undefined);
    await dialog.getByRole('button', { name: 'Register Now' }).click();
    await dialog.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(dialog.locator('.ui-error-summary')).toBeFocused();
    await eachScheme(page, `the event registration with its errors at ${width} px`, async () => undefined);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/contact');
    const form = page.locator('main form').first();
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.ui-error-summary')).toBeFocused();
    await eachScheme(page, `the contact form with its errors at ${width} px`, async () => undefined);
  });
}
