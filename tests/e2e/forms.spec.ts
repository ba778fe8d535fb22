import { expect, test, type Locator, type Page } from '@playwright/test';
import { unnamedEntries } from './support/error-summary.js';
import { cases, person, type FormCase } from './support/form-cases.js';
import { tabTo } from './support/keyboard.js';
import { chooseByPointer } from './support/select.js';
import { adminList, gotoHydrated, recordApiRequests, uniqueEmail, uniqueMobile } from './support/site.js';

/**
 * Every form of the site against spec sections 4, 5 and 8: an empty submit, a valid submit (and the
 * record in the admin list), a server failure, and the thank-you view, which stays until the visitor
 * asks for an empty form (WCAG 2.2.1: nothing disappears on a timer).
 * Forms are found by their fields' names (the API's field names), so page copy can change freely.
 */

/** Spec section 8's screen fallbacks, shown when the server answers without a message. */
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
  return isSelect
    ? form.getByRole('combobox')
    : form.locator(`input[name="${field}"], textarea[name="${field}"]`);
}

async function fillValid(page: Page, form: Locator, formCase: FormCase) {
  const email = uniqueEmail(formCase.path.replace(/\W/g, '') || 'home');
  for (const [field, value] of Object.entries(formCase.text)) {
    const filled = value.replace('{email}', email).replace('{mobile}', uniqueMobile());
    await form.locator(`input[name="${field}"], textarea[name="${field}"]`).fill(filled);
  }
  if (formCase.select) await chooseByPointer(page, form, formCase.select);
  return email;
}

for (const formCase of cases) {
  test.describe(formCase.name, () => {
    test('an empty submit shows the errors, focuses the summary, marks the title and sends nothing', async ({
      page,
    }) => {
      await gotoHydrated(page, formCase.path);
      const form = formCase.locate(page);
      await expect(form).toBeVisible();
      const sent = recordApiRequests(page);
      await form.locator('button[type="submit"]').click();

      const summary = form.locator('.ui-error-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toBeVisible();
      expect(await unnamedEntries(summary), 'summary entries that do not say which field').toEqual([]);
      for (const [field, message] of Object.entries(formCase.emptyMessages)) {
        await expect(summary.getByRole('link', { name: new RegExp(`${escape(message)}$`) })).toBeVisible();
        const input = control(form, field, formCase);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
      }
      await expect(page).toHaveTitle(/^Error: /);
      expect(sent, 'requests to /api/ after an empty submit').toEqual([]);

      // A summary link moves focus to its field.
      const [firstField, firstMessage] = Object.entries(formCase.emptyMessages)[0] ?? ['', ''];
      await summary.getByRole('link', { name: new RegExp(`${escape(firstMessage)}$`) }).click();
      await expect(control(form, firstField, formCase)).toBeFocused();
    });

    test('a valid submit shows the thank-you view, is stored, and the view stays until the visitor asks for an empty form', async ({
      page,
      request,
    }) => {
      await page.clock.install();
      await gotoHydrated(page, formCase.path);
      const form = formCase.locate(page);
      const email = await fillValid(page, form, formCase);
      // From here the page's time moves only when the test moves it.
      await page.clock.pauseAt(Date.now() + 300_000);
      const answer = page.waitForResponse((response) => response.url().includes(formCase.endpoint.slice(3)));
      await form.locator('button[type="submit"]').click();
      expect((await answer).status()).toBeLessThan(300);

      const panel = page.locator('main .ui-success-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading')).toBeFocused();
      if (formCase.successTitle) await expect(panel.getByRole('heading')).toHaveText(formCase.successTitle);
      await expect(form).toBeHidden();
      if (formCase.path === '/contact') {
        await expect(panel).toContainText(/TKT-\d{8}-[0-9A-Z]{6}/);
      } else {
        await expect(panel, 'references are held, not shown (spec section 3)').not.toContainText(
          /\b(CON|VOL|INT|DON|NEW|COL)-\d{8}-/,
        );
      }

      const records = await adminList(request, formCase.adminPath, email);
      expect(records.map((record) => record.email)).toEqual([email]);

      // Ten minutes later the thanks (and a ticket reference) are still there, and so is focus.
      await page.clock.runFor(600_000);
      await expect(panel, 'the thank-you view stays until the visitor acts').toBeVisible();
      await expect(panel.getByRole('heading')).toBeFocused();

      // By keyboard: Tab to the button, press Enter; an empty form comes back, focus on its first field.
      const again = panel.getByRole('button', { name: formCase.again, exact: true });
      await tabTo(page, again, { max: 3 });
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
      await expect(form).toBeVisible();
      for (const field of Object.keys(formCase.text)) {
        await expect(form.locator(`input[name="${field}"], textarea[name="${field}"]`)).toHaveValue('');
      }
      const [firstField] = Object.keys(formCase.text);
      await expect(form.locator(`[name="${firstField}"]`)).toBeFocused();
    });

    test('a server failure shows the red banner and keeps what was typed', async ({ page }) => {
      await page.route(formCase.endpoint, (route) => route.fulfill({ status: 500, body: '{}' }));
      await gotoHydrated(page, formCase.path);
      const form = formCase.locate(page);
      await fillValid(page, form, formCase);
      await form.locator('button[type="submit"]').click();
      const banner = form.locator('.ui-alert');
      // Spec section 8: no server message, so the form's own fallback.
      const fallback = fallbackOf[formCase.endpoint] ?? 'no fallback listed';
      await expect(banner).toContainText(fallback);
      // Focus moves to the banner, as it does to the error summary, and its name says what happened.
      await expect(banner).toBeFocused();
      await expect(banner).toHaveAccessibleName(new RegExp(escape(fallback)));
      await expect(page).toHaveTitle(/^Error: /);
      const [firstField, firstValue] = Object.entries(formCase.text)[0] ?? ['', ''];
      if (!firstValue.includes('{')) {
        await expect(form.locator(`[name="${firstField}"]`)).toHaveValue(firstValue);
      }
      // Typing clears the banner (spec section 4).
      await form.locator(`input[name="${firstField}"], textarea[name="${firstField}"]`).press('End');
      await form
        .locator(`input[name="${firstField}"], textarea[name="${firstField}"]`)
        .pressSequentially('x');
      await expect(banner).toBeHidden();
    });
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
