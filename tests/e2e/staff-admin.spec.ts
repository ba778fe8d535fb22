import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Download,
  type Page,
} from '@playwright/test';
import { dataDir } from './playwright.config.js';
import { listen, steady } from './support/screen-reader.js';
import { axeAtBothWidths, expectNoAxeViolations } from './support/axe.js';
import { admin, adminList, adminToken, gotoHydrated, uniqueEmail, uniqueMobile } from './support/site.js';
import { blockScripts } from './support/no-scripts.js';

/**
 * The staff pages for managing staff and a person's data: an admin invites a staff member, who sets
 * a password from the mailed link, signs in, cannot manage staff, signs out everywhere, and is
 * disabled; staff look a person up, export everything and erase it. Other specs share the server's
 * database: every address here is unique, and no table is assumed empty.
 */

test.describe.configure({ mode: 'parallel' });

const password = 'StaffPassw0rd';

/** Signs the browser in with a token from the API, as the sign-in dialog would have stored it. */
async function signInWithToken(page: Page, token: string, user: Record<string, unknown>) {
  await page.goto('/404');
  await page.evaluate(
    ([stored, who]) => {
      localStorage.setItem('authToken', stored);
      localStorage.setItem('user', who);
    },
    [token, JSON.stringify(user)] as const,
  );
}

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await signInWithToken(page, await adminToken(request), { name: 'admin' });
}

const decoded = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The token of the newest invite mailed to `to`: the link is `/staff/accept-invite#token=…`. */
async function invitedToken(to: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const text = decoded(await readFile(join(outbox, file), 'utf8'));
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(text)) continue;
          token = /\/staff\/accept-invite#token=([\w%-]+)/.exec(text)?.[1];
          if (token) return token;
        }
        return undefined;
      },
      { message: `an invite mailed to ${to}` },
    )
    .toBeDefined();
  return decodeURIComponent(token ?? '');
}

async function sessionStatus(request: APIRequestContext, token: string | null | undefined) {
  const response = await request.get('/api/auth/session', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  return response.status();
}

/** The token the page keeps; undefined while the page is navigating (a 401 may send it home). */
const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('authToken')).catch(() => undefined);

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('an admin invites a staff member, who sets a password, cannot manage staff, signs out everywhere and is disabled', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('staffer');

  // The admin opens the team page and invites a staff member.
  await signInAsAdmin(page, request);
  await gotoHydrated(page, '/staff/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Staff and administrator accounts/ })).toBeVisible();
  await axeAtBothWidths(page, 'the team page');

  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  // Before anything is sent, nothing is invalid: the role starts at Staff, the fewer powers.
  await expect(invite.getByRole('radio', { name: /^Staff/ })).toBeChecked();
  await expect(invite.locator('input[name="role"]:invalid')).toHaveCount(0);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('.ui-error-summary')).toBeFocused();
  await expect(invite.getByText('Choose the role: staff or admin')).toHaveCount(0);
  await invite.getByLabel(/^E-mail address/).fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name: `Invite sent to ${email}` })).toBeFocused();

  // The invited person opens the mailed link: the token leaves the address at once.
  const token = await invitedToken(email);
  const staffPage = await newPage(browser);
  await staffPage.goto(`/staff/accept-invite#token=${encodeURIComponent(token)}`);
  const setPassword = staffPage.getByRole('form', { name: 'Set your password' });
  await expect(setPassword).toBeVisible();
  expect(new URL(staffPage.url()).hash).toBe('');
  await axeAtBothWidths(staffPage, 'the invite acceptance page');

  const listener = await listen(staffPage);
  await listener.act("press Enter on 'Set password' with the field empty", async () => {
    await setPassword.getByRole('button', { name: 'Set password' }).press('Enter');
    await expect(staffPage.locator('.ui-error-summary')).toBeFocused();
  });
  await listener.act('Tab, then Enter on the error', async () => {
    await staffPage.keyboard.press('Tab');
    await staffPage.keyboard.press('Enter');
    await expect(setPassword.getByLabel(/^New password/)).toBeFocused();
  });
  await listener.quietly('type a password', async () => {
    await staffPage.keyboard.type(password);
    await expect(setPassword.getByLabel(/^New password/)).toHaveValue(password);
  });
  await listener.act('press Enter', async () => {
    await staffPage.keyboard.press('Enter');
    await expect(staffPage.getByRole('heading', { name: 'Your password is set' })).toBeFocused();
  });
  await listener.readUntil('Sign in');
  expect(steady(listener.transcript())).toMatchSnapshot('accept-an-invite.txt');
  await listener.stop();

  // The same link works once.
  const again = await request.post('/api/staff/invites/accept', { data: { token, password } });
  expect(again.status(), 'a used invite').toBe(400);
  // Opened again, the used link says so and what to do, and takes focus when the form is refused.
  const usedPage = await staffPage.context().newPage();
  await usedPage.goto(`/staff/accept-invite#token=${encodeURIComponent(token)}`);
  await usedPage.getByLabel(/^New password/).fill(password);
  await usedPage.getByRole('button', { name: 'Set password' }).press('Enter');
  const used = usedPage.locator('.ui-alert').filter({ hasText: 'This invitation link no longer works' });
  await expect(used).toBeFocused();
  await expect(used).toContainText('Ask an administrator of the foundation to invite you again');
  await expect(usedPage.getByRole('form')).toHaveCount(0);
  await usedPage.close();

  // The staff member signs in from the success panel and lands in the inbox.
  await staffPage.getByRole('button', { name: 'Sign in' }).click();
  const dialog = staffPage.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(email);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.locator('form').first().locator('button[type="submit"]').click();
  await expect(staffPage).toHaveURL(/\/staff$/);
  await expect(staffPage.getByRole('navigation', { name: 'Staff inbox' })).toBeVisible();

  // Staff do not manage staff: no link to the team page, and the page refuses them.
  await expect(staffPage.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await gotoHydrated(staffPage, '/staff/team');
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Only admins manage staff');
  await expect(staffPage.getByRole('table')).toHaveCount(0);
  const staffToken = await storedToken(staffPage);
  expect(
    (await request.get('/api/staff', { headers: { Authorization: `Bearer ${staffToken}` } })).status(),
  ).toBe(403);

  // Sign out everywhere, after a confirmation: the session ends on the server and the page says so.
  await staffPage.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = staffPage.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused();
  await axeAtBothWidths(staffPage, 'the sign out everywhere confirmation');
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'You are signed out everywhere' }),
  ).toBeFocused();
  expect(await storedToken(staffPage)).toBeNull();
  expect(await sessionStatus(request, staffToken)).toBe(401);
  await axeAtBothWidths(staffPage, 'the signed-out page');

  // Signed in again (through the API this time), then disabled by the admin: the open session stops.
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const second = (await login.json()) as { token: string; name: string; email: string };
  await signInWithToken(staffPage, second.token, { name: second.name, email: second.email });
  await gotoHydrated(staffPage, '/staff');
  await expect(staffPage.getByRole('navigation', { name: 'Staff inbox' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${second.name}` }).click();
  const disable = page.getByRole('dialog', { name: `Disable ${second.name}?` });
  await expect(disable).toContainText(email);
  await axeAtBothWidths(page, 'the disable confirmation');
  await disable.getByRole('button', { name: `Disable ${second.name}` }).click();
  await expect(disable).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `${second.name} is disabled` })).toBeVisible();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${second.name}` })).toBeFocused();

  expect(await sessionStatus(request, second.token)).toBe(401);
  await staffPage.reload();
  await expect
    .poll(() => storedToken(staffPage), { message: 'the disabled session is forgotten' })
    .toBeNull();
  await expect(staffPage.getByRole('navigation', { name: 'Staff inbox' })).toHaveCount(0);
  const refused = await request.post('/api/auth/login', { data: { email, password } });
  expect(refused.status(), 'a disabled account cannot sign in').toBe(403);

  // An admin cannot disable themselves: the server's 409 is shown in the dialog.
  const own = page.getByRole('row').filter({ hasText: admin.email });
  await own.getByRole('button', { name: /^Disable / }).click();
  const self = page.getByRole('dialog');
  await self.getByRole('button', { name: /^Disable / }).click();
  await expect(self.getByText('You cannot disable your own account.')).toBeVisible();
  await self.getByRole('button', { name: 'Cancel' }).click();
  await staffPage.context().close();
});

/** What a person gives the public forms; each test's person is unique. */
async function submitAsPerson(request: APIRequestContext, email: string, mobile: string) {
  const person = { fullName: 'Meera Iyer', email, mobile };
  const posts: [string, object][] = [
    ['/api/volunteer/register', { ...person, howToHelp: 'I can teach braille on Saturdays.' }],
    ['/api/donation/submit', { ...person, donationAmount: 500, donationType: 'Monthly' }],
    ['/api/contact/submit', { ...person, message: 'Please tell me about your programmes.' }],
  ];
  for (const [path, data] of posts) {
    const response = await request.post(path, { data });
    expect(response.status(), path).toBeLessThan(300);
  }
}

/** A downloaded file's text, read at once from Playwright's copy (test-results/ is shared with other runs). */
async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The transcripts do not depend on the run: the person's address, references and dates are replaced. */
const heard = (text: string, email: string) =>
  steady(text)
    .replaceAll(email, '<the person’s address>')
    .replace(/\b\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}(?:\s?[ap]m)?/gi, '<date>')
    // The day the last backup holding the person expires moves with the day of the run.
    .replace(/\b\d{1,2} \w{3} \d{4}\b/g, '<day>')
    .replace(/[\w-]+\.(json|csv)\b/g, '<file>.$1')
    // How many mails wait depends on how far the mail worker has got, not on the page.
    .replace(/\b\d+ (mails? (?:in|from) the outbox|mail files? from the outbox folder)/g, '<n> $1');

test('staff look a person up, export everything and erase them, by keyboard; nothing of theirs is left', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('person');
  const mobile = uniqueMobile();
  await submitAsPerson(request, email, mobile);

  await signInAsAdmin(page, request);
  await gotoHydrated(page, '/staff/people');
  await expect(page.getByRole('heading', { level: 1, name: 'A person’s data' })).toBeVisible();
  await axeAtBothWidths(page, 'the people page');

  // Look the person up: a POST, and the address stays as it was.
  const field = page.getByLabel(/^E-mail address or mobile number/);
  await field.focus();
  const lookUp = await listen(page);
  await lookUp.act('press Enter with the field empty', async () => {
    await page.keyboard.press('Enter');
    await expect(page.locator('.ui-error-summary')).toBeFocused();
  });
  await lookUp.act('Tab, then Enter on the error', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
  });
  await lookUp.quietly("type the person's address", async () => {
    await page.keyboard.type(email);
    await expect(field).toHaveValue(email);
  });
  const searched = page.waitForRequest((r) => r.url().endsWith('/api/staff/people/search'));
  await lookUp.act('press Enter', async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^What we hold about/ })).toBeFocused();
  });
  expect((await searched).method()).toBe('POST');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/staff/people');
  await lookUp.readUntil('Submissions of');
  expect(heard(lookUp.transcript(), email)).toMatchSnapshot('look-a-person-up.txt');
  await lookUp.stop();

  const records = page.getByRole('table', { name: /Submissions of/ });
  await expect(records.getByRole('row')).toHaveCount(4);
  for (const kind of ['Volunteer registration', 'Donation pledge', 'Contact message'])
    await expect(records).toContainText(kind);
  await axeAtBothWidths(page, 'the people page with results');

  // Export everything: JSON and CSV, each parsed back.
  const exporting = await listen(page);
  const jsonButton = page.getByRole('button', { name: 'Export everything (JSON)' });
  await jsonButton.focus();
  let download = page.waitForEvent('download');
  await exporting.act("press Enter on 'Export everything (JSON)'", async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Downloaded .+\.json\.$/ })).toBeVisible();
  });
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  const json = JSON.parse(await downloaded(await download)) as unknown;
  const jsonText = JSON.stringify(json);
  expect(jsonText).toContain(email);
  expect(jsonText).toContain('I can teach braille on Saturdays.');

  download = page.waitForEvent('download');
  await exporting.act("Tab, then Enter on 'Export everything (CSV)'", async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Downloaded .+\.csv\.$/ })).toBeVisible();
  });
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await downloaded(await download)).replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter(Boolean);
  expect(lines.length, 'a header row and a row per record').toBeGreaterThanOrEqual(4);
  expect(lines[0]).toMatch(/kind/i);
  expect(csv).toContain(email);
  expect(heard(exporting.transcript(), email)).toMatchSnapshot('export.txt');
  await exporting.stop();

  // Once the outbox has written the person's mails, the erasure deletes their files too, and says so.
  const token = await adminToken(request);
  await expect
    .poll(async () => {
      const held = await request.post('/api/staff/people/export', {
        headers: { Authorization: `Bearer ${token}` },
        data: { email, format: 'json' },
      });
      const mails = ((await held.json()) as { mails: { status: string }[] }).mails;
      return mails.length > 0 && mails.every((mail) => mail.status === 'sent');
    })
    .toBe(true);

  // Erase, by keyboard only: Tab to the button, confirm, and hear what went.
  const erasing = await listen(page);
  const eraseButton = page.getByRole('button', { name: 'Erase this person' });
  await erasing.act("Tab to 'Erase this person'", async () => {
    for (
      let step = 0;
      step < 10 && !(await eraseButton.evaluate((b) => b === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    await expect(eraseButton).toBeFocused();
  });
  await erasing.act('press Enter', async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Erase everything about/ })).toBeFocused();
  });
  await erasing.readUntil('The audit keeps', 'read on through the confirmation');
  const confirmation = page.locator('.staff-erase');
  await expect(confirmation).toContainText('3 submissions:');
  await expect(confirmation).toContainText(/Volunteer registration VOL-/);
  await expect(confirmation).toContainText(/Donation pledge DON-/);
  await axeAtBothWidths(page, 'the erase confirmation');
  await page.getByRole('button', { name: 'Erase permanently' }).focus();
  await erasing.act("press Enter on 'Erase permanently'", async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Erased from the server' })).toBeFocused();
  });
  await erasing.readUntil('Find another person');
  expect(heard(erasing.transcript(), email)).toMatchSnapshot('erase-a-person.txt');
  await erasing.stop();
  await axeAtBothWidths(page, 'the erasure’s success panel');

  // Search again, by address and by mobile: nothing is left, in the page or in any admin list.
  await page.getByRole('button', { name: 'Find another person' }).press('Enter');
  await expect(field).toBeFocused();
  for (const who of [email, mobile]) {
    await field.fill(who);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^What we hold about/ })).toBeFocused();
    await expect(page.getByText(/^We hold nothing about/)).toBeVisible();
  }
  for (const list of ['/api/volunteer/all', '/api/donation/all', '/api/contact/all'])
    expect(await adminList(request, list, email), list).toEqual([]);
});

test('an erasure refused because the data changed says so and searches again', async ({ page, request }) => {
  const email = uniqueEmail('changed');
  const mobile = uniqueMobile();
  await submitAsPerson(request, email, mobile);

  await signInAsAdmin(page, request);
  await gotoHydrated(page, '/staff/people');
  await page.getByLabel(/^E-mail address or mobile number/).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const records = page.getByRole('table', { name: /Submissions of/ });
  await expect(records.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Erase this person' }).click();

  // Meanwhile the person sends one more form.
  const more = await request.post('/api/volunteer/register', {
    data: { fullName: 'Meera Iyer', email, mobile, howToHelp: 'And sign language, too.' },
  });
  expect(more.status()).toBeLessThan(300);

  await page.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(page.locator('.ui-alert').filter({ hasText: /changed since your search/ })).toBeFocused();
  await expect(records.getByRole('row')).toHaveCount(5);
  expect(await adminList(request, '/api/volunteer/all', email)).toHaveLength(2);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  await expect(page.locator('.staff-erase')).toContainText('4 submissions:');
  await page.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(page.getByRole('heading', { name: 'Erased from the server' })).toBeFocused();
  expect(await adminList(request, '/api/volunteer/all', email)).toEqual([]);

  // A staff account is not erased this way: nothing changed, so the server's reason is shown instead.
  await page.getByRole('button', { name: 'Find another person' }).click();
  await page.getByLabel(/^E-mail address or mobile number/).fill(admin.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await page.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(
    page.locator('.ui-alert').filter({ hasText: /staff or administrator account, which cannot be erased/ }),
  ).toBeFocused();
  expect(await sessionStatus(request, await adminToken(request))).toBe(200);
});

test('without the page’s scripts, the invite link says honestly what it needs', async ({ page }) => {
  // The site's scripts never arrive (blocked, switched off, failed): the prerendered page is what is
  // left. axe is a script itself, so the page's own scripts are blocked rather than all JavaScript.
  await blockScripts(page);
  const response = await page.goto('/staff/accept-invite#token=not-read-without-scripts');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/^Invited to the staff\? .*needs JavaScript/)).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the staff area without its scripts');
});

test('an admin reads the audit of accounts and of people by keyboard; a search is there, the person is not', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('audited');
  const token = await adminToken(request);
  const searched = await request.post('/api/staff/people/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { email },
  });
  expect(searched.status()).toBe(200);

  await signInAsAdmin(page, request);
  await gotoHydrated(page, '/staff/team');
  const auditLink = page.getByRole('navigation', { name: /staff/i }).getByRole('link', { name: 'Audit' });
  await auditLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeFocused();
  await expect(page.getByRole('table', { name: /^Audit of accounts/ })).toBeVisible();
  await axeAtBothWidths(page, 'the audit page');

  // Another kind is the same page: focus stays on the link pressed, and the table follows.
  const people = page.getByRole('navigation', { name: 'Which audit' }).getByRole('link', { name: 'People' });
  await people.focus();
  await page.keyboard.press('Enter');
  await expect(people).toHaveAttribute('aria-current', 'page');
  await expect(people).toBeFocused();
  const table = page.getByRole('table', { name: /^Audit of people, events 1 to/ });
  await expect(table.getByRole('row', { name: /Person searched/ }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(email);
  expect(new URL(page.url()).search).toBe('?kind=person');
});
