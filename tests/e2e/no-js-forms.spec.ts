import { expect, test, type Locator, type Page } from '@playwright/test';
import { cases, person, type FormCase } from './support/form-cases.js';
import { expectNoAxeViolations } from './support/axe.js';
import { adminList, uniqueEmail, uniqueMobile } from './support/site.js';
import { blockScripts } from './support/no-scripts.js';

/**
 * Every form of the site without JavaScript (GOV.UK measures about 1 visit in 100 where it never
 * runs): empty, then wrong, then right. The server answers each post with the same page: the error
 * summary at the top, 'Error: ' in the title, the spec's messages, and what was typed kept; then the
 * thanks after a redirect. A reload stores nothing new, and no request carries a field in its address.
 * Twice: with scripts switched off, and with scripts on but every script failing to load (the page
 * must work before its script arrives, and when it never does).
 */

/** The field of the form's one select, if any: the empty submit names it, the valid values do not. */
const selectField = (formCase: FormCase) =>
  formCase.select === undefined
    ? undefined
    : Object.keys(formCase.emptyMessages).find((field) => !(field in formCase.text) && !(field in person));

async function fill(form: Locator, formCase: FormCase, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    await form.locator(`input[name="${field}"], textarea[name="${field}"]`).fill(value);
  }
  const select = selectField(formCase);
  if (select && formCase.select)
    await form.locator(`select[name="${select}"]`).selectOption({ label: formCase.select });
}

/** Every address the page asked for, to prove that no field ever went into one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

// Each test starts from its own page and address: they can run side by side.
test.describe.configure({ mode: 'parallel' });

const modes = [
  { name: 'scripts off', javaScriptEnabled: false, blockScripts: false },
  { name: 'scripts that never load', javaScriptEnabled: true, blockScripts: true },
] as const;

for (const mode of modes) {
  test.describe(`Forms with ${mode.name}`, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });
    test.beforeEach(async ({ page }) => {
      if (mode.blockScripts) await blockScripts(page);
    });

    for (const formCase of cases) {
      test(`${formCase.name}: empty, wrong, then sent once`, async ({ page, request }) => {
        const urls = recordUrls(page);
        await page.goto(formCase.path);
        const form = formCase.locate(page);
        await expect(form).toHaveAttribute('method', 'post');

        // Empty: the page comes back with the summary and the spec's messages.
        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveTitle(/^Error: /);
        const summary = page.getByRole('heading', { name: 'There is a problem' });
        await expect(summary).toBeVisible();
        for (const message of Object.values(formCase.emptyMessages)) {
          await expect(form.getByRole('link', { name: message }).first()).toBeVisible();
        }
        if (mode.blockScripts) await expectNoAxeViolations(page, `${formCase.name}: the page with errors`);

        // Wrong: one bad address, everything else typed is kept.
        const email = uniqueEmail('no-js');
        const good = Object.fromEntries(
          Object.entries(formCase.text).map(([field, value]) => [
            field,
            value.replace('{email}', email).replace('{mobile}', uniqueMobile()),
          ]),
        );
        await fill(form, formCase, { ...good, email: 'not-an-address' });
        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveTitle(/^Error: /);
        await expect(form.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
        await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
        for (const [field, value] of Object.entries(good)) {
          if (field === 'email') continue;
          await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
        }
        const select = selectField(formCase);
        if (select)
          await expect(form.locator(`select[name="${select}"] option:checked`)).toHaveText(
            formCase.select ?? '',
          );

        // Right: the thanks, after a redirect to the page itself.
        await form.locator('input[name="email"]').fill(email);
        await form.locator('button[type="submit"]').click();
        await expect(page).not.toHaveTitle(/^Error: /);
        expect(new URL(page.url()).search).toBe('');
        if (formCase.successTitle)
          await expect(page.getByRole('heading', { name: formCase.successTitle })).toBeVisible();
        await expect(page.getByRole('button', { name: formCase.again })).toBeVisible();
        if (mode.blockScripts) await expectNoAxeViolations(page, `${formCase.name}: the thanks`);
        expect(await adminList(request, formCase.adminPath, email)).toHaveLength(1);

        // A reload (and the browser's resend, had the page not redirected) stores nothing new.
        await page.reload();
        await expect(page.getByRole('button', { name: formCase.again })).toHaveCount(0);
        expect(await adminList(request, formCase.adminPath, email)).toHaveLength(1);

        for (const url of urls) {
          const query = new URL(url).search;
          expect(query, `no field in ${url}`).not.toContain(encodeURIComponent(email));
          expect(query, `no field in ${url}`).not.toContain('not-an-address');
        }
      });
    }

    test('the thanks of the full contact form show the ticket reference, and Send another works', async ({
      page,
    }) => {
      await page.goto('/contact');
      const formCase = cases.find((candidate) => candidate.path === '/contact');
      if (!formCase) throw new Error('no /contact case');
      const form = formCase.locate(page);
      const email = uniqueEmail('no-js-ticket');
      await fill(form, formCase, {
        fullName: 'Asha Verma',
        email,
        mobile: uniqueMobile(),
        message: 'Please tell me how to volunteer on weekends.',
      });
      await form.locator('button[type="submit"]').click();
      await expect(page.getByText(/Your ticket reference:/)).toContainText(/TKT-\d{8}-[0-9A-Z]{6}/);
      await page.getByRole('button', { name: 'Send another message' }).click();
      await expect(formCase.locate(page).locator('input[name="fullName"]')).toHaveValue('');
      expect(new URL(page.url()).pathname).toBe('/contact');
    });
  });
}

test('no form of any page can send its fields in an address: every one posts', async ({ page }) => {
  for (const path of [...new Set(cases.map((formCase) => formCase.path))]) {
    await page.goto(path);
    const methods = await page
      .locator('form')
      .evaluateAll((forms) =>
        forms
          .filter((form) => form.querySelector('input:not([type=hidden]), textarea, select'))
          .map((form) => form.getAttribute('method')),
      );
    expect(methods.length, path).toBeGreaterThan(0);
    expect(methods, path).toEqual(methods.map(() => 'post'));
  }
});
