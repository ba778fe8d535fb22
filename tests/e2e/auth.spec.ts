import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signUp, type Account } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { holdRequests, type HeldRequests } from './support/held-requests.js';
import { listen, steady } from './support/screen-reader.js';
import { afterQueuedWork, gotoHydrated, recordApiRequests, uniqueMobile } from './support/site.js';

/**
 * Signing in, registering (and switching between the two), a wrong password, signing out, and a
 * session that ended, each walked once while a screen reader listens: what the visitor hears is
 * committed as a transcript, and what the page does is checked on the way.
 */

test.describe.configure({ mode: 'parallel' });

const header = (page: Page) => page.getByRole('banner');
/** Sign In: a link to the sign-in page in the HTML, a button that opens the dialog once scripts run. */
const signInButton = (page: Page) => header(page).getByRole('button', { name: 'Sign In', exact: true });
const accountMenu = (page: Page, account: Account) =>
  header(page).locator('summary', { hasText: account.name }).filter({ visible: true });
/** What the page's live region says, such as 'You are signed in.' */
const said = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });

/** Account names change on every run; the transcript says what they stand for. */
const withoutAccount = (text: string, account: Account) =>
  steady(text).replaceAll(account.name, '<user name>').replaceAll(account.email, '<e-mail>');

async function expectSignedInAs(page: Page, account: Account) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accountMenu(page, account).first()).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
}

const storedSession = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]);

async function signInByPointer(page: Page, identifier: string, password: string) {
  await signInButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/username or email/i).fill(identifier);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.locator('form button[type="submit"]').first().click();
  return dialog;
}

/** Submits the dialog's form by keyboard; the request is answered once the page shows it is busy. */
async function submitHeld(dialog: Locator, server: HeldRequests) {
  await dialog.locator('form').first().locator('button[type="submit"]').press('Enter');
  await server.releaseWhen(dialog.locator('button[type="submit"][data-busy]'));
}

test('sign in from the header by keyboard and sign out, heard; then by e-mail address, kept over a reload', async ({
  page,
  request,
}) => {
  const account = newAccount('heard');
  await signUp(request, account);
  const server = await holdRequests(page, '**/api/auth/login');
  await gotoHydrated(page, '/about');
  const dialog = page.getByRole('dialog');
  const listener = await listen(page);

  await listener.act("press Enter on 'Sign In'", async () => {
    await signInButton(page).press('Enter');
    await expect(dialog).toBeVisible();
  });
  await expectNoAxeViolations(page, 'the sign-in dialog');
  await listener.readUntil('Create an account', 'read on through the dialog');

  // Empty: the spec's messages, the summary focused, 'Error: ' in the title, and nothing sent.
  const sent = recordApiRequests(page);
  const summary = dialog.locator('.ui-error-summary');
  await listener.act("press Enter on the dialog's 'Sign In' with both fields empty", async () => {
    await dialog.locator('form').first().locator('button[type="submit"]').press('Enter');
    await expect(summary).toBeFocused();
  });
  await expect(summary.getByRole('link', { name: 'Username or email is required' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Password is required' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  expect(sent, 'requests to /api/ after an empty submit').toEqual([]);

  const identifier = dialog.getByLabel(/username or email/i);
  await listener.act('Tab, then Enter on the first error', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(identifier).toBeFocused();
  });
  await listener.act(`type the user name`, async () => {
    await page.keyboard.type(account.name);
    await expect(identifier).toHaveValue(account.name);
  });
  await listener.act('Tab', async () => {
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/^password/i)).toBeFocused();
  });
  await listener.act('type the password', async () => {
    await page.keyboard.type(account.password);
    await expect(dialog.getByLabel(/^password/i)).toHaveValue(account.password);
  });
  await listener.act('press Enter', async () => {
    await page.keyboard.press('Enter');
    await server.releaseWhen(dialog.locator('button[type="submit"][data-busy]'));
    await expect(dialog).toHaveCount(0);
    await expect(accountMenu(page, account)).toBeFocused();
    await expect(said(page, 'You are signed in.')).toHaveCount(1);
  });
  await expectSignedInAs(page, account);

  await listener.act('press Enter on the account menu', async () => {
    await accountMenu(page, account).press('Enter');
    await expect(accountMenu(page, account)).toHaveAttribute('aria-expanded', 'true');
  });
  await expect(header(page)).toContainText(account.email);
  await listener.act('Tab', async () => {
    await page.keyboard.press('Tab');
    await expect(
      header(page).getByRole('button', { name: 'Send the link again' }).filter({ visible: true }),
    ).toBeFocused();
  });
  // Focus is not lost: it lands on Sign In, and the change is said in a status message.
  await listener.act("Tab to 'Sign Out' and press Enter", async () => {
    const signOut = header(page).getByRole('button', { name: 'Sign Out' });
    await signOut.focus();
    await signOut.press('Enter');
    await expect(signInButton(page)).toBeFocused();
    await expect(said(page, 'You are signed out')).toHaveCount(1);
  });
  expect(await storedSession(page)).toEqual([null, null]);
  expect(withoutAccount(listener.transcript(), account)).toMatchSnapshot('sign-in-and-out.txt');

  // The e-mail address signs in too, and the session survives a reload (restored from storage,
  // confirmed by the server) on the page the visitor was on.
  await signInByPointer(page, account.email, account.password);
  await server.releaseWhen(dialog.locator('button[type="submit"][data-busy]'));
  await expectSignedInAs(page, account);
  const session = page.waitForResponse('**/api/auth/session');
  await page.reload();
  expect((await session).status()).toBe(200);
  await expectSignedInAs(page, account);
  expect(new URL(page.url()).pathname).toBe('/about');
});

test('register, with an empty try and switching to sign in and back, heard; then sign in and out', async ({
  page,
}) => {
  const account = newAccount('heardnew');
  const server = await holdRequests(page, '**/api/auth/signup');
  await gotoHydrated(page, '/about');
  const dialog = page.getByRole('dialog');
  const listener = await listen(page);

  await listener.act("press Enter on 'Register'", async () => {
    await header(page).getByRole('button', { name: 'Register', exact: true }).press('Enter');
    await expect(dialog).toBeVisible();
  });
  await expectNoAxeViolations(page, 'the register dialog');
  await listener.readUntil('Sign in instead', 'read on through the dialog');

  // Nearly empty: the spec's messages, and nothing sent.
  const sent = recordApiRequests(page);
  const summary = dialog.locator('.ui-error-summary');
  await listener.quietly("type 'short' as the password and 'different' to confirm it", async () => {
    await dialog.getByLabel(/^password/i).fill('short');
    await dialog.getByLabel(/^confirm password/i).fill('different');
  });
  await listener.act("press Enter on the dialog's 'Register'", async () => {
    await dialog.locator('form').first().locator('button[type="submit"]').press('Enter');
    await expect(summary).toBeFocused();
  });
  await expect(summary.getByRole('link', { name: 'Username is required' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Phone number is required' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Password must be at least 8 characters long' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Passwords do not match' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  expect(sent, 'requests to /api/ after an invalid register').toEqual([]);

  // Switching the mode clears the fields and the errors (the spec's 'States and transitions').
  await listener.act("Tab on to 'Sign in instead' and press Enter", async () => {
    await dialog.getByRole('button', { name: 'Sign in instead' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(said(page, 'Now showing: Sign in.')).toHaveCount(1);
  });
  await expect(dialog.locator('.ui-error-summary')).toHaveCount(0);
  await listener.act("press Enter on 'Create an account'", async () => {
    await dialog.getByRole('button', { name: 'Create an account' }).press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(said(page, 'Now showing: Create an account.')).toHaveCount(1);
  });
  await expect(dialog.locator('.ui-error-summary')).toHaveCount(0);
  await expect(dialog.getByLabel(/^password/i)).toHaveValue('');

  await listener.quietly('fill in the five fields', async () => {
    await dialog.getByLabel(/^username/i).fill(account.name);
    await dialog.getByLabel(/^email/i).fill(account.email);
    await dialog.getByLabel(/^phone number/i).fill(uniqueMobile());
    await dialog.getByLabel(/^password/i).fill(account.password);
    await dialog.getByLabel(/^confirm password/i).fill(account.password);
  });
  // No session comes back: the thanks say where the message went, and the visitor signs in after.
  await listener.act("press Enter on the dialog's 'Register'", async () => {
    await submitHeld(dialog, server);
    await expect(dialog.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  });
  await expect(dialog).toContainText(account.email);
  await listener.readUntil('Sign in instead', 'read on through the thanks');
  expect(withoutAccount(listener.transcript(), account)).toMatchSnapshot('register-and-switch.txt');
  // Nobody is signed in until the account signs in with its password.
  expect(await storedSession(page)).toEqual([null, null]);

  await dialog.getByRole('button', { name: 'Sign in instead' }).click();
  await dialog.getByLabel(/username or email/i).fill(account.email);
  await dialog.getByLabel(/^password/i).fill(account.password);
  await dialog.locator('form button[type="submit"]').first().click();
  await expectSignedInAs(page, account);

  // The new account signs out as any other does.
  await accountMenu(page, account).click();
  await expect(header(page)).toContainText(account.email);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(signInButton(page)).toBeFocused();
  expect(await storedSession(page)).toEqual([null, null]);
});

test('registering with an address that has an account shows the same thanks as a new one', async ({
  page,
  request,
}) => {
  const owner = newAccount('owner');
  await signUp(request, owner);
  const stranger = newAccount('stranger');
  await gotoHydrated(page, '/about');
  await header(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^username/i).fill(stranger.name);
  await dialog.getByLabel(/^email/i).fill(owner.email);
  await dialog.getByLabel(/^phone number/i).fill(uniqueMobile());
  await dialog.getByLabel(/^password/i).fill(stranger.password);
  await dialog.getByLabel(/^confirm password/i).fill(stranger.password);
  const answer = page.waitForResponse('**/api/auth/signup');
  await dialog.locator('form button[type="submit"]').first().click();
  expect((await answer).status()).toBe(202);
  await expect(dialog.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(dialog).toContainText(
    `The message went to ${owner.email}. If that address already has an account, the message says so and how to sign in.`,
  );
  await expect(dialog.locator('.ui-banner, [role="alert"]')).toHaveCount(0);
  expect(await storedSession(page)).toEqual([null, null]);
});

test('a wrong password: the banner in the dialog takes focus, heard, and typing clears it', async ({
  page,
  request,
}) => {
  const account = newAccount('heardwrong');
  await signUp(request, account);
  const server = await holdRequests(page, '**/api/auth/login');
  await gotoHydrated(page, '/');
  await signInButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(account.email);
  await dialog.getByLabel(/^password/i).fill('WrongPassw0rd');
  const banner = dialog.locator('.ui-alert');
  const listener = await listen(page);
  await listener.act("press Enter on the dialog's 'Sign In'", async () => {
    await submitHeld(dialog, server);
    await expect(banner).toBeFocused();
  });
  await expect(banner).toContainText('Invalid email or password');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await listener.act('Tab', async () => {
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/username or email/i)).toBeFocused();
  });
  expect(withoutAccount(listener.transcript(), account)).toMatchSnapshot('wrong-password.txt');

  // Typing clears the banner (the spec's 'States and transitions').
  await dialog.getByLabel(/^password/i).pressSequentially('x');
  await expect(banner).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(signInButton(page)).toBeVisible();
});

test('a revoked or expired session sends the visitor home, signed out, with a message that stays until they move on, heard', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/volunteer');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'a-token-that-has-expired');
    localStorage.setItem('user', JSON.stringify({ name: 'Ghost Visitor', email: 'ghost@example.org' }));
  });
  const session = page.waitForResponse('**/api/auth/session');
  await page.reload();
  expect((await session).status()).toBe(401);
  await expect(page).toHaveURL(/\/$/);
  await expect(signInButton(page)).toBeVisible();
  await expect(header(page)).not.toContainText('Ghost');
  // The page they land on says why, in a status message that stays until they move on.
  const notice = page.locator('main .site-session-notice').getByRole('status');
  await expect(notice).toContainText('Your session has ended, so you have been signed out');
  await page.clock.runFor(60_000);
  await expect(notice, 'the message a minute later').toContainText('Your session has ended');
  await expect(notice).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null]);

  const listener = await listen(page);
  listener.note('the site has sent the visitor home; they read the page from its top');
  await listener.readUntil('Sign in again', 'read the page to the message');
  await listener.act("press Enter on 'Sign in again'", async () => {
    await page.getByRole('button', { name: 'Sign in again' }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  expect(listener.transcript()).toMatchSnapshot('expired-session.txt');

  // The message goes once the visitor moves on, and is not shown again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main')).not.toContainText('Your session has ended');
  await gotoHydrated(page, '/');
  await afterQueuedWork(page);
  await expect(page.locator('main')).not.toContainText('Your session has ended');
});
