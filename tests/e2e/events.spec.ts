import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { unnamedEntries } from './support/error-summary.js';
import { holdRequests } from './support/held-requests.js';
import { chooseByKeyboard, tabTo } from './support/keyboard.js';
import { listen, steady } from './support/screen-reader.js';
import { chooseByPointer } from './support/select.js';
import {
  adminList,
  gotoHydrated,
  recordApiRequests,
  uniqueEmail,
  uniqueMobile,
  waitForHydration,
} from './support/site.js';

/**
 * The events page and its registration dialog: by keyboard alone, heard by a screen reader from
 * Learn More to the registration ID and a second person's failed registration, the rules of the
 * form's hidden questions, and a duplicate.
 */

test.describe.configure({ mode: 'parallel' });

const other = 'Other (please specify)';
const learnMoreLinks = (page: Page) => page.getByRole('link', { name: /learn more/i });

async function openRegistration(page: Page, index = 0) {
  await gotoHydrated(page, '/events&campaigns');
  await learnMoreLinks(page).nth(index).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Submit Registration' })).toBeVisible();
  return dialog;
}

test('the events page, served and reloaded at its address, shows the two events; the whole registration by keyboard only', async ({
  page,
  request,
}) => {
  const first = await page.goto('/events&campaigns');
  expect(first?.status()).toBe(200);
  const title = await page.title();
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/events&campaigns');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /learn more/i })).toHaveCount(2);
  await expect(page.locator('main')).toContainText('Chandigarh');
  await expect(page.locator('main')).toContainText('Goa');
  await waitForHydration(page);

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
  const mobile = form.locator('[name="mobileNumber"]');
  // `tel-national` is not allowed on a `tel` input: the browser may offer nothing for it.
  await expect(mobile).toHaveAttribute('type', 'tel');
  await expect(mobile).toHaveAttribute('autocomplete', 'tel');
  await tabTo(page, mobile);
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
  const reference = /REG(-[0-9A-HJKMNP-TV-Z]{4}){4}/;
  await expect(success).toContainText(reference);
  // The ID is in what the dialog says when it opens, and focus starts on it, not on Close.
  await expect(success).toHaveAccessibleDescription(reference);
  await expect(success.locator('.site-events-reference')).toBeFocused();
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

test('an event from Learn More to its registration ID, another person, and a failure: heard, with axe on each dialog', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const server = await holdRequests(page, '**/api/event/register');
  await page.clock.install();
  await gotoHydrated(page, '/events&campaigns');
  const learnMore = learnMoreLinks(page).first();
  const dialog = page.getByRole('dialog');
  const form = dialog.locator('form');
  const submit = form.getByRole('button', { name: 'Submit Registration' });
  const busy = form.locator('button[type="submit"][data-busy]');
  const listener = await listen(page);

  await listener.act("press Enter on the first 'Learn More'", async () => {
    await learnMore.press('Enter');
    await expect(dialog).toBeVisible();
  });
  await expectNoAxeViolations(page, 'the event details dialog');
  await listener.readUntil('Register Now', 'read on through the details');
  await listener.act("press Enter on 'Register Now'", async () => {
    await dialog.getByRole('button', { name: 'Register Now' }).press('Enter');
    await expect(form).toBeVisible();
  });
  await expectNoAxeViolations(page, 'the event registration dialog');

  // Empty: the dialog's messages, the summary focused, and nothing sent.
  const sent = recordApiRequests(page);
  const summary = form.locator('.ui-error-summary');
  await listener.act("press Enter on 'Submit Registration' with every field empty", async () => {
    await submit.press('Enter');
    await expect(summary).toBeFocused();
  });
  for (const message of ['Full name is required', 'Email is required', 'Mobile number is required']) {
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
  }
  // The spec's 'This field is required' says nothing out of context: the summary names the question.
  await expect(
    summary.getByRole('link', { name: 'Are you a person with a disability? This field is required' }),
  ).toBeVisible();
  await expect(form.getByRole('group', { name: /are you a person with a disability/i })).toContainText(
    'This field is required',
  );
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);
  await expect(form.locator('[name="mobileNumber"]')).toHaveAccessibleDescription(
    /Mobile number is required/,
  );
  await expect(page).toHaveTitle(/^Error: /);
  expect(sent, 'requests to /api/ from an empty registration').toEqual([]);

  await listener.quietly('fill in the name, e-mail and mobile number', async () => {
    await form.locator('[name="fullName"]').fill('Ravi Kumar');
    await form.locator('[name="email"]').fill(uniqueEmail('heard-event'));
    await form.locator('[name="mobileNumber"]').fill('9876543210');
  });
  const yes = form.getByRole('radio', { name: 'Yes', exact: true });
  const no = form.getByRole('radio', { name: 'No', exact: true });
  await listener.act("Shift+Tab back to the error summary's question, then Enter", async () => {
    await summary.getByRole('link', { name: /disability/ }).focus();
    await page.keyboard.press('Enter');
    await expect(yes).toBeFocused();
  });
  await listener.act('press Space to choose Yes', async () => {
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
  });
  await listener.act('press the Right arrow to choose No', async () => {
    await page.keyboard.press('ArrowRight');
    await expect(no).toBeChecked();
  });
  const success = dialog.getByRole('heading', { name: 'Registration Successful!' });
  await listener.act("press Enter on 'Submit Registration'", async () => {
    await submit.press('Enter');
    await server.releaseWhen(busy);
    await expect(success).toBeVisible();
    await expect(dialog.locator('.site-events-reference')).toBeFocused();
  });
  // The registration ID: 80 random bits in four groups of four (it grants access to the registration).
  const id = dialog.getByText(/REG(?:-[0-9A-HJKMNP-TV-Z]{4}){4}/);
  await expect(id).toBeVisible();
  await expectNoAxeViolations(page, 'the event registration success dialog');
  const copy = dialog.getByRole('button', { name: 'Copy ID' });
  const copied = dialog.getByRole('status').filter({ hasText: 'Copied' });
  await listener.readUntil('Please save this ID', 'read on to the advice');
  await listener.act("press Tab to 'Copy ID' and press Enter", async () => {
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(copied).toBeVisible();
  });
  const reference = ((await id.textContent()) ?? '').match(/REG(?:-[0-9A-HJKMNP-TV-Z]{4}){4}/)?.[0];
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await listener.readUntil('Close', 'read on through the success');
  await page.clock.runFor(600_000);
  await expect(id, 'the ID stays until the visitor acts').toBeVisible();
  await expect(copied, 'Copied stays until the visitor acts').toBeVisible();

  await listener.act("Shift+Tab to 'Register another person' and press Enter", async () => {
    await dialog.getByRole('button', { name: 'Register another person' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.locator('[name="fullName"]')).toBeFocused();
  });
  for (const name of ['fullName', 'email', 'mobileNumber'])
    await expect(form.locator(`[name="${name}"]`)).toHaveValue('');
  await expect(no).not.toBeChecked();

  server.answer = 'failure';
  await listener.quietly('fill in the form for a second person; the server will fail', async () => {
    await form.locator('[name="fullName"]').fill('Meena Kumar');
    await form.locator('[name="email"]').fill(uniqueEmail('heard-event'));
    await form.locator('[name="mobileNumber"]').fill('9876543211');
    await no.check();
  });
  const banner = form.locator('.ui-alert');
  await listener.act("press Enter on 'Submit Registration'", async () => {
    await submit.press('Enter');
    await server.releaseWhen(busy);
    await expect(banner).toBeFocused();
  });
  // The visitor learns what happened and what to do.
  await expect(banner).toContainText('Server error. Please try again later.');
  await expect(banner).toHaveAccessibleName(/Server error\. Please try again later\./);
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(learnMore).toBeFocused();
  });
  expect(steady(listener.transcript())).toMatchSnapshot('event-flow.txt');
});

test('a wrong mobile number and the unanswered questions say which field; Yes/No and Other clear the hidden answers', async ({
  page,
}) => {
  const dialog = await openRegistration(page, 1);
  const sent = recordApiRequests(page);
  const summary = dialog.locator('.ui-error-summary');
  const submit = dialog.getByRole('button', { name: 'Submit Registration' });
  const yes = dialog.getByRole('radio', { name: 'Yes', exact: true });
  const no = dialog.getByRole('radio', { name: 'No', exact: true });
  const type = dialog.getByRole('combobox');
  const otherText = dialog.locator('[name="otherDisabilityText"]');
  const choose = (option: string) => chooseByPointer(page, dialog, option);

  await expect(type).toHaveCount(0);
  await dialog.locator('[name="mobileNumber"]').fill('12345');
  await yes.check();
  await expect(type).toBeVisible();
  await expect(otherText).toHaveCount(0);
  await submit.click();
  await expect(
    summary.getByRole('link', { name: 'Please enter a valid 10-digit mobile number' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: /Please select disability type$/ })).toBeVisible();
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);

  await choose(other);
  await submit.click();
  await expect(summary.getByRole('link', { name: /Please specify your disability type$/ })).toBeVisible();
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);
  expect(sent, 'requests to /api/ from invalid registrations').toEqual([]);

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
  const request = page.waitForRequest('**/api/event/register');
  await submit.click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
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

test('registering twice for one event shows the duplicate message; Cancel closes the dialog and returns focus', async ({
  page,
  request,
}) => {
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

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(learnMoreLinks(page).first()).toBeFocused();
});
