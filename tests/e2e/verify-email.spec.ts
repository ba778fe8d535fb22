import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp, type Account } from './support/accounts.js';
import { linkMailedTo } from './support/mail.js';
import { expectNoAxeViolations } from './support/axe.js';
import { afterQueuedWork, gotoHydrated, recordApiRequests } from './support/site.js';

/**
 * The e-mail confirmation: the reminder in the account menu, sending the link again, and the page
 * the mailed link opens (/verify-email, prerendered like /reset-password).
 */
const header = (page: Page) => page.getByRole('banner');
const notConfirmed = /not confirmed yet/;

async function signInThroughStorage(page: Page, account: Account) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const { token, ...user } = (await response.json()) as { token: string };
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('authToken', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** The account menu of the wide header (the first one), opened. */
async function openAccountMenu(page: Page, account: Account) {
  const menu = header(page).locator('.site-account-menu').first();
  await menu.locator('summary', { hasText: account.name }).filter({ visible: true }).click();
  return menu;
}

test('a new account is reminded in its menu, sends the link again, and confirms from the page', async ({
  page,
}) => {
  const account = newAccount('confirming');
  await signUp(page.request, account);
  await gotoHydrated(page, '/about');
  await signInThroughStorage(page, account);
  await gotoHydrated(page, '/about');

  const menu = await openAccountMenu(page, account);
  await expect(menu).toContainText(notConfirmed);
  await expectNoAxeViolations(page, 'the account menu with the reminder', '.site-header');
  const resend = menu.getByRole('button', { name: 'Send the link again' });
  await resend.click();
  await expect(menu.getByRole('status')).toContainText('We have sent a new link');
  // Focus stays where the visitor acted.
  await expect(resend).toBeFocused();

  const link = await linkMailedTo(account.email, '/verify-email');
  const sent = recordApiRequests(page);
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
  await expectNoAxeViolations(page, '/verify-email with a token');
  // Opening the link confirms nothing: a mail scanner following it must not use it up.
  expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);

  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  const done = page.getByRole('heading', { name: 'Your e-mail address is confirmed' });
  await expect(done).toBeFocused();
  // The token went in the body of a POST, never in an API URL.
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(
    sent.some((request) => request.startsWith('POST') && request.endsWith('/api/auth/verify-email')),
  ).toBe(true);
  expect(sent.filter((request) => request.includes(token))).toEqual([]);

  // The reminder is gone from the menu, on this page and after a reload.
  const after = await openAccountMenu(page, account);
  await expect(after).not.toContainText(notConfirmed);
  const session = page.waitForResponse('**/api/auth/session');
  await gotoHydrated(page, '/');
  // What the server says of the account, not only what the page stored, has been shown.
  expect((await session).status()).toBe(200);
  await afterQueuedWork(page);
  await expect(await openAccountMenu(page, account)).not.toContainText(notConfirmed);
});

test('a used or mistyped link says so, and offers the next step', async ({ page }) => {
  await gotoHydrated(page, '/verify-email?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('group', { name: /not valid or has expired/ })).toBeVisible();
  // Signed out: the way forward is to sign in, then send a new link from the account menu.
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, '/verify-email after a refused link');
});

test('without a token the page explains where the link is', async ({ page }) => {
  await gotoHydrated(page, '/verify-email');
  await expect(page.getByRole('main')).toContainText('This page needs the link from the e-mail');
  await expect(page.getByRole('button', { name: 'Confirm my e-mail address' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/verify-email without a token');
});
