import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tabTo } from './support/keyboard.js';
import { gotoHydrated, uniqueEmail, uniqueMobile } from './support/site.js';

/**
 * The ui Select's Radix code (site/src/forms/LazySelect.tsx) is fetched only when a visitor shows they
 * mean to use a select: pointer over it, touch, or focus. Until then the prerendered native select
 * works; the swap never happens under a visitor who has started using the native one.
 */

const assets = fileURLToPath(new URL('../../site/dist/assets/', import.meta.url));
/** The chunk of packages/ui's select module (Select.tsx), as the site's build names it. */
const selectFile = /^Select-[\w-]+\.js$/;
const isSelectChunk = (url: string | URL) => selectFile.test(new URL(url).pathname.split('/').pop() ?? '');

test.beforeAll(() => {
  // So that "no request matched" cannot pass because the pattern matches nothing at all.
  // The English and the Hindi builds share site/dist/assets; each may name its own Select chunk.
  const chunks = readdirSync(assets).filter((file) => selectFile.test(file));
  expect(chunks.length, 'a Select chunk in site/dist/assets').toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect(readFileSync(`${assets}${chunk}`, 'utf8'), `${chunk} is the ui Select`).toContain(
      'ui-select__content',
    );
  }
});

/** Every request for the Select chunk the page makes. */
function recordSelectChunk(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isSelectChunk(request.url())) requested.push(request.url());
  });
  return requested;
}

/** Holds the Select chunk's response until `release` is called: the code is "on slow data". */
async function holdSelectChunk(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isSelectChunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * The page has done all it does without the visitor: once it has hydrated and the browser is idle, it
 * fetches the two files of the text face (src/app/hydrate.tsx), and nothing else.
 */
async function idleWorkDone(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
        ),
      { message: 'the text face, fetched once the page is idle' },
    )
    .toBe(2);
}

/**
 * The Select's code has arrived and run, and with it whatever the page does on its arrival (a swap, or
 * none): importing the same module resolves only after it has run, and after the imports that asked
 * for it first.
 */
async function selectCodeRan(page: Page, chunk: string) {
  await page.evaluate((url) => import(url).then(() => undefined), chunk);
}

const contactForm = (page: Page) =>
  page
    .locator('main form')
    .filter({ has: page.locator('[name="subject"]') })
    .first();
const nativeSelect = (form: Locator) => form.locator('select.site-native-select');
const trigger = (form: Locator) => form.locator('button[role="combobox"]');

/** The accessible name of the one combobox the locator finds, from the accessibility tree. */
async function comboboxName(control: Locator): Promise<string> {
  const snapshot = await control.ariaSnapshot();
  const name = /combobox "([^"]+)"/.exec(snapshot)?.[1];
  expect(name, `a named combobox in ${snapshot}`).toBeTruthy();
  return name ?? '';
}

async function fillContact(form: Locator) {
  await form.locator('[name="fullName"]').fill('Asha Verma');
  await form.locator('[name="email"]').fill(uniqueEmail('select-intent'));
  await form.locator('[name="mobile"]').fill(uniqueMobile());
  await form.locator('[name="message"]').fill('Please tell me how to volunteer on weekends.');
}

/** Submits and returns the JSON the form sent. */
async function submitAndRead(page: Page, form: Locator, endpoint: string) {
  const sent = page.waitForRequest((request) => request.url().includes(endpoint));
  await form.locator('button[type="submit"]').click();
  return (await sent).postDataJSON() as Record<string, unknown>;
}

test('nothing fetches the Select on load; the pointer over it does, and the Radix Select takes its place', async ({
  page,
}) => {
  const requested = recordSelectChunk(page);
  await gotoHydrated(page, '/contact');
  await idleWorkDone(page);
  const form = contactForm(page);
  await expect(nativeSelect(form)).toBeVisible();
  await expect(trigger(form)).toHaveCount(0);
  expect(requested, 'Select chunk requests before any intent').toEqual([]);
  const name = await comboboxName(nativeSelect(form));

  const chunk = page.waitForRequest((request) => isSelectChunk(request.url()));
  await nativeSelect(form).hover();
  await chunk;
  await expect(trigger(form)).toBeVisible();
  await expect(nativeSelect(form)).toHaveCount(0);
  expect(await comboboxName(trigger(form))).toBe(name);
  expect(requested, 'one request, however many events showed intent').toHaveLength(1);

  await trigger(form).click();
  await page.getByRole('option', { name: 'General Inquiry', exact: true }).click();
  await expect(trigger(form)).toContainText('General Inquiry');
  await fillContact(form);
  expect((await submitAndRead(page, form, '/api/contactus/submit')).subject).toBe('general-inquiry');
  await expect(page.locator('main .ui-success-panel')).toBeVisible();

  // The code is there now: a select on the next page (client-side navigation) starts as the ui Select.
  await page.locator('header').getByRole('link', { name: 'Donate', exact: true }).first().click();
  await expect(page).toHaveURL(/\/donate$/);
  const donation = page
    .locator('main form')
    .filter({ has: page.locator('[name="donationAmount"]') })
    .first();
  await expect(trigger(donation)).toBeVisible();
  await expect(nativeSelect(donation)).toHaveCount(0);
  expect(requested, 'the chunk is fetched once per page load').toHaveLength(1);
});

test('by keyboard: Tab to the native select fetches the code and focus moves to the trigger of the same name', async ({
  page,
}) => {
  const requested = recordSelectChunk(page);
  const release = await holdSelectChunk(page);
  await gotoHydrated(page, '/contact');
  const form = contactForm(page);
  await tabTo(page, form.locator('[name="mobile"]'));
  expect(requested, 'nothing fetched while the visitor is on other fields').toEqual([]);
  const name = await comboboxName(nativeSelect(form));

  const chunk = page.waitForRequest((request) => isSelectChunk(request.url()));
  await page.keyboard.press('Tab');
  await expect(nativeSelect(form)).toBeFocused();
  await chunk;
  release();
  await expect(trigger(form)).toBeFocused();
  await expect(nativeSelect(form)).toHaveCount(0);
  expect(await comboboxName(trigger(form))).toBe(name);
  await expect(trigger(form)).toHaveAttribute('aria-expanded', 'false');

  // The next keystroke reaches the Radix Select: Enter opens its list.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger(form)).toBeFocused();
});

test('by keyboard: a value chosen on the native select before the code arrives is kept, and the select is not swapped under the visitor', async ({
  page,
}) => {
  const release = await holdSelectChunk(page);
  await gotoHydrated(page, '/contact');
  const form = contactForm(page);
  await fillContact(form);
  await tabTo(page, nativeSelect(form), { backwards: true });
  const name = await comboboxName(nativeSelect(form));

  // The visitor chooses with the arrow key while the code is still on its way.
  await page.keyboard.press('ArrowDown');
  await expect(nativeSelect(form)).toHaveValue('general-inquiry');
  const arrived = page.waitForResponse((response) => isSelectChunk(response.url()));
  release();
  await selectCodeRan(page, (await arrived).url());
  await expect(nativeSelect(form), 'still the native select, still focused').toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nativeSelect(form)).toHaveValue('volunteering');

  // Leaving it swaps it; the Radix Select holds the value chosen on the native one.
  await page.keyboard.press('Tab');
  await expect(form.locator('[name="message"]')).toBeFocused();
  await expect(trigger(form)).toContainText('Volunteering');
  await page.keyboard.press('Shift+Tab');
  await expect(trigger(form)).toBeFocused();
  expect(await comboboxName(trigger(form))).toBe(name);

  expect((await submitAndRead(page, form, '/api/contactus/submit')).subject).toBe('volunteering');
  await expect(page.locator('main .ui-success-panel')).toBeVisible();
});

test('a click that beats the code opens the native select, which is swapped only after the visitor leaves it', async ({
  page,
}) => {
  const release = await holdSelectChunk(page);
  await gotoHydrated(page, '/donate');
  const form = page
    .locator('main form')
    .filter({ has: page.locator('[name="donationAmount"]') })
    .first();
  const arrived = page.waitForResponse((response) => isSelectChunk(response.url()));
  await nativeSelect(form).click();
  await expect(nativeSelect(form)).toBeFocused();
  release();
  await selectCodeRan(page, (await arrived).url());
  await expect(nativeSelect(form), 'not swapped while its list may be open').toBeFocused();
  await nativeSelect(form).selectOption({ label: 'Monthly' });

  await form.locator('[name="fullName"]').click();
  await expect(trigger(form)).toContainText('Monthly');
  await expect(nativeSelect(form)).toHaveCount(0);
  await form.locator('[name="fullName"]').fill('Asha Verma');
  await form.locator('[name="email"]').fill(uniqueEmail('select-intent-donate'));
  await form.locator('[name="mobile"]').fill(uniqueMobile());
  await form.locator('[name="donationAmount"]').fill('2500');
  expect((await submitAndRead(page, form, '/api/donation/submit')).donationType).toBe('Monthly');
  await expect(page.locator('main .ui-success-panel')).toBeVisible();
});

test('when the code cannot be fetched the native select keeps working, and the next intent tries again', async ({
  page,
}) => {
  await page.route(isSelectChunk, (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/contact');
  const form = contactForm(page);
  const failed = page.waitForEvent('requestfailed', (request) => isSelectChunk(request.url()));
  await nativeSelect(form).hover();
  await failed;
  await nativeSelect(form).selectOption({ label: 'Partnership' });
  await expect(nativeSelect(form)).toHaveValue('partnership');

  await page.unroute(isSelectChunk);
  await page.mouse.move(0, 0);
  await form.locator('[name="message"]').focus();
  await nativeSelect(form).hover();
  await expect(trigger(form)).toBeVisible();
  await expect(trigger(form)).toContainText('Partnership');
});
