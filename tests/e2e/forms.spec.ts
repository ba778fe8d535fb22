import { expect, test, type Locator, type Page } from '@playwright/test';
import { unnamedEntries } from './support/error-summary.js';
import { cases, person, type FormCase } from './support/form-cases.js';
import { countsSaid } from './support/text-area.js';
import { holdRequests } from './support/held-requests.js';
import { tabTo } from './support/keyboard.js';
import { listen, steady } from './support/screen-reader.js';
import { chooseByPointer } from './support/select.js';
import { adminList, gotoHydrated, recordApiRequests, uniqueEmail, uniqueMobile } from './support/site.js';

/**
 * Every form of the site against the spec's 'States and transitions', 'Validation rules' and 'Error
 * catalogue', walked once by keyboard while a screen reader listens: an empty submit, the first field
 * fixed from the error summary, a send the server fails, the same send again, the thank-you view (and
 * the record in the admin list), which stays until the visitor asks for an empty form (WCAG 2.2.1:
 * nothing disappears on a timer). One committed transcript per form.
 * Forms are found by their fields' names (the API's field names), so page copy can change freely.
 */

// Each form is its own page load and its own server records: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

/** The 'Error catalogue's screen fallbacks, shown when the server answers without a message. */
const fallbackOf: Record<string, string> = {
  '**/api/contact/submit': 'Failed to send message. Please try again.',
  '**/api/newsletter/subscribe': 'Failed to subscribe. Please try again.',
  '**/api/contactus/submit': 'Failed to submit contact form. Please try again.',
  '**/api/volunteer/register': 'Failed to submit volunteer registration. Please try again.',
  '**/api/intern/apply': 'Failed to submit internship application. Please try again.',
  '**/api/donation/submit': 'Failed to submit donation form. Please try again.',
  '**/api/news/submit': 'Failed to submit news update. Please try again.',
  '**/api/collaborate/submit': 'Failed to submit collaboration request. Please try again.',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control of a field: a text input by its name, or the Select's combobox. */
function control(form: Locator, field: string, formCase: FormCase): Locator {
  const isSelect = formCase.select !== undefined && !(field in formCase.text) && !(field in person);
  return isSelect ? form.getByRole('combobox') : textField(form, field);
}

const textField = (form: Locator, field: string) =>
  form.locator(`input[name="${field}"], textarea[name="${field}"]`);

/** The form's valid values by field name, with this run's address and mobile number. */
function validValues(formCase: FormCase) {
  const email = uniqueEmail(formCase.path.replace(/\W/g, '') || 'home');
  const mobile = uniqueMobile();
  const values = Object.fromEntries(
    Object.entries(formCase.text).map(([field, value]) => [
      field,
      value.replace('{email}', email).replace('{mobile}', mobile),
    ]),
  );
  return { email, values };
}

async function expectEmptySubmitShown(page: Page, form: Locator, formCase: FormCase) {
  const summary = form.locator('.ui-error-summary');
  await expect(summary.getByRole('heading')).toBeVisible();
  expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);
  for (const [field, message] of Object.entries(formCase.emptyMessages)) {
    await expect(summary.getByRole('link', { name: new RegExp(`${escape(message)}$`) })).toBeVisible();
    const input = control(form, field, formCase);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
  }
  await expect(page).toHaveTitle(/^Error: /);
}

for (const formCase of cases) {
  test(`${formCase.name}: empty, fixed, failed, sent again, thanked, and empty again; heard`, async ({
    page,
    request,
  }) => {
    const server = await holdRequests(page, formCase.endpoint);
    server.answer = 'failure';
    await page.clock.install();
    await gotoHydrated(page, formCase.path);
    const form = formCase.locate(page);
    await expect(form).toBeVisible();
    const submit = form.locator('button[type="submit"]');
    // The one busy button: the newsletter's form is found by its button's words, which change meanwhile.
    const busy = page.locator('main button[type="submit"][data-busy]');
    const submitName = (await submit.textContent())?.trim() ?? '';
    const summary = form.locator('.ui-error-summary');
    const banner = form.locator('.ui-alert');
    const panel = page.locator('main .ui-success-panel');
    const { email, values } = validValues(formCase);
    const [first = '', firstValue = ''] = Object.entries(values)[0] ?? [];
    const firstField = textField(form, first);
    const sent = recordApiRequests(page);
    const listener = await listen(page);

    // Empty: the errors, the summary focused, 'Error: ' in the title, and nothing sent.
    await listener.act(`press Enter on '${submitName}' with every field empty`, async () => {
      await submit.press('Enter');
      await expect(summary).toBeFocused();
    });
    await expectEmptySubmitShown(page, form, formCase);
    expect(sent, 'requests to /api/ after an empty submit').toEqual([]);

    // A summary link moves focus to its field.
    await listener.act('Tab', async () => {
      await page.keyboard.press('Tab');
      await expect(summary.getByRole('link').first()).toBeFocused();
    });
    await listener.act('press Enter on the first error', async () => {
      await page.keyboard.press('Enter');
      await expect(firstField).toBeFocused();
    });
    await listener.act(`type '${firstValue}'`, async () => {
      await page.keyboard.type(firstValue);
      await expect(firstField).toHaveValue(firstValue);
    });
    await listener.quietly('fill in the other fields; the server will fail', async () => {
      for (const [field, value] of Object.entries(values).slice(1)) await textField(form, field).fill(value);
      if (formCase.select) await chooseByPointer(page, form, formCase.select);
      await countsSaid(form);
    });

    // The server fails without a message: the form's own fallback, focused, and nothing typed is lost.
    await listener.act(`press Enter on '${submitName}'`, async () => {
      await submit.press('Enter');
      await server.releaseWhen(busy);
      await expect(banner).toBeFocused();
    });
    const fallback = fallbackOf[formCase.endpoint] ?? 'no fallback listed';
    await expect(banner).toContainText(fallback);
    await expect(banner).toHaveAccessibleName(new RegExp(escape(fallback)));
    await expect(page).toHaveTitle(/^Error: /);
    for (const [field, value] of Object.entries(values))
      await expect(textField(form, field)).toHaveValue(value);
    if (formCase.select) await expect(form.getByRole('combobox')).toContainText(formCase.select);

    // Typing clears the banner (the spec's 'States and transitions').
    await listener.quietly(`type a letter at the end of the first field and delete it again`, async () => {
      await firstField.press('End');
      await firstField.pressSequentially('x');
      await expect(banner).toBeHidden();
      await firstField.press('Backspace');
      await expect(firstField).toHaveValue(firstValue);
    });

    // Sent again: the thank-you view takes focus, and the record is stored.
    server.answer = 'server';
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 300_000);
    const answer = page.waitForResponse((response) => response.url().includes(formCase.endpoint.slice(3)));
    await listener.act(`press Enter on '${submitName}' again`, async () => {
      await submit.press('Enter');
      await server.releaseWhen(busy);
      await expect(panel.getByRole('heading')).toBeFocused();
    });
    expect((await answer).status()).toBeLessThan(300);
    if (formCase.successTitle) await expect(panel.getByRole('heading')).toHaveText(formCase.successTitle);
    await expect(form).toBeHidden();
    if (formCase.path === '/contact') {
      await expect(panel).toContainText(/TKT-\d{8}-[0-9A-Z]{6}/);
    } else {
      await expect(
        panel,
        "references are held, not shown (the spec's 'Entities and their fields')",
      ).not.toContainText(/\b(CON|VOL|INT|DON|NEW|COL)-\d{8}-/);
    }
    const records = await adminList(request, formCase.adminPath, email);
    expect(records.map((record) => record.email)).toEqual([email]);
    await listener.readUntil(formCase.again, 'read on through the thank-you view');

    // Ten minutes later the thanks (and a ticket reference) are still there, and so is focus.
    await page.clock.runFor(600_000);
    await expect(panel, 'the thank-you view stays until the visitor acts').toBeVisible();
    await expect(panel.getByRole('heading')).toBeFocused();
    await page.clock.resume();

    // By keyboard: Tab to the button, press Enter; an empty form comes back, focus on its first field.
    const again = panel.getByRole('button', { name: formCase.again, exact: true });
    await listener.act(`Tab to '${formCase.again}' and press Enter`, async () => {
      await tabTo(page, again, { max: 3 });
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
      await expect(firstField).toBeFocused();
    });
    for (const field of Object.keys(values)) await expect(textField(form, field)).toHaveValue('');

    const transcript = listener.transcript();
    expect(
      transcript.split('\n').filter((line) => line.includes(fallback)),
      'the failed send is said once, not twice',
    ).toHaveLength(1);
    expect(steady(transcript)).toMatchSnapshot(`${formCase.transcript}.txt`);
  });
}

test('the short contact form on / shows the network error when the request is aborted', async ({ page }) => {
  await page.route('**/api/contact/submit', (route) => route.abort('connectionrefused'));
  await gotoHydrated(page, '/');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.locator('[name="fullName"]').fill('Asha Verma');
  await form.locator('[name="email"]').fill(uniqueEmail('abort'));
  await form.locator('[name="mobile"]').fill(uniqueMobile());
  await form.locator('[name="message"]').fill('A message that will not arrive.');
  await form.locator('button[type="submit"]').click();
  const banner = form.locator('.ui-alert');
  await expect(banner).toContainText('Network error. Please check your connection and try again.');
  await expect(banner).toBeFocused();
});

test('the short contact form on / shows the server message of a refused submit', async ({ page }) => {
  await gotoHydrated(page, '/');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.locator('[name="fullName"]').fill('A');
  await form.locator('[name="email"]').fill('not-an-address');
  await form.locator('[name="mobile"]').fill('1111111111');
  await form.locator('[name="message"]').fill('short');
  await form.locator('button[type="submit"]').click();
  const summary = form.locator('.ui-error-summary');
  await expect(summary.getByRole('link', { name: 'Name must be at least 2 characters long' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Invalid mobile number format' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Message must be at least 10 characters long' }),
  ).toBeVisible();
});
