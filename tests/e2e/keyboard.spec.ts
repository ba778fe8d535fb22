import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { chooseByKeyboard, tabTo } from './support/keyboard.js';
import { listen } from './support/screen-reader.js';
import { adminList, gotoHydrated, uniqueEmail } from './support/site.js';

test('the partnership form, start to finish, by keyboard only', async ({ page, request }) => {
  await gotoHydrated(page, '/collaborate');
  const partner = page
    .locator('main')
    .getByRole('link', { name: /partner with us/i })
    .first();
  await tabTo(page, partner);
  await page.keyboard.press('Enter');

  const form = page.locator('main form').filter({ has: page.locator('[name="organizationName"]') });
  const fullName = form.locator('[name="fullName"]');
  // The Partner with Us link moves focus to the form (its first field, or the heading above it).
  await tabTo(page, fullName, { max: 3 });
  const email = uniqueEmail('keyboard-partner');
  await page.keyboard.type('Meera Iyer');
  await tabTo(page, form.locator('[name="organizationName"]'), { max: 2 });
  await page.keyboard.type('Open Doors Foundation');
  await tabTo(page, form.locator('[name="email"]'), { max: 2 });
  await page.keyboard.type(email);
  await tabTo(page, form.locator('[name="mobile"]'), { max: 2 });
  await page.keyboard.type('9812345670');
  const area = form.getByRole('combobox');
  await tabTo(page, area, { max: 2 });
  await chooseByKeyboard(page, area, 'Assistive Technology');
  await tabTo(page, form.locator('[name="message"]'), { max: 2 });
  await page.keyboard.type('We would like to fund screen reader training.');
  await tabTo(page, form.locator('button[type="submit"]'), { max: 2 });
  await page.keyboard.press('Enter');

  const heading = page.locator('main').getByRole('heading', { name: 'Partnership Request Submitted!' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const [record] = await adminList(request, '/api/collaborate/all', email);
  expect(record).toMatchObject({
    fullName: 'Meera Iyer',
    organizationName: 'Open Doors Foundation',
    areaOfInterest: 'Assistive Technology',
  });
});

test('the partnership form: an empty submit by keyboard, then the summary link leads to the field', async ({
  page,
}) => {
  await gotoHydrated(page, '/collaborate');
  const form = page.locator('main form').filter({ has: page.locator('[name="organizationName"]') });
  await tabTo(page, form.locator('button[type="submit"]'), { max: 120 });
  await page.keyboard.press('Enter');
  const summary = form.locator('.ui-error-summary');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  const firstLink = summary.getByRole('link', { name: 'Full name is required' });
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.locator('[name="fullName"]')).toBeFocused();
});

test('sign in from the header, start to finish, by keyboard only', async ({ page, request }) => {
  const account = newAccount('keyboard');
  await signUp(request, account);
  await gotoHydrated(page, '/');

  const banner = page.getByRole('banner');
  const signInButton = banner.getByRole('button', { name: 'Sign In', exact: true });
  await tabTo(page, signInButton, { max: 10 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const identifier = dialog.getByLabel(/username or email/i);
  await tabTo(page, identifier, { max: 5 });
  await page.keyboard.type(account.name);
  await tabTo(page, dialog.getByLabel(/^password/i), { max: 2 });
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  const menu = banner.locator('summary', { hasText: account.name }).filter({ visible: true });
  await expect(menu).toBeVisible();
  await expect(menu, 'focus returns to the account control after the modal closes').toBeFocused();
  await page.keyboard.press('Enter');
  const signOut = banner.getByRole('button', { name: 'Sign Out' });
  await tabTo(page, signOut, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(signInButton).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/projects');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('once scripts run, the header’s Sign In and Register are buttons that open a dialog', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const banner = page.getByRole('banner');
  for (const name of ['Sign In', 'Register']) {
    const button = banner.getByRole('button', { name, exact: true }).filter({ visible: true });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(banner.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the header’s Sign In and Register are links to the sign-in page', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Sign In', 'Register']) {
      const link = page
        .getByRole('banner')
        .getByRole('link', { name, exact: true })
        .filter({ visible: true });
      await expect(link).toHaveAttribute('href', '/sign-in');
      await expect(link).not.toHaveAttribute('aria-haspopup');
    }
  });
});

test('back to a page whose address has a #fragment: focus on its h1, and the page is announced; heard', async ({
  page,
}) => {
  await gotoHydrated(page, '/volunteer');
  const listener = await listen(page);
  const main = page.locator('main');
  await listener.act("press Enter on 'Register as a volunteer'", async () => {
    await main.getByRole('link', { name: 'Register as a volunteer' }).first().press('Enter');
    await expect(page).toHaveURL(/\/volunteer#volunteer-form$/);
    await expect(main.locator('#volunteer-form [name="fullName"]')).toBeFocused();
  });
  const donate = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Donate', exact: true })
    .filter({ visible: true });
  await listener.act("press Enter on the header's 'Donate'", async () => {
    await donate.press('Enter');
    await expect(page).toHaveURL(/\/donate$/);
    await expect(main.locator('h1')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Donate/ })).toHaveCount(1);
  });
  await listener.act('go back', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/volunteer#volunteer-form$/);
    await expect(main.locator('h1')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Volunteer/ })).toHaveCount(1);
  });
  expect(listener.transcript()).toMatchSnapshot('back-to-a-fragment.txt');
});
