import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeAtBothWidths } from './support/axe.js';
import { chooseByKeyboard } from './support/keyboard.js';
import { listen, steady } from './support/screen-reader.js';
import { adminToken, uniqueEmail, uniqueMobile } from './support/site.js';
import { letters, ordinal } from './support/tags.js';

/**
 * The one inbox (/staff/inbox): rows whose links say what each item is, its filters in the address and
 * its search out of it, selecting many and changing them after a confirmation (heard by a screen
 * reader), a change refused because someone else changed the record first (reloaded without losing
 * what was typed), and Save and next through the list. Other specs share the server: every record
 * here carries this run's own letters, and the inbox is searched for them.
 */

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.getByRole('main');
const resultLine = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /Showing \d|^No items/ });

async function signInWithToken(page: Page, token: string) {
  await page.goto('/404');
  await page.evaluate((stored) => {
    localStorage.setItem('authToken', stored);
    localStorage.setItem('user', JSON.stringify({ name: 'admin' }));
  }, token);
}

/** Contact messages named `Queue <tag> aa`, `… ab`…, each with `message`. */
async function sendMessages(request: APIRequestContext, tag: string, count: number, message: string) {
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/api/contact/submit', {
      data: {
        fullName: `Queue ${tag} ${ordinal(index)}`,
        email: uniqueEmail(`queue-${tag}`),
        mobile: uniqueMobile(),
        message: `${message} (${tag})`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Chooses `option` in the Select labelled `label` by keyboard: Enter opens it, the arrow keys reach the option. */
async function choose(page: Page, scope: Locator, label: string | RegExp, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.focus();
  await chooseByKeyboard(page, select, option);
}

/** Searches the inbox, and waits for the search's own result: until then the rows are the last list's. */
async function searchInbox(page: Page, words: string) {
  await main(page)
    .getByRole('searchbox', { name: /^Search/ })
    .fill(words);
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(resultLine(page)).toContainText('matching your search');
}

test('the inbox lists every kind oldest first, each row’s link saying what it is; its filters are in the address, its search never', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendMessages(request, tag, 1, 'I need braille books for my daughter, who starts school in June');
  const partnership = await request.post('/api/collaborate/submit', {
    data: {
      fullName: `Queue ${tag} partner`,
      email: uniqueEmail(`queue-${tag}`),
      mobile: uniqueMobile(),
      organizationName: `Access Trust ${tag}`,
      areaOfInterest: 'Accessibility',
    },
  });
  expect(partnership.ok(), await partnership.text()).toBe(true);
  await signInWithToken(page, await adminToken(request));

  // The overview links to the inbox first.
  await page.goto('/staff');
  await main(page).getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page).toHaveURL(/\/staff\/inbox$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Inbox' })).toBeFocused();

  await searchInbox(page, tag);
  await expect(resultLine(page)).toHaveText('2 items matching your search. Showing 1 to 2.');
  // The search words are a person's: never in the address.
  expect(page.url()).not.toContain(tag);
  const items = main(page).getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Oldest waiting first; each link says kind, name, age and the first words, on its own.
  await expect(items.nth(0).getByRole('link')).toHaveText(
    new RegExp(
      `^Contact message from Queue ${tag} aa, \\d+ minutes? waiting: I need braille books for my daughter`,
    ),
  );
  await expect(items.nth(1).getByRole('link')).toHaveText(
    new RegExp(`^Partnership request from Queue ${tag} partner, \\d+ minutes? waiting: `),
  );
  await expect(items.nth(1)).toContainText(`Access Trust ${tag}`);
  await expect(items.nth(0)).toContainText('(India time)');
  await expect(
    items.nth(0).getByRole('checkbox', { name: new RegExp(`^Select Queue ${tag} aa, CON-`) }),
  ).toBeVisible();
  await axeAtBothWidths(page, 'the inbox');

  // A kind filter on the same page: the address says so; the search stays in the page.
  await choose(page, main(page), 'Kind', 'Partnership requests');
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/staff\/inbox\?kind=partnership$/);
  await expect(resultLine(page)).toHaveText('1 item matching your search. Showing 1 to 1.');
  await expect(items).toHaveCount(1);

  // Mine: nothing is assigned to the admin from this run yet.
  await main(page).getByRole('radio', { name: 'Mine' }).check();
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]assignee=me\b/);
  await expect(resultLine(page)).toHaveText('No items matching your search.');
});

test('by keyboard, staff select the spam and close it after a confirmation that says how many, heard by a screen reader; all matching a filter too', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendMessages(request, tag, 3, 'Cheap watches, visit our shop');
  await signInWithToken(page, await adminToken(request));
  await page.goto('/staff/inbox');
  await searchInbox(page, tag);
  await expect(resultLine(page)).toContainText('Showing 1 to 3.');
  await choose(page, main(page), 'New status', 'Closed');

  const closing = await listen(page);
  await closing.act('press Space on “Select all 3 on this page”', async () => {
    await main(page).getByRole('checkbox', { name: 'Select all 3 on this page' }).focus();
    await page.keyboard.press('Space');
    await expect(main(page).getByRole('status').filter({ hasText: '3 records selected.' })).toBeVisible();
  });
  await closing.act('press Enter on Change status', async () => {
    await main(page).getByRole('button', { name: 'Change status' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Mark 3 records as Closed?' })).toBeVisible();
  });
  await closing.act('press Tab to “Change 3 records” and Enter', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Change 3 records' }).focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert').filter({ hasText: '3 records changed.' })).toBeFocused();
    // The list reloads after the result: the act ends once it says the list is empty.
    await expect(resultLine(page)).toHaveText('No items matching your search.');
  });
  expect(steady(closing.transcript()).replaceAll(tag, '<tag>')).toMatchSnapshot('bulk-close.txt');
  await closing.stop();
  await expect(resultLine(page)).toHaveText('No items matching your search.');
  await expect(main(page)).toContainText('Nothing was skipped.');

  // All matching a filter: 21 records, one page of 20 shown; the dialog counts all 21.
  const many = letters(10);
  await sendMessages(request, many, 21, 'A question about the convention');
  await searchInbox(page, many);
  await expect(resultLine(page)).toHaveText('21 items matching your search. Showing 1 to 20.');
  await main(page).getByRole('button', { name: 'Select all 21 matching this filter' }).press('Enter');
  await expect(
    main(page).getByRole('status').filter({ hasText: 'All 21 records matching this filter selected.' }),
  ).toBeVisible();
  await choose(page, main(page), 'New status', 'In progress');
  await main(page).getByRole('button', { name: 'Change status' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mark 21 records as In progress?' });
  await dialog.getByRole('button', { name: 'Change 21 records' }).press('Enter');
  await expect(main(page).getByRole('alert').filter({ hasText: '21 records changed.' })).toBeFocused();
});

test('a change made from an older version is refused with who changed it; Reload keeps what was typed, and the change then saves', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendMessages(request, tag, 1, 'Please call me about the workshop');
  const token = await adminToken(request);
  await signInWithToken(page, token);
  await page.goto('/staff/inbox');
  await searchInbox(page, tag);
  await main(page).getByRole('list', { name: 'Items' }).getByRole('link').first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expect(main(page)).toContainText('Item 1 of 1 in the inbox list.');

  // A colleague changes the record meanwhile (through the API, from the version the page shows).
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const detail = await request.get(`/api/staff/submissions/contact/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { version } = ((await detail.json()) as { data: { version: number } }).data;
  const colleague = await request.patch(`/api/contact/${id}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'resolved', version },
  });
  expect(colleague.ok(), await colleague.text()).toBe(true);

  // Here: In progress and a case summary, then Save — refused, nothing overwritten.
  await main(page).getByRole('radio', { name: 'In progress' }).check();
  await main(page)
    .getByLabel(/^Case summary/)
    .fill('Called her twice, no answer yet.');
  await main(page).getByRole('button', { name: 'Save the status' }).click();
  const refused = main(page).getByRole('group', { name: /Your change was not saved/ });
  await expect(refused).toBeFocused();
  await expect(refused).toContainText(/changed this record at .+ \(India time\), after you opened it/);
  await expect(main(page).getByRole('region', { name: 'What was sent' })).toContainText('New');

  await refused.getByRole('button', { name: 'Reload the record' }).press('Enter');
  await expect(main(page).getByRole('region', { name: 'What was sent' })).toContainText('Resolved');
  await expect(main(page).getByRole('heading', { name: 'Change status' })).toBeFocused();
  await expect(main(page).getByLabel(/^Case summary/)).toHaveValue('Called her twice, no answer yet.');
  await expect(main(page).getByRole('radio', { name: 'In progress' })).toBeChecked();

  await main(page).getByRole('button', { name: 'Save the status' }).click();
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Status changed to In progress.' }),
  ).toBeFocused();
});

test('Save and next moves through the inbox’s list without going back to it, saying where the person is; Assigned to makes an item Mine', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendMessages(request, tag, 3, 'When is the next sign language class');
  await signInWithToken(page, await adminToken(request));
  await page.goto('/staff/inbox');
  await searchInbox(page, tag);
  await expect(resultLine(page)).toContainText('Showing 1 to 3.');
  await main(page).getByRole('list', { name: 'Items' }).getByRole('link').first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expect(main(page)).toContainText(`Queue ${tag} aa`);
  await expect(main(page)).toContainText('Item 1 of 3 in the inbox list.');
  await expect(page).toHaveTitle(/, item 1 of 3 \| Staff inbox/);

  // Assign it to the admin: said, and the history records it.
  await choose(page, main(page), /^Assigned to/, 'e2e-admin');
  await main(page).getByRole('button', { name: 'Save the assignment' }).press('Enter');
  await expect(
    main(page)
      .getByRole('alert')
      .filter({ hasText: /Assigned to e2e-admin/ }),
  ).toBeFocused();
  await expect(
    main(page)
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: 'Assigned to e2e-admin (was nobody)' }),
  ).toHaveCount(1);

  // Still waiting (In progress): the next is the second item.
  await main(page).getByRole('radio', { name: 'In progress' }).check();
  await main(page).getByRole('button', { name: 'Save and next' }).press('Enter');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expect(main(page)).toContainText(`Queue ${tag} ab`);
  await expect(main(page)).toContainText('Item 2 of 3 in the inbox list.');
  expect(page.url()).not.toContain(tag);

  // Closed leaves the list: the next takes its place.
  await main(page).getByRole('radio', { name: 'Closed' }).check();
  await main(page).getByRole('button', { name: 'Save and next' }).press('Enter');
  await expect(main(page)).toContainText(`Queue ${tag} ac`);
  await expect(main(page)).toContainText('Item 2 of 2 in the inbox list.');

  // The last one: it says so, and links back.
  await main(page).getByRole('radio', { name: 'Resolved' }).check();
  await main(page).getByRole('button', { name: 'Save and next' }).press('Enter');
  // It takes focus (the person asked for the next one), so its link back is the next Tab.
  const lastItem = main(page).getByRole('group', { name: /That was the last item$/ });
  await expect(lastItem).toBeFocused();
  await expect(lastItem).toHaveAccessibleDescription(
    'Nothing follows it in the inbox list. Back to the inbox.',
  );
  await page.keyboard.press('Tab');
  await expect(lastItem.getByRole('link', { name: 'Back to the inbox' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/inbox$/);

  // Mine: the one assigned to the admin, still waiting (In progress).
  await main(page).getByRole('radio', { name: 'Mine' }).check();
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(resultLine(page)).toHaveText('1 item matching your search. Showing 1 to 1.');
  await expect(main(page).getByRole('list', { name: 'Items' })).toContainText('Assigned to e2e-admin');
});
