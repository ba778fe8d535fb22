import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { listen, steady } from './support/screen-reader.js';
import { countsSaid } from './support/text-area.js';
import { axeAtBothWidths } from './support/axe.js';
import { admin, adminToken, uniqueEmail, uniqueMobile } from './support/site.js';
import { letters, ordinal } from './support/tags.js';

/**
 * The staff inbox: the overview's counts, a kind's list (filters, sort and page in the address; the
 * search never), a submission's detail (status, note, history), the CSV export, axe at 1280 and
 * 320 px, a keyboard-only run, and what a screen reader hears. Other specs share the server's
 * database: every submission here carries this run's own letters, and no table is assumed empty.
 */

test.describe.configure({ mode: 'parallel' });

/** Letters only: a full name takes no digits. Unique to this run. */

/** Sends Contact Us tickets as a visitor does (no token), named `Inbox <tag> aa`, `… ab`…; their references. */
async function sendTickets(request: APIRequestContext, tag: string, count: number): Promise<string[]> {
  const references: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/api/contactus/submit', {
      data: {
        fullName: `Inbox ${tag} ${ordinal(index)}`,
        email: uniqueEmail(`inbox-${tag}`),
        mobile: uniqueMobile(),
        subject: 'partnership',
        message: `A partnership proposal from the staff inbox test ${tag}.`,
      },
    });
    expect(response.status(), 'a Contact Us ticket').toBe(201);
    const body = (await response.json()) as { data: { ticketReference: string } };
    references.push(body.data.ticketReference);
  }
  return references;
}

async function signInWithToken(page: Page, token: string) {
  await page.goto('/404');
  await page.evaluate((stored) => {
    localStorage.setItem('authToken', stored);
    localStorage.setItem('user', JSON.stringify({ name: 'admin' }));
  }, token);
}

const main = (page: Page) => page.getByRole('main');
const resultLine = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /Showing \d|^No / });

/** A CSV's rows, quotes understood ("a ""b""", commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test('staff find a submission through the overview and the list, filter, sort and page it by the address, and export the view as CSV', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  await sendTickets(request, tag, 21);
  await signInWithToken(page, await adminToken(request));

  // The overview: each kind's new and waiting counts, each a link to its list filtered that way.
  await page.goto('/staff');
  await expect(page).toHaveTitle(/^Overview \| Staff inbox \| /);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const table = main(page).getByRole('table', { name: /Submissions by kind/ });
  const row = table.getByRole('row', { name: /^Contact Us tickets/ });
  const newCount = Number(await row.getByRole('cell').nth(0).innerText());
  expect(newCount, 'at least this run’s 21 tickets are new').toBeGreaterThanOrEqual(21);
  for (const title of ['Contact messages', 'Volunteer registrations', 'Donation pledges']) {
    await expect(table.getByRole('rowheader', { name: title })).toBeVisible();
  }
  await axeAtBothWidths(page, 'the overview');
  // Event registrations come once per event, each listed by its own address.
  await table.getByRole('link', { name: /^Event registrations: First Anniversary/ }).click();
  await expect(page).toHaveURL(/\/staff\/event-registration\?event=1$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Event registrations' })).toBeFocused();
  await expect(resultLine(page)).toContainText('with event First Anniversary Convention');
  await page.goBack();
  await row.getByRole('link', { name: /new: Contact Us tickets/ }).click();
  await expect(page).toHaveURL(/\/staff\/contact-us\?status=new$/);
  await expect(page).toHaveTitle(/^Contact Us tickets \| Staff inbox \| /);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();

  // A bookmarked view: the server answers the shell for the deep link, the page shows that view.
  const deep = await page.goto('/staff/contact-us?subject=partnership&sort=fullName');
  expect(deep?.status()).toBe(200);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us tickets' })).toBeVisible();
  await main(page).getByLabel('Search').fill(tag);
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(resultLine(page)).toHaveText(
    '21 contact us tickets with subject Partnership, matching your search. Showing 1 to 20.',
  );
  // The search is personal data: never in the address.
  expect(page.url()).not.toContain(tag);
  expect(new URL(page.url()).searchParams.get('subject')).toBe('partnership');
  const list = main(page).getByRole('table');
  await expect(list.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(list).toContainText('Sorted by Name, A to Z');
  const names = list.getByRole('row').nth(1).getByRole('cell').first();
  await expect(names).toHaveText(`Inbox ${tag} aa`);
  await axeAtBothWidths(page, 'a filtered list');

  // Page 2, by the pagination (the address says page=2) — the search stays in the page.
  await main(page).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  expect(page.url()).not.toContain(tag);
  await expect(resultLine(page)).toContainText('Showing 21 to 21.');
  await expect(names).toHaveText(`Inbox ${tag} au`);

  // Sorting: the header's button; the address says so and the page starts again at 1.
  await list.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/[?&]sort=-fullName\b/);
  expect(page.url()).not.toMatch(/[?&]page=/);
  await expect(list.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText(`Inbox ${tag} au`);

  // The export: every row of the view (both pages), a header row, parsed back.
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(csv).filter((cells) => cells.some(Boolean));
  const nameColumn = header?.findIndex((cell) => /name/i.test(cell)) ?? -1;
  expect(nameColumn, `a name column in ${header?.join(', ')}`).toBeGreaterThanOrEqual(0);
  const exported = rows.map((cells) => cells[nameColumn]);
  expect(exported).toHaveLength(21);
  expect(exported[0]).toBe(`Inbox ${tag} au`);
  expect(exported.every((name) => name?.startsWith(`Inbox ${tag} `))).toBe(true);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /^Downloaded / }),
  ).toBeVisible();

  // Widening: a filter that matches nothing says so, and how to widen it.
  await page.goto('/staff/contact-us?status=closed&subject=partnership');
  await main(page).getByLabel('Search').fill(tag);
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(resultLine(page)).toHaveText(
    'No contact us tickets with status Closed, subject Partnership, matching your search.',
  );
  await expect(main(page)).toContainText('Nothing matches. Widen the view');
});

test('by keyboard alone, staff open a submission, change its status, add a note and see the history, heard by a screen reader', async ({
  page,
  request,
}) => {
  const tag = letters(10);
  const [reference] = await sendTickets(request, tag, 1);
  await signInWithToken(page, await adminToken(request));
  await page.goto('/staff/contact-us?status=new');
  await expect(main(page).getByRole('table')).toBeVisible();

  // Find a submission: the search, Apply, the result, the row's reference.
  const finding = await listen(page);
  await finding.act('focus the search box and type the name', async () => {
    await main(page).getByLabel('Search').focus();
    await page.keyboard.type(`Inbox ${tag}`);
    await expect(main(page).getByLabel('Search')).toHaveValue(`Inbox ${tag}`);
  });
  await finding.act('press Tab, then Enter on Apply', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(resultLine(page)).toContainText('Showing 1 to 1.');
  });
  await finding.act('press Tab to the first link after Apply: the reference', async () => {
    await main(page).getByRole('link', { name: reference }).focus();
    await expect(main(page).getByRole('link', { name: reference })).toBeFocused();
  });
  await finding.act('press Enter on the reference', async () => {
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
    // The new page's title, said once the page is there.
    await expect(
      page.getByRole('status').filter({ hasText: `Contact Us ticket ${reference} |` }),
    ).toHaveCount(1);
  });
  expect(steady(finding.transcript()).replaceAll(tag, '<tag>')).toMatchSnapshot('find-a-submission.txt');
  await finding.stop();

  await expect(page).toHaveTitle(new RegExp(`^Contact Us ticket ${reference} \\| Staff inbox \\| `));
  await expect(main(page)).toContainText(`Inbox ${tag} aa`);
  await axeAtBothWidths(page, 'a submission');

  // Change its status: the radio group by arrow keys, a field, Enter on Save.
  const changing = await listen(page);
  await changing.act('focus the checked status, New, and press the Down arrow', async () => {
    await main(page).getByRole('radio', { name: 'New' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(main(page).getByRole('radio', { name: 'In progress' })).toBeChecked();
  });
  await changing.quietly('type a name in Handled by', async () => {
    await main(page)
      .getByLabel(/^Handled by/)
      .focus();
    await page.keyboard.type('Asha');
    await expect(main(page).getByLabel(/^Handled by/)).toHaveValue('Asha');
  });
  await changing.act('press Enter on Save the status', async () => {
    await main(page).getByRole('button', { name: 'Save the status' }).press('Enter');
    await expect(
      main(page).getByRole('alert').filter({ hasText: 'Status changed to In progress.' }),
    ).toBeFocused();
  });
  expect(steady(changing.transcript())).toMatchSnapshot('change-its-status.txt');
  await changing.stop();
  const history = main(page).getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').last()).toContainText('Status changed from New to In progress');

  // Add a note: empty first (the summary takes focus), then the words.
  const noting = await listen(page);
  await noting.act('press Enter on Add the note with the box empty', async () => {
    await main(page).getByRole('button', { name: 'Add the note' }).press('Enter');
    await expect(main(page).locator('.ui-error-summary')).toBeFocused();
  });
  const note = main(page).getByRole('textbox', { name: 'Note (required)' });
  await noting.act('follow the summary’s link to the box and type the note, then stop typing', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(note).toBeFocused();
    await page.keyboard.type('Called back, proposal welcome.');
    await expect(note).toHaveValue('Called back, proposal welcome.');
    await countsSaid(main(page));
  });
  await noting.act('press Tab, then Enter on Add the note', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert').filter({ hasText: 'Note added.' })).toBeFocused();
  });
  expect(steady(noting.transcript())).toMatchSnapshot('add-a-note.txt');
  await noting.stop();
  await expect(history.getByRole('listitem').last()).toContainText(
    'Note added: Called back, proposal welcome.',
  );
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveTitle(/^Contact Us ticket /);

  // Correct a field on its owner's request: the row's Change link opens a small form.
  await main(page).getByRole('link', { name: 'Change full name' }).press('Enter');
  await expect(main(page).getByRole('heading', { name: 'Correct the full name' })).toBeFocused();
  expect(page.url()).not.toContain(tag);
  await main(page)
    .getByLabel(/^Full name/)
    .fill(`Inbox ${tag} corrected`);
  await main(page).getByRole('button', { name: 'Save the correction' }).press('Enter');
  await expect(main(page).getByRole('alert').filter({ hasText: 'Full name corrected.' })).toBeFocused();
  await expect(main(page).getByRole('region', { name: 'What was sent' })).toContainText(
    `Inbox ${tag} corrected`,
  );
  await expect(history.getByRole('listitem').last()).toContainText('Corrected on request: full name');

  // Back to the list it came from: the same view, and the search is still in the page (not the address).
  await main(page).getByRole('link', { name: 'Back to contact us tickets' }).press('Enter');
  await expect(page).toHaveURL(/\/staff\/contact-us\?status=new$/);
  await expect(main(page).getByLabel('Search')).toHaveValue(`Inbox ${tag}`);
  await expect(resultLine(page)).toHaveText('No contact us tickets with status New, matching your search.');

  // The export, heard: from the list, filtered to this run's ticket.
  await page.goto('/staff/contact-us?status=in-progress');
  await main(page).getByLabel('Search').fill(`Inbox ${tag}`);
  await main(page).getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(resultLine(page)).toContainText('Showing 1 to 1.');
  const exporting = await listen(page);
  const downloading = page.waitForEvent('download');
  await exporting.act('press Enter on Export CSV', async () => {
    await main(page).getByRole('button', { name: 'Export CSV' }).press('Enter');
    await downloading;
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^Downloaded / }),
    ).toBeVisible();
  });
  expect(steady(exporting.transcript()).replace(/\S+\.csv/g, '<file>.csv')).toMatchSnapshot('export.txt');
  await exporting.stop();
});

test('the inbox asks visitors to sign in and returns them to the page, tells a plain user it is for staff, and is noindex without scripts', async ({
  page,
  request,
  browser,
}) => {
  // Signed out: a sign-in prompt; signing in (the site's dialog) shows the page asked for.
  await page.goto('/staff/volunteer?status=pending');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Sign in to the staff inbox' }),
  ).toBeVisible();
  await axeAtBothWidths(page, 'the sign-in prompt');
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(admin.email);
  await dialog.getByLabel(/^password/i).fill(admin.password);
  await dialog.locator('form button[type="submit"]').first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Volunteer registrations' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/volunteer\?status=pending$/);
  await expect(main(page).getByRole('navigation', { name: 'Staff inbox' })).toBeVisible();

  // A plain user: told the area is for staff, with a link home.
  const user = newAccount('inboxuser');
  await signUp(request, user);
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  const { token } = (await login.json()) as { token: string };
  await signInWithToken(page, token);
  await page.goto('/staff');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'This area is for the foundation’s staff' }),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  // Without scripts: the prerendered shell says the inbox needs JavaScript, and is kept out of search.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const response = await plain.goto('/staff/donation/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(200);
  await expect(plain.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(plain.getByRole('main')).toContainText('needs JavaScript');
  await noScript.close();
});

/** One submission of each kind, sent as a visitor sends it (no token), named with `tag`. */
function everyKind(tag: string) {
  const person = (kind: string) => ({
    fullName: `Every ${tag} ${kind}`,
    email: uniqueEmail(`every-${tag}`),
    mobile: uniqueMobile(),
  });
  const newsletterEmail = uniqueEmail(`every-${tag}-newsletter`);
  return [
    {
      slug: 'contact',
      path: '/api/contact/submit',
      data: { ...person('contact'), message: 'Tell me more.' },
    },
    {
      slug: 'contact-us',
      path: '/api/contactus/submit',
      data: { ...person('contactus'), subject: 'general-inquiry', message: 'How can my school help?' },
    },
    {
      slug: 'newsletter',
      path: '/api/newsletter/subscribe',
      data: { email: newsletterEmail },
      search: newsletterEmail,
    },
    {
      slug: 'volunteer',
      path: '/api/volunteer/register',
      data: { ...person('volunteer'), expertise: ['Education'], howToHelp: 'I can teach on weekends.' },
    },
    {
      slug: 'internship',
      path: '/api/intern/apply',
      data: {
        ...person('internship'),
        internshipArea: 'Social Media',
        motivation: 'I want to learn advocacy.',
      },
    },
    {
      slug: 'donation',
      path: '/api/donation/submit',
      data: { ...person('donation'), donationAmount: 500, donationType: 'One-Time' },
    },
    {
      slug: 'news',
      path: '/api/news/submit',
      data: {
        fullName: `Every ${tag} news`,
        email: uniqueEmail(`every-${tag}`),
        newsUpdate: 'Our ramp is finished.',
      },
    },
    {
      slug: 'partnership',
      path: '/api/collaborate/submit',
      data: { ...person('partnership'), organizationName: 'Access Trust', areaOfInterest: 'Accessibility' },
    },
    {
      slug: 'event-registration',
      path: '/api/event/register',
      data: {
        fullName: `Every ${tag} registration`,
        email: uniqueEmail(`every-${tag}`),
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
    },
  ];
}

test('staff find a submission of every kind by searching its list and open it', async ({ page, request }) => {
  const tag = letters(10);
  const sent = [];
  for (const submission of everyKind(tag)) {
    const response = await request.post(submission.path, { data: submission.data });
    // The newsletter answers 200: the subscription waits on its owner's confirmation.
    expect(response.ok(), `${submission.slug}: ${await response.text()}`).toBe(true);
    sent.push(submission);
  }
  await signInWithToken(page, await adminToken(request));
  for (const submission of sent) {
    await page.goto(`/staff/${submission.slug}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await main(page)
      .getByRole('searchbox')
      .fill(submission.search ?? tag);
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(resultLine(page), submission.slug).toContainText(/^1 .* Showing 1 to 1\./);
    const link = main(page).getByRole('table').getByRole('link').first();
    const named = (await link.innerText()).trim();
    await link.click();
    // A subscription has no reference, and its address stays out of the heading (and so the page's title).
    await expect(main(page).getByRole('heading', { level: 1 }), submission.slug).toContainText(
      submission.search ? 'Newsletter subscription' : named,
    );
    await expect(
      main(page)
        .getByText(submission.search ?? `Every ${tag}`)
        .first(),
    ).toBeVisible();
  }
});
