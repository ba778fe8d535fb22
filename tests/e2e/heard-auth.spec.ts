import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { listen, steady } from './support/screen-reader.js';
import { gotoHydrated, uniqueMobile } from './support/site.js';

/**
 * What a screen-reader user hears when signing in, registering (and switching between the two),
 * signing out, and landing on the home page after their session ended.
 */

test.describe.configure({ mode: 'parallel' });

/** Account names change on every run; the transcript says what they stand for. */
const withoutAccount = (text: string, name: string, email: string) =>
  steady(text).replaceAll(name, '<user name>').replaceAll(email, '<e-mail>');

test('heard: sign in from the header, then sign out', async ({ page, request }) => {
  const account = newAccount('heard');
  await signUp(request, account);
  await gotoHydrated(page, '/');
  const banner = page.getByRole('banner');
  const listener = await listen(page);

  await listener.act("press Enter on 'Sign In'", async () => {
    await banner.getByRole('link', { name: 'Sign In', exact: true }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await listener.readUntil('Create an account', 'read on through the dialog');
  const dialog = page.getByRole('dialog');
  await listener.act("press Enter on the dialog's 'Sign In' with both fields empty", async () => {
    await dialog.locator('form').first().locator('button[type="submit"]').press('Enter');
    await expect(dialog.locator('.ui-error-summary')).toBeFocused();
  });
  await listener.act('Tab, then Enter on the first error', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  });
  await listener.act(`type the user name`, () => page.keyboard.type(account.name));
  await listener.act('Tab', () => page.keyboard.press('Tab'));
  await listener.act('type the password', () => page.keyboard.type(account.password));
  await listener.act('press Enter', async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
  const menu = banner.locator('summary', { hasText: account.name }).filter({ visible: true });
  await expect(menu).toBeFocused();

  await listener.act('press Enter on the account menu', () => menu.press('Enter'));
  await listener.act('Tab', () => page.keyboard.press('Tab'));
  await listener.act("Tab to 'Sign Out' and press Enter", async () => {
    const signOut = banner.getByRole('button', { name: 'Sign Out' });
    await signOut.focus();
    await signOut.press('Enter');
    await expect(banner.getByRole('link', { name: 'Sign In', exact: true })).toBeFocused();
  });
  expect(withoutAccount(listener.transcript(), account.name, account.email)).toMatchSnapshot(
    'sign-in-and-out.txt',
  );
});

test('heard: register, switching to sign in and back', async ({ page }) => {
  const account = newAccount('heardnew');
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('banner');
  const listener = await listen(page);

  await listener.act("press Enter on 'Register'", async () => {
    await banner.getByRole('link', { name: 'Register', exact: true }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  const dialog = page.getByRole('dialog');
  await listener.readUntil('Sign in instead', 'read on through the dialog');
  await listener.act("press Enter on 'Sign in instead'", async () => {
    await dialog.getByRole('button', { name: 'Sign in instead' }).press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
  await listener.act("press Enter on 'Create an account'", async () => {
    await dialog.getByRole('button', { name: 'Create an account' }).press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });
  await listener.quietly('fill in the five fields', async () => {
    await dialog.getByLabel(/^username/i).fill(account.name);
    await dialog.getByLabel(/^email/i).fill(account.email);
    await dialog.getByLabel(/^phone number/i).fill(uniqueMobile());
    await dialog.getByLabel(/^password/i).fill(account.password);
    await dialog.getByLabel(/^confirm password/i).fill(account.password);
  });
  await listener.act("press Enter on the dialog's 'Register'", async () => {
    await dialog.locator('form').first().locator('button[type="submit"]').press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      banner.locator('summary', { hasText: account.name }).filter({ visible: true }),
    ).toBeFocused();
  });
  expect(withoutAccount(listener.transcript(), account.name, account.email)).toMatchSnapshot(
    'register-and-switch.txt',
  );
});

test('heard: a wrong password, and the banner that takes focus', async ({ page, request }) => {
  const account = newAccount('heardwrong');
  await signUp(request, account);
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(account.email);
  await dialog.getByLabel(/^password/i).fill('WrongPassw0rd');
  const listener = await listen(page);
  await listener.act("press Enter on the dialog's 'Sign In'", async () => {
    await dialog.locator('form').first().locator('button[type="submit"]').press('Enter');
    await expect(dialog.locator('.ui-alert')).toBeFocused();
  });
  await listener.act('Tab', () => page.keyboard.press('Tab'));
  expect(withoutAccount(listener.transcript(), account.name, account.email)).toMatchSnapshot(
    'wrong-password.txt',
  );
});

test('heard: an expired session, and the page the visitor lands on', async ({ page }) => {
  await gotoHydrated(page, '/volunteer');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'a-token-that-has-expired');
    localStorage.setItem('user', JSON.stringify({ name: 'Ghost Visitor', email: 'ghost@example.org' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('main').getByRole('status').filter({ hasText: 'Your session has ended' }),
  ).toBeVisible();
  const listener = await listen(page);
  listener.note('the site has sent the visitor home; they read the page from its top');
  await listener.readUntil('Sign in again', 'read the page to the message');
  await listener.act("press Enter on 'Sign in again'", async () => {
    await page.getByRole('button', { name: 'Sign in again' }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  expect(listener.transcript()).toMatchSnapshot('expired-session.txt');
});
