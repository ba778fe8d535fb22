import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, adminToken, uniqueEmail, uniqueMobile } from './support/site.js';
import { letters, ordinal } from './support/tags.js';

/**
 * The staff app's smaller defects, each shown as it was met: where focus goes after Export CSV, a
 * page link and signing in; Hindi read with a Hindi voice; no sideways scroll at 320 px; the heading
 * in view at 320×256; the result line's words; one time zone, labelled; the two note fields named
 * for what each is. Other specs share the server: every record here carries this run's own letters.
 */

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.getByRole('main');
const resultLine = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /Showing \d|^No / });

async function sendTickets(request: APIRequestContext, tag: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/api/contactus/submit', {
      data: {
        fullName: `Defect ${tag} ${ordinal(index)}`,
        email: uniqueEmail(`defect-${tag}`),
        mobile: uniqueMobile(),
        subject: 'general-inquiry',
        message: `A question from the staff defects test ${tag}.`,
      },
    });
    expect(response.status(), 'a Contact Us ticket').toBe(201);
  }
}

async function signInWithToken(page: Page, token: string) {
  await page.goto('/404');
  await page.evaluate((stored) => {
    localStorage.setItem('authToken', stored);
    localStorage.setItem('user', JSON.stringify({ name: 'admin' }));
  }, token);
}

async function searchList(page: Page, path: string, text: string) {
  await page.goto(path);
  await main(page).getByLabel('Search').fill(text);
  await main(page).getByRole('button', { name: 'Apply' }).click();
}

/** Signs in as the admin and searches the Contact Us tickets for 21 new ones: a list of two pages. */
async function twoPagesOfTickets(page: Page, request: APIRequestContext) {
  const tag = letters(10);
  await sendTickets(request, tag, 21);
  await signInWithToken(page, await adminToken(request));
  await searchList(page, '/staff/contact-us', tag);
}

test('focus stays on Export CSV, and goes to the list’s heading after a page link; the result line reads right', async ({
  page,
  request,
}) => {
  await twoPagesOfTickets(page, request);
  // A search alone: 'matching your search', without a 'with' before it.
  await expect(resultLine(page)).toHaveText('21 contact us tickets matching your search. Showing 1 to 20.');

  // Next, by keyboard: the link is gone on the last page; focus goes to the list's heading, in view.
  await main(page).getByRole('link', { name: /Next/ }).press('Enter');
  await expect(resultLine(page)).toContainText('Showing 21 to 21.');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us tickets' })).toBeFocused();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });

  // Export CSV: while the file is prepared the button stays focusable, so focus stays on it.
  const downloading = page.waitForEvent('download');
  const exportButton = main(page).getByRole('button', { name: 'Export CSV' });
  await exportButton.press('Enter');
  await downloading;
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /^Downloaded / }),
  ).toBeVisible();
  await expect(exportButton).toBeFocused();
});

test('a page link pressed while the page still scrolls smoothly: the heading ends in view, not carried off by that scroll', async ({
  page,
  request,
}) => {
  await twoPagesOfTickets(page, request);
  await expect(resultLine(page)).toContainText('Showing 1 to 20.');

  // The next page's rows are held back until a smooth scroll towards the foot of the page is under
  // way, so the heading takes focus while that scroll runs (as when a keyboard user presses Next the
  // moment focus reaches it and the browser is still scrolling to it).
  await page.route('**/api/**', async (route) => {
    await page.evaluate(() => document.querySelector<HTMLElement>('main a[rel="next"]')?.focus());
    await page.waitForFunction(() => window.scrollY > 400);
    await route.continue();
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await main(page).getByRole('link', { name: /Next/ }).dispatchEvent('click');
  await expect(resultLine(page)).toContainText('Showing 21 to 21.');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us tickets' })).toBeFocused();
  // The scroll is over once two frames in a row leave the page where it is.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === before)));
      }),
  );
  // The heading fits under the header at 1280×720, so the page is back at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
});

test('text typed in Devanagari carries lang="hi" in the list, the record and its history; times are India time, labelled', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  const hindiName = 'आशा वर्मा';
  const hindiMessage = 'मुझे ब्रेल में किताबें चाहिए';
  const email = uniqueEmail(`hindi-${tag}`);
  const response = await request.post('/api/contactus/submit', {
    data: {
      fullName: hindiName,
      email,
      mobile: uniqueMobile(),
      subject: 'general-inquiry',
      message: hindiMessage,
    },
  });
  expect(response.status()).toBe(201);
  await signInWithToken(page, await adminToken(request));

  await searchList(page, '/staff/contact-us', email);
  await expect(resultLine(page)).toContainText('Showing 1 to 1.');
  const table = main(page).getByRole('table');
  await expect(table.locator('[lang="hi"]', { hasText: hindiName })).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: /Received \(India time\)/ })).toBeVisible();

  await table.getByRole('link').first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
  const details = main(page).getByRole('region', { name: 'What was sent' });
  await expect(details.locator('[lang="hi"]', { hasText: hindiMessage })).toHaveCount(1);
  await expect(details.locator('[lang="hi"]', { hasText: hindiName })).toHaveCount(1);
  // One zone, said: the received time reads '(India time)'.
  await expect(details).toContainText(/Received\s*\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(India time\)/);

  // The two note fields say what each is.
  await expect(main(page).getByLabel(/^Case summary/)).toBeVisible();
  await expect(main(page).getByText(/replaced each time you save it/)).toBeVisible();
  await expect(main(page).getByText(/never replaced/)).toBeVisible();

  // A note in Hindi: the history reads it with a Hindi voice, its English words stay English.
  await main(page).getByRole('textbox', { name: /^Note/ }).fill('फ़ोन किया, कल फिर बात होगी');
  await main(page).getByRole('button', { name: 'Add the note' }).click();
  const history = main(page).getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').last()).toContainText('Note added: फ़ोन किया');
  await expect(history.getByRole('listitem').last().locator('[lang="hi"]')).toHaveText(
    'फ़ोन किया, कल फिर बात होगी',
  );
  await expect(history.getByRole('listitem').last()).toContainText('(India time)');
});

test('at 320 px the event registrations list and the team page do not scroll sideways; at 320×256 the heading is in view after a link', async ({
  page,
  request,
}) => {
  const registered = await request.post('/api/event/register', {
    data: {
      fullName: `Narrow ${letters(8)}`,
      email: uniqueEmail('narrow'),
      mobileNumber: uniqueMobile(),
      city: 'Chandigarh',
      occupation: 'Teacher',
      organization: '',
      isPersonWithDisability: 'No',
      eventId: 1,
      eventTitle: 'First Anniversary Convention',
      registrationDate: new Date().toISOString(),
      registrationStatus: 'pending',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await signInWithToken(page, await adminToken(request));
  await page.setViewportSize({ width: 320, height: 640 });
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of ['/staff/event-registration?event=1', '/staff/team']) {
    await page.goto(path);
    await expect(main(page).getByRole('table')).toBeVisible();
    await expect.poll(noSidewaysScroll, { message: `${path}: no sideways scroll` }).toBe(0);
  }

  // 320×256 (400% zoom of 1280×1024): after following a link, the focused heading is on screen,
  // wholly, once the page has stopped scrolling (it scrolls smoothly).
  const tag = letters(8);
  await sendTickets(request, tag, 1);
  await page.setViewportSize({ width: 320, height: 256 });
  const settled = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Two frames without a scroll: the smooth scroll, if any, is over.
          let last = window.scrollY;
          const check = () =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                if (window.scrollY === last) resolve(window.scrollY);
                else {
                  last = window.scrollY;
                  check();
                }
              }),
            );
          check();
        }),
    );
  await searchList(page, '/staff/contact-us', tag);
  await expect(main(page).getByRole('table')).toBeVisible();
  await main(page).getByRole('table').getByRole('link').first().press('Enter');
  const heading = main(page).getByRole('heading', { level: 1, name: /^Contact Us ticket / });
  await expect(heading).toBeFocused();
  await settled();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await main(page)
    .getByRole('link', { name: /^Back to/ })
    .press('Enter');
  const list = main(page).getByRole('heading', { level: 1, name: 'Contact Us tickets' });
  await expect(list).toBeFocused();
  await settled();
  await expect(list).toBeInViewport({ ratio: 1 });
});

test('after signing in from the prompt, focus is on the page’s heading', async ({ page }) => {
  await page.goto('/staff/volunteer');
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(admin.email);
  await dialog.getByLabel(/^password/i).fill(admin.password);
  await dialog.locator('form button[type="submit"]').first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Volunteer registrations' })).toBeFocused();
});

test('while a note or a status is saved, the pressed button keeps focus and says it is busy; nothing falls to the body', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendTickets(request, tag, 1);
  const token = await adminToken(request);
  const found = await request.post('/api/staff/inbox/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { search: tag, page: 1, limit: 5 },
  });
  expect(found.status(), await found.text()).toBe(200);
  const [ticket] = ((await found.json()) as { data: { items: { id: string }[] } }).data.items;
  await signInWithToken(page, token);
  await page.goto(`/staff/contact-us/${ticket?.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Contact Us ticket');

  /** Holds the next `method` call to `pattern` until `release` is called: the page waits meanwhile. */
  async function hold(pattern: string, method: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pattern, async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await released;
      await route.fallback();
    });
    return () => release();
  }

  const releaseNote = await hold('**/api/staff/submissions/contactus/*/notes', 'POST');
  await main(page).getByRole('textbox', { name: /^Note/ }).fill(`Called back ${tag}`);
  await main(page).getByRole('button', { name: 'Add the note' }).press('Enter');
  const addingNote = main(page).getByRole('button', { name: 'Adding the note…' });
  await expect(addingNote).toBeFocused();
  await expect(addingNote).toHaveAttribute('aria-disabled', 'true');
  releaseNote();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Note added.' })).toBeFocused();

  const releaseStatus = await hold('**/api/contactus/*/status', 'PATCH');
  await main(page).getByRole('radio', { name: 'In progress' }).check();
  await main(page).getByRole('button', { name: 'Save the status' }).press('Enter');
  const saving = main(page).getByRole('button', { name: 'Saving…' });
  await expect(saving).toBeFocused();
  await expect(saving).toHaveAttribute('aria-disabled', 'true');
  releaseStatus();
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Status changed to In progress.' }),
  ).toBeFocused();
});

test('when the colleagues cannot be listed, Assigned to and bulk Assign say why only nobody is offered', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendTickets(request, tag, 1);
  await signInWithToken(page, await adminToken(request));
  await page.route('**/api/staff/assignees', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } }),
  );
  const failed = /The list of colleagues could not be loaded, so only nobody can be chosen/;
  await page.goto('/staff/inbox');
  await main(page)
    .getByRole('searchbox', { name: /^Search/ })
    .fill(tag);
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(resultLine(page)).toHaveText('1 item matching your search. Showing 1 to 1.');
  await expect(main(page).getByRole('combobox', { name: /^Assign to/ })).toHaveAccessibleDescription(failed);

  await main(page).getByRole('list', { name: 'Items' }).getByRole('link').first().click();
  await expect(main(page).getByRole('combobox', { name: /^Assigned to/ })).toHaveAccessibleDescription(
    failed,
  );
});
