import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp, type Account } from './support/accounts.js';
import { gotoHydrated, recordApiRequests, uniqueMobile } from './support/site.js';

const header = (page: Page) => page.getByRole('banner');

async function openAuth(page: Page, button: 'Sign In' | 'Register') {
  await header(page).getByRole('link', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, identifier: string, password: string) {
  const dialog = await openAuth(page, 'Sign In');
  await dialog.getByLabel(/username or email/i).fill(identifier);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.locator('form button[type="submit"]').first().click();
  return dialog;
}

async function expectSignedInAs(page: Page, account: Account) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const menu = header(page).locator('summary', { hasText: account.name }).filter({ visible: true });
  await expect(menu.first()).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  return menu.first();
}

async function signOut(page: Page, account: Account) {
  const menu = await expectSignedInAs(page, account);
  await menu.click();
  await expect(header(page)).toContainText(account.email);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  const signInButton = header(page).getByRole('link', { name: 'Sign In', exact: true });
  await expect(signInButton).toBeVisible();
  // Focus is not lost: it lands on Sign In, and the change is said in a status message.
  await expect(signInButton).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out' })).toHaveCount(1);
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
}

test('register in the modal, see the first name, sign out', async ({ page }) => {
  const account = newAccount('newcomer');
  await gotoHydrated(page, '/');
  const dialog = await openAuth(page, 'Register');
  await dialog.getByLabel(/^username/i).fill(account.name);
  await dialog.getByLabel(/^email/i).fill(account.email);
  await dialog.getByLabel(/^phone number/i).fill(uniqueMobile());
  await dialog.getByLabel(/^password/i).fill(account.password);
  await dialog.getByLabel(/^confirm password/i).fill(account.password);
  await dialog.locator('form button[type="submit"]').click();
  await signOut(page, account);
});

test('sign in with the e-mail address, then with the user name', async ({ page, request }) => {
  const account = newAccount('returning');
  await signUp(request, account);
  await gotoHydrated(page, '/about');
  await signIn(page, account.email, account.password);
  await signOut(page, account);
  await signIn(page, account.name, account.password);
  await expectSignedInAs(page, account);
  // The session survives a reload (restored from storage, confirmed by the server).
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expectSignedInAs(page, account);
  expect(new URL(page.url()).pathname).toBe('/about');
});

test('a wrong password shows the banner in the modal', async ({ page, request }) => {
  const account = newAccount('mistyped');
  await signUp(request, account);
  await gotoHydrated(page, '/');
  const dialog = await signIn(page, account.email, 'WrongPassw0rd');
  const banner = dialog.locator('.ui-alert');
  await expect(banner).toContainText('Invalid email or password');
  await expect(banner, 'focus moves to the banner').toBeFocused();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // Typing clears the banner (spec section 4).
  await dialog.getByLabel(/^password/i).pressSequentially('x');
  await expect(banner).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test('empty sign-in and register forms show the spec messages and send nothing', async ({ page }) => {
  await gotoHydrated(page, '/');
  const dialog = await openAuth(page, 'Sign In');
  const sent = recordApiRequests(page);
  await dialog.locator('form button[type="submit"]').first().click();
  const summary = dialog.locator('.ui-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Username or email is required' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Password is required' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);

  // Toggling the mode clears the fields and the errors (spec section 4).
  await dialog.getByRole('button', { name: /create an account/i }).click();
  await expect(dialog.locator('.ui-error-summary')).toHaveCount(0);
  await dialog.getByLabel(/^password/i).fill('short');
  await dialog.getByLabel(/^confirm password/i).fill('different');
  await dialog.locator('form button[type="submit"]').click();
  await expect(summary.getByRole('link', { name: 'Username is required' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Phone number is required' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Password must be at least 8 characters long' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Passwords do not match' })).toBeVisible();
  expect(sent).toEqual([]);
});

test('a revoked or expired token sends the visitor home, signed out', async ({ page }) => {
  await gotoHydrated(page, '/volunteer');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'bogus-token-that-the-server-does-not-know');
    localStorage.setItem('user', JSON.stringify({ name: 'Ghost Visitor', email: 'ghost@example.org' }));
  });
  const session = page.waitForResponse('**/api/auth/session');
  await page.reload();
  expect((await session).status()).toBe(401);
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(header(page)).not.toContainText('Ghost');
  // The page they land on says why, in a status message that stays until they move on.
  const notice = page.locator('main .site-session-notice').getByRole('status');
  await expect(notice).toContainText('Your session has ended, so you have been signed out');
  await page.waitForTimeout(1000);
  await expect(notice).toContainText('Your session has ended');
  await expect(notice).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
});

test('the expired-session message goes once the visitor moves on, and is not shown again', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await page.evaluate(() => localStorage.setItem('authToken', 'an-expired-token'));
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  const notice = page.locator('main .site-session-notice').getByRole('status');
  await expect(notice).toContainText('Your session has ended');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main')).not.toContainText('Your session has ended');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toContainText('Your session has ended');
});
