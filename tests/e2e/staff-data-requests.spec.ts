import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeAtBothWidths } from './support/axe.js';
import { adminList, adminToken, gotoHydrated, uniqueEmail, uniqueMobile } from './support/site.js';

/**
 * A person's data beyond look-up and export: a correction across their records, an erasure recorded
 * in the data-request log whose result page names what is left outside the server, and the admins'
 * data-request log. Other specs share the server's database: every address and text here is unique,
 * and no table is assumed empty.
 */

test.describe.configure({ mode: 'parallel' });

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const token = await adminToken(request);
  await page.goto('/404');
  await page.evaluate(
    ([stored]) => {
      localStorage.setItem('authToken', stored);
      localStorage.setItem('user', JSON.stringify({ name: 'admin' }));
    },
    [token] as const,
  );
}

/** A day in India as the date boxes take it, `days` from today. */
function indiaDay(days: number) {
  const day = new Date(Date.now() + 330 * 60_000 + days * 24 * 60 * 60 * 1000);
  return {
    day: String(day.getUTCDate()),
    month: String(day.getUTCMonth() + 1),
    year: String(day.getUTCFullYear()),
  };
}

async function fillDate(page: Page, group: string, date: { day: string; month: string; year: string }) {
  const fieldset = page.getByRole('group', { name: new RegExp(`^${group}`) });
  await fieldset.getByLabel('Day').fill(date.day);
  await fieldset.getByLabel('Month').fill(date.month);
  await fieldset.getByLabel('Year').fill(date.year);
}

/** A text of this run only, with no digits the log would take for a phone number. */
const runWord = () => Math.random().toString(36).replace(/\d/g, '').slice(0, 8);

test('staff correct a name across a person’s records, then erase them with the request logged, and are told what remains', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('correct');
  const mobile = uniqueMobile();
  const person = { fullName: 'मीरा अय्यर', email, mobile };
  for (const [path, data] of [
    ['/api/volunteer/register', { ...person, howToHelp: 'I can read aloud on Sundays.' }],
    ['/api/donation/submit', { ...person, donationAmount: 700, donationType: 'One-Time' }],
    ['/api/contact/submit', { ...person, message: 'Please call me back.' }],
  ] as const) {
    const response = await request.post(path, { data });
    expect(response.status(), path).toBeLessThan(300);
  }

  await signInAsAdmin(page, request);
  await gotoHydrated(page, '/staff/people');
  await page.getByLabel(/^E-mail address or mobile number/).fill(email);
  await page.keyboard.press('Enter');
  const records = page.getByRole('table', { name: /Submissions of/ });
  await expect(records.getByRole('row')).toHaveCount(4);
  // The Hindi name is read with a Hindi voice.
  await expect(records.locator('span[lang="hi"]', { hasText: 'मीरा अय्यर' })).toHaveCount(3);

  // Correct the name on every record: first what would change, then, confirmed, the change.
  const correct = page.getByRole('region', { name: 'Correct across their records' });
  await correct.getByLabel(/^Corrected value/).fill('Meera Iyer');
  await correct.getByRole('button', { name: 'Check what changes' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Correct the name on 3 records?' })).toBeFocused();
  await expect(correct.getByRole('listitem')).toHaveCount(3);
  await axeAtBothWidths(page, 'the correction’s confirmation');
  await correct.getByRole('button', { name: 'Correct 3 records' }).press('Enter');
  await expect(correct.locator('.ui-alert').filter({ hasText: '3 records corrected.' })).toBeFocused();
  await expect(records).toContainText('Meera Iyer');
  await expect(records).not.toContainText('मीरा');

  // A value the forms refuse is refused here, by the same rule.
  await correct.getByRole('radio', { name: 'E-mail address' }).check();
  await correct.getByLabel(/^Corrected value/).fill('not an address');
  await correct.getByRole('button', { name: 'Check what changes' }).click();
  await expect(correct.locator('.ui-error-summary')).toBeFocused();
  await expect(correct.locator('.ui-error-summary')).toContainText('Please enter a valid email address');

  // Once the outbox has written her mails, the erasure deletes their files too, and says so.
  const adminBearer = `Bearer ${await adminToken(request)}`;
  await expect
    .poll(async () => {
      const held = await request.post('/api/staff/people/export', {
        headers: { Authorization: adminBearer },
        data: { email, format: 'json' },
      });
      const mails = ((await held.json()) as { mails: { status: string }[] }).mails;
      return mails.length > 0 && mails.every((mail) => mail.status === 'sent');
    })
    .toBe(true);

  // Erase, recording the request in the log: its fields are checked before anything is erased.
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await page.getByRole('checkbox', { name: /^Record this erasure in the data-request log/ }).check();
  const confirmation = page.locator('.staff-erase');
  await confirmation.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(confirmation.locator('.ui-error-summary')).toBeFocused();
  await expect(confirmation.locator('.ui-error-summary').getByRole('listitem')).toHaveCount(2);
  await confirmation.getByLabel(/^How you checked their identity/).fill(`She wrote from ${email}`);
  // Yesterday: today in India may be tomorrow in the browser's zone, or the other way round.
  await fillDate(page, 'Date the request was received', indiaDay(-1));
  await confirmation.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(confirmation.locator('.ui-error-summary')).toContainText(
    'Leave out e-mail addresses and phone numbers',
  );
  expect(await adminList(request, '/api/contact/all', email)).toHaveLength(1);
  await axeAtBothWidths(page, 'the erase confirmation with the log’s fields');

  const identity = `Asked from the address on the records, check ${runWord()}`;
  await confirmation.getByLabel(/^How you checked their identity/).fill(identity);
  await confirmation.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(page.getByRole('heading', { name: 'Erased from the server' })).toBeFocused();
  const result = page.locator('.ui-success-panel');
  await expect(result).toContainText(/mail files? from the outbox folder/);
  await expect(result.getByRole('heading', { name: 'Copies the server cannot reach' })).toBeVisible();
  await expect(result).toContainText('The foundation’s mailbox may hold notices about this person');
  await expect(result).toContainText(
    /Backups made before now still hold this person.*deleted by \d{1,2} \w{3} \d{4}/,
  );
  await expect(result).toContainText('recorded in the data-request log as completed');
  await expect(result).not.toContainText(/Everything we held/);
  await axeAtBothWidths(page, 'the erasure’s result');
  expect(await adminList(request, '/api/contact/all', email)).toEqual([]);

  // The log holds the erasure, completed, with how identity was checked and no personal data.
  await gotoHydrated(page, '/staff/data-requests');
  const row = page.getByRole('row').filter({ hasText: identity });
  await expect(row).toContainText('Erasure');
  await expect(row).toContainText(/Completed .*Erased on request: contact 1, volunteer 1, donation 1/);
  await expect(row).not.toContainText(email);
});

test('an admin records a late request, sees it flagged overdue, and completes it, by keyboard', async ({
  page,
  request,
}) => {
  const identity = `Quoted the reference of the confirmation, check ${runWord()}`;
  await signInAsAdmin(page, request);
  await gotoHydrated(page, '/staff/data-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
  await axeAtBothWidths(page, 'the data-request log');

  const form = page.getByRole('form', { name: 'Record a request' });
  await form.getByRole('button', { name: 'Record the request' }).press('Enter');
  await expect(form.locator('.ui-error-summary')).toBeFocused();
  await expect(form.locator('.ui-error-summary').getByRole('listitem')).toHaveCount(2);
  await axeAtBothWidths(page, 'the record form with its errors');

  await form.getByRole('radio', { name: /^Correction/ }).check();
  await fillDate(page, 'Date the request was received', indiaDay(-40));
  await form.getByLabel(/^How their identity was checked/).fill(identity);
  await form.getByRole('button', { name: 'Record the request' }).press('Enter');
  await expect(
    page.locator('.ui-alert').filter({ hasText: 'The request is recorded in the data-request log.' }),
  ).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: identity });
  await expect(row).toContainText('Correction');
  await expect(row).toContainText('Overdue');

  const complete = row.getByRole('button', { name: /^Complete the correction request received/ });
  await complete.press('Enter');
  const heading = page.getByRole('heading', { name: /^Complete the correction request received/ });
  await expect(heading).toBeFocused();
  await axeAtBothWidths(page, 'the completion form');
  await page.getByLabel(/^What was done/).fill('Corrected the name on CON-20261128-ESREKV');
  await page.getByRole('button', { name: 'Mark completed' }).press('Enter');
  await expect(
    page.locator('.ui-alert').filter({ hasText: 'The request is marked completed.' }),
  ).toBeFocused();
  await expect(row).toContainText(/Completed .*Corrected the name on CON-20261128-ESREKV/);
  await expect(row).not.toContainText('Overdue');
});
