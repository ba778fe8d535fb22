import { expect, test, type Page } from '@playwright/test';
import { unnamedEntries } from './support/error-summary.js';
import { chooseByKeyboard, tabTo } from './support/keyboard.js';
import { chooseByPointer } from './support/select.js';
import { adminList, gotoHydrated, recordApiRequests, uniqueEmail, uniqueMobile } from './support/site.js';

const other = 'Other (please specify)';

async function openRegistration(page: Page, index = 0) {
  await gotoHydrated(page, '/events&campaigns');
  await page
    .getByRole('link', { name: /learn more/i })
    .nth(index)
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Submit Registration' })).toBeVisible();
  return dialog;
}

test('the events page shows the two upcoming events with Learn More', async ({ page }) => {
  await gotoHydrated(page, '/events&campaigns');
  await expect(page.getByRole('link', { name: /learn more/i })).toHaveCount(2);
  await expect(page.locator('main')).toContainText('Chandigarh');
  await expect(page.locator('main')).toContainText('Goa');
});

test('the whole registration flow by keyboard only', async ({ page, request }) => {
  await gotoHydrated(page, '/events&campaigns');
  const learnMore = page.getByRole('link', { name: /learn more/i }).first();
  await tabTo(page, learnMore);
  await page.keyboard.press('Enter');

  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(details.locator('ol li').first()).toBeVisible(); // the numbered agenda
  const registerNow = details.getByRole('button', { name: 'Register Now' });
  await tabTo(page, registerNow);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  const form = dialog.locator('form');
  await expect(form).toBeVisible();
  const email = uniqueEmail('keyboard-event');
  await tabTo(page, form.locator('[name="fullName"]'));
  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await tabTo(page, form.locator('[name="mobileNumber"]'));
  await page.keyboard.type('9876543210');
  await tabTo(page, form.locator('[name="city"]'));
  await page.keyboard.type('Chandigarh');

  // The Yes/No radios: Tab reaches the group, the arrow keys move and choose.
  const yes = form.getByRole('radio', { name: 'Yes', exact: true });
  const no = form.getByRole('radio', { name: 'No', exact: true });
  await tabTo(page, yes);
  await page.keyboard.press('Space');
  await expect(yes).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(no).toBeChecked();
  await expect(form.getByRole('combobox')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(yes).toBeChecked();

  const type = form.getByRole('combobox', { name: /type of disability/i });
  // A native select stands in until focus reaches it; then the Select's code loads and its trigger
  // takes the native select's place and focus.
  await expect(form.locator('select.site-native-select')).toBeVisible();
  await tabTo(page, type);
  await expect(form.locator('button[role="combobox"]')).toBeFocused();
  await chooseByKeyboard(page, type, other, 'Space');
  const otherText = form.getByRole('textbox', { name: /please specify/i });
  await tabTo(page, otherText);
  await page.keyboard.type('Low vision and hearing loss');

  await tabTo(page, form.getByRole('button', { name: 'Submit Registration' }));
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog');
  await expect(success.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  // The registration ID: 80 random bits in four groups of four (it grants access to the registration).
  await expect(success).toContainText(/REG(-[0-9A-HJKMNP-TV-Z]{4}){4}/);
  const close = success.getByRole('button', { name: 'Close', exact: true }).last();
  await tabTo(page, close);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(learnMore, 'focus returns to the Learn More button').toBeFocused();

  const [record] = await adminList(request, '/api/events/registrations', email);
  expect(record).toMatchObject({
    email,
    eventId: 1,
    isPersonWithDisability: 'Yes',
    disabilityType: other,
    otherDisabilityText: 'Low vision and hearing loss',
    registrationStatus: 'pending',
  });
});

test('an empty registration shows the modal messages and sends nothing', async ({ page }) => {
  const dialog = await openRegistration(page);
  const sent = recordApiRequests(page);
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  const summary = dialog.locator('.ui-error-summary');
  await expect(summary).toBeFocused();
  for (const message of ['Full name is required', 'Email is required', 'Mobile number is required']) {
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
  }
  // The spec's 'This field is required' says nothing out of context: the summary names the question.
  await expect(
    summary.getByRole('link', { name: 'Are you a person with a disability? This field is required' }),
  ).toBeVisible();
  await expect(dialog.getByRole('group', { name: /are you a person with a disability/i })).toContainText(
    'This field is required',
  );
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);
  await expect(dialog.locator('[name="mobileNumber"]')).toHaveAccessibleDescription(
    /Mobile number is required/,
  );
  await expect(page).toHaveTitle(/^Error: /);

  await dialog.locator('[name="mobileNumber"]').fill('12345');
  await dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(
    summary.getByRole('link', { name: 'Please enter a valid 10-digit mobile number' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: /Please select disability type$/ })).toBeVisible();
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);

  await chooseByPointer(page, dialog, other);
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(summary.getByRole('link', { name: /Please specify your disability type$/ })).toBeVisible();
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);
  expect(sent, 'requests to /api/ from invalid registrations').toEqual([]);
});

test('Yes/No and Other clear the hidden answers', async ({ page }) => {
  const dialog = await openRegistration(page, 1);
  const yes = dialog.getByRole('radio', { name: 'Yes', exact: true });
  const no = dialog.getByRole('radio', { name: 'No', exact: true });
  const type = dialog.getByRole('combobox');
  const otherText = dialog.locator('[name="otherDisabilityText"]');
  const choose = (option: string) => chooseByPointer(page, dialog, option);

  await expect(type).toHaveCount(0);
  await yes.check();
  await expect(type).toBeVisible();
  await expect(otherText).toHaveCount(0);
  await choose(other);
  await otherText.fill('Chronic fatigue');
  // A type other than Other clears the text.
  await choose('Visual Impairment');
  await expect(otherText).toHaveCount(0);
  await choose(other);
  await expect(otherText).toHaveValue('');
  await otherText.fill('Chronic fatigue');
  // No clears the type and the text.
  await no.check();
  await expect(type).toHaveCount(0);
  await expect(otherText).toHaveCount(0);
  await yes.check();
  await expect(type).not.toContainText(other);
  await expect(otherText).toHaveCount(0);

  // What is sent after No: no type, no text.
  await no.check();
  const email = uniqueEmail('clearing');
  await dialog.locator('[name="fullName"]').fill('Clearing Rules');
  await dialog.locator('[name="email"]').fill(`  ${email.toUpperCase()} `);
  await dialog.locator('[name="mobileNumber"]').fill('9123456780');
  const sent = page.waitForRequest('**/api/event/register');
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    fullName: 'Clearing Rules',
    email,
    mobileNumber: '9123456780',
    isPersonWithDisability: 'No',
    disabilityType: null,
    otherDisabilityText: null,
    organization: '',
    eventId: 2,
    registrationStatus: 'pending',
  });
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Registration Successful!' }),
  ).toBeVisible();
});

test('registering twice for one event shows the duplicate message', async ({ page, request }) => {
  const email = uniqueEmail('duplicate');
  const first = await request.post('/api/event/register', {
    data: {
      fullName: 'Already Registered',
      email,
      mobileNumber: '9876501234',
      city: '',
      occupation: '',
      organization: '',
      isPersonWithDisability: 'No',
      disabilityType: null,
      otherDisabilityText: null,
      eventId: 1,
      eventTitle: 'First Anniversary Convention',
      registrationDate: new Date().toISOString(),
      registrationStatus: 'pending',
    },
  });
  expect(first.status()).toBe(201);

  const dialog = await openRegistration(page, 0);
  await dialog.locator('[name="fullName"]').fill('Already Registered');
  await dialog.locator('[name="email"]').fill(email);
  await dialog.locator('[name="mobileNumber"]').fill(uniqueMobile());
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.locator('.ui-alert')).toContainText('You are already registered for this event');
  await expect(dialog.locator('.ui-alert')).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toHaveCount(0);
});

test('a server failure shows the registration service message', async ({ page }) => {
  await page.route('**/api/event/register', (route) => route.fulfill({ status: 500, body: '{}' }));
  const dialog = await openRegistration(page);
  await dialog.locator('[name="fullName"]').fill('Server Down');
  await dialog.locator('[name="email"]').fill(uniqueEmail('server-down'));
  await dialog.locator('[name="mobileNumber"]').fill('9876543219');
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  const banner = dialog.locator('.ui-alert');
  await expect(banner).toContainText('Server error. Please try again later.');
  // Focus moves to the banner, where the visitor learns what happened and what to do.
  await expect(banner).toBeFocused();
  await expect(banner).toHaveAccessibleName(/Server error\. Please try again later\./);
});

test('Cancel closes the registration modal and returns focus', async ({ page }) => {
  const dialog = await openRegistration(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /learn more/i }).first()).toBeFocused();
});

test("after a registration, 'Register another person' brings back the empty form with focus on its first field", async ({
  page,
}) => {
  const dialog = await openRegistration(page, 1);
  await dialog.locator('[name="fullName"]').fill('First Person');
  await dialog.locator('[name="email"]').fill(uniqueEmail('another'));
  await dialog.locator('[name="mobileNumber"]').fill(uniqueMobile());
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await page.clock.install();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  const success = page.getByRole('dialog');
  await expect(success.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await page.clock.runFor(600_000);
  await expect(
    success.getByText(/REG(?:-[0-9A-HJKMNP-TV-Z]{4}){4}/),
    'the ID stays until the visitor acts',
  ).toBeVisible();

  const another = success.getByRole('button', { name: 'Register another person' });
  await tabTo(page, another, { max: 4 });
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog').locator('form');
  await expect(form.locator('[name="fullName"]')).toBeFocused();
  for (const name of ['fullName', 'email', 'mobileNumber'])
    await expect(form.locator(`[name="${name}"]`)).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /learn more/i }).nth(1)).toBeFocused();
});
