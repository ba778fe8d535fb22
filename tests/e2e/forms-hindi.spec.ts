import { expect, test, type Locator, type Page } from '@playwright/test';
import { messagesHi } from '../../packages/forms/src/messages.hi.js';
import { blockScripts } from './support/no-scripts.js';
import { listen, steady } from './support/screen-reader.js';
import { adminList, gotoHydrated, recordApiRequests, uniqueEmail, uniqueMobile } from './support/site.js';

/**
 * The short contact form (Get in Touch) on the Hindi home page, /hi/, end to end in Hindi: an empty
 * send, then a right one. With scripts the page's own check says the Hindi words, and the server
 * thanks in Hindi; without them the server answers the post with the same Hindi page, its words the
 * same. A screen reader listens to the scripted walk: the transcript is committed, to be read as a
 * blind visitor who reads Hindi would.
 */

const path = '/hi/';
/** The form is found by its fields' names (the API's), so its Hindi copy can change freely. */
const getInTouch = (page: Page) =>
  page
    .locator('main form')
    .filter({ has: page.locator('[name="message"]') })
    .filter({ has: page.locator('[name="mobile"]') })
    .first();

/** What the empty form says of each field: the Hindi words the server says too (test/hindi.test.ts). */
const emptyMessages = {
  fullName: messagesHi.fullName.required,
  email: messagesHi.email.required,
  mobile: messagesHi.mobile.required,
  message: messagesHi.message.required,
};

/** The server's Hindi thanks for a contact message (packages/api/src/submissions/success-words.ts). */
const thanks = /संपर्क करने के लिए धन्यवाद!/;

function validValues(name: string) {
  const email = uniqueEmail(name);
  return {
    email,
    values: {
      fullName: 'आशा वर्मा',
      email,
      mobile: uniqueMobile(),
      message: 'मैं आपके कार्यक्रमों के बारे में और जानना चाहती हूँ।',
    },
  };
}

const field = (form: Locator, name: string) =>
  form.locator(`input[name="${name}"], textarea[name="${name}"]`);

async function expectHindiErrors(page: Page, form: Locator) {
  const summary = form.locator('.ui-error-summary');
  await expect(summary.getByRole('heading')).toHaveText('कोई समस्या है');
  for (const [name, message] of Object.entries(emptyMessages)) {
    await expect(summary.getByRole('link', { name: new RegExp(`${message}$`) })).toBeVisible();
    await expect(field(form, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, name)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(page).toHaveTitle(/^त्रुटि: /);
}

test('Get in Touch on /hi/ with scripts: the Hindi errors, then the Hindi thanks; heard', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const form = getInTouch(page);
  const submit = form.locator('button[type="submit"]');
  const submitName = (await submit.textContent())?.trim() ?? '';
  const summary = form.locator('.ui-error-summary');
  const panel = page.locator('main .ui-success-panel');
  const sent = recordApiRequests(page);
  const { email, values } = validValues('hindi-scripts');
  const listener = await listen(page);

  await listener.act(`press Enter on '${submitName}' with every field empty`, async () => {
    await submit.press('Enter');
    await expect(summary).toBeFocused();
  });
  await expectHindiErrors(page, form);
  expect(sent, 'requests to /api/ after an empty submit').toEqual([]);

  await listener.act('Tab', async () => {
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link').first()).toBeFocused();
  });
  await listener.act('press Enter on the first error', async () => {
    await page.keyboard.press('Enter');
    await expect(field(form, 'fullName')).toBeFocused();
  });
  await listener.act(`type '${values.fullName}'`, async () => {
    await page.keyboard.type(values.fullName);
    await expect(field(form, 'fullName')).toHaveValue(values.fullName);
  });
  await listener.quietly('fill in the other fields', async () => {
    for (const [name, value] of Object.entries(values).slice(1)) await field(form, name).fill(value);
    await expect(field(form, 'message')).toHaveValue(values.message);
  });

  const answer = page.waitForResponse((response) => response.url().includes('/api/contact/submit'));
  await listener.act(`press Enter on '${submitName}'`, async () => {
    await submit.press('Enter');
    await expect(panel.getByRole('heading')).toBeFocused();
  });
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['accept-language']).toBe('hi');
  expect(response.request().postDataJSON()).toMatchObject({ language: 'hi' });
  await expect(panel).toContainText(thanks);
  await expect(page).not.toHaveTitle(/^त्रुटि: /);
  const again = (await panel.getByRole('button').textContent())?.trim() ?? '';
  await listener.readUntil(again, 'read on through the thank-you view');

  const [record] = await adminList(request, '/api/contact/all', email);
  expect(record?.language).toBe('hi');
  expect(steady(listener.transcript())).toMatchSnapshot('get-in-touch.txt');
});

test.describe('without scripts', () => {
  test.beforeEach(async ({ page }) => blockScripts(page));

  test('Get in Touch on /hi/: the server answers the post with the Hindi page, then thanks in Hindi', async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const form = getInTouch(page);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.locator('input[type="hidden"][name="language"]')).toHaveValue('hi');
    await expect(form).toHaveAttribute('action', /^\/hi\/?#/);

    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/hi\/?#contact-form$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectHindiErrors(page, getInTouch(page));

    const { email, values } = validValues('hindi-no-scripts');
    for (const [name, value] of Object.entries(values)) await field(getInTouch(page), name).fill(value);
    await getInTouch(page).locator('button[type="submit"]').click();
    const panel = page.locator('main .ui-success-panel');
    await expect(panel).toContainText(thanks);
    await expect(page).not.toHaveTitle(/^त्रुटि: /);

    const [record] = await adminList(request, '/api/contact/all', email);
    expect(record?.language).toBe('hi');
  });
});
