import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir } from './playwright.config.js';
import { axeAtBothWidths } from './support/axe.js';
import { chooseByKeyboard, tabTo } from './support/keyboard.js';
import { listen, steady } from './support/screen-reader.js';
import { adminToken, uniqueEmail, uniqueMobile } from './support/site.js';
import { letters } from './support/tags.js';

/**
 * Replying from a record: the person's e-mail and mobile as links, a template chosen and used by
 * keyboard, the reply queued (never "sent"), kept on the record and mailed through the outbox with
 * the reference in its subject and the foundation's mailbox as Reply-To; the notice mail's link to
 * the record; the admins' Reply templates page. Other specs share the server: every record here
 * carries this run's own letters.
 */

test.describe.configure({ mode: 'parallel' });

/** The foundation's mailbox: the server's default FOUNDATION_EMAIL (start-server.mjs sets none). */
const foundationEmail = 'info@inclusion-foundation.example';

const main = (page: Page) => page.getByRole('main');

async function signInWithToken(page: Page, token: string) {
  await page.goto('/404');
  await page.evaluate((stored) => {
    localStorage.setItem('authToken', stored);
    localStorage.setItem('user', JSON.stringify({ name: 'admin' }));
  }, token);
}

/** A contact message as a visitor sends it; its id and reference. */
async function contactMessage(request: APIRequestContext, fullName: string, email: string, mobile: string) {
  const response = await request.post('/api/contact/submit', {
    data: { fullName, email, mobile, message: 'Do you lend braille books?' },
  });
  expect(response.status(), 'a contact message').toBe(201);
  const { data } = (await response.json()) as { data: { id: string; reference: string } };
  return data;
}

/** An .eml file's text with quoted-printable soft breaks and `=XX` escapes undone (UTF-8). */
const decoded = (eml: string) =>
  Buffer.from(
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The text of the mail the outbox wrote to `to` whose text holds `holding`, waiting for it. */
async function mailTo(to: string, holding: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const file of files) {
          const text = decoded(await readFile(join(outbox, file), 'utf8'));
          if (
            new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(text) &&
            text.includes(holding)
          ) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} holding ${holding}` },
    )
    .toBe(true);
  return found;
}

test('staff answer a contact message from a template by keyboard; the reply is queued, kept and mailed with Reply-To the mailbox', async ({
  page,
  request,
}) => {
  const tag = letters(8);
  const fullName = `Reply ${tag}`;
  const email = uniqueEmail(`reply-${tag}`);
  const mobile = uniqueMobile();
  const { id, reference } = await contactMessage(request, fullName, email, mobile);
  await signInWithToken(page, await adminToken(request));

  // The notice to the foundation links to the record in the staff inbox.
  const notice = await mailTo(foundationEmail, reference);
  expect(notice).toMatch(new RegExp(`https?://[^\\s"<>]+/staff/contact/${id}`));

  await page.goto(`/staff/contact/${id}`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Contact message ${reference}` }),
  ).toBeVisible();
  const section = main(page).getByRole('region', { name: 'Reply' });
  await expect(section.getByRole('link', { name: email.toLowerCase() })).toHaveAttribute(
    'href',
    `mailto:${email.toLowerCase()}`,
  );
  // The number reads in groups, as people say it; the link dials it whole.
  const grouped = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  await expect(section.getByRole('link', { name: grouped, exact: true })).toHaveAttribute(
    'href',
    `tel:+91${mobile}`,
  );
  await expect(main(page).getByRole('definition').filter({ hasText: grouped })).toHaveCount(1);
  // It posts: should the script stop before the submit, nothing typed goes into the address.
  await expect(section.locator('form')).toHaveAttribute('method', 'post');

  // Queue reply with nothing typed: the error summary names both fields, with the server's words.
  await tabTo(page, section.getByRole('button', { name: 'Queue reply' }));
  await page.keyboard.press('Enter');
  const summary = section.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the subject of the reply');
  await expect(summary).toContainText('Enter the text of the reply');

  // A template, chosen and used by keyboard: focus stays on the button, the change is said politely.
  const trigger = section.getByRole('combobox', { name: 'Template' });
  await tabTo(page, trigger, { backwards: true });
  await chooseByKeyboard(page, trigger, 'We are looking into it (English)');
  await page.keyboard.press('Tab');
  const use = section.getByRole('button', { name: 'Use this template' });
  await expect(use).toBeFocused();
  const hearing = await listen(page);
  await hearing.act('press Enter on Use this template', async () => {
    await page.keyboard.press('Enter');
    await expect(use).toBeFocused();
    await expect(
      section.getByRole('status').filter({ hasText: 'is in the subject and the text' }),
    ).toContainText(
      'The template “We are looking into it” is in the subject and the text. Check them, then queue the reply.',
    );
  });
  await expect(section.getByRole('textbox', { name: /^Subject/ })).toHaveValue('We are looking into it');
  await expect(section.getByRole('textbox', { name: /^Text of the reply/ })).toHaveValue(/^Dear \{name\},/);

  const queued = section.getByRole('alert', { name: 'Success' });
  await hearing.act('press Tab until Queue reply, then Enter', async () => {
    await tabTo(page, section.getByRole('button', { name: 'Queue reply' }));
    await page.keyboard.press('Enter');
    await expect(queued).toBeFocused();
  });
  await expect(queued).toContainText('Reply queued to be sent');
  expect(steady(hearing.transcript()).replaceAll(tag, '<tag>')).toMatchSnapshot('reply-from-a-template.txt');
  await hearing.stop();
  await expect(section).not.toContainText(/has been sent|was sent/i);

  // Kept on the record: who, the subject as mailed, the text with the placeholders filled.
  const replies = section.getByRole('list').filter({ hasText: 'Re: your message' });
  await expect(replies).toContainText(`Re: your message ${reference} — We are looking into it`);
  await expect(replies).toContainText(`Dear ${fullName},`);
  await expect(replies).toContainText(`(reference ${reference})`);

  // Mailed through the outbox to the person, Reply-To the foundation's mailbox.
  const mail = await mailTo(email.toLowerCase(), `Dear ${fullName},`);
  expect(mail).toMatch(new RegExp(`^Reply-To: ${foundationEmail.replace(/\./g, '\\.')}\\s*$`, 'mi'));
  expect(mail).toContain(reference);

  // Once the outbox has sent it, the record says so.
  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Reply' }).getByRole('list').last()).toContainText(
    /Sent/,
  );
  await axeAtBothWidths(page, 'a record with its Reply section and a reply');
});

test('without scripts the inbox says it needs JavaScript, and shows no reply form that could not be sent', async ({
  browser,
  request,
}) => {
  const tag = letters(8);
  const { id } = await contactMessage(request, `Plain ${tag}`, uniqueEmail(`plain-${tag}`), uniqueMobile());
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/staff/contact/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main')).toContainText('needs JavaScript');
  await expect(page.getByRole('button', { name: 'Queue reply' })).toHaveCount(0);
  await context.close();
});

test('admins add a reply template, staff find it on a record, and admins delete it after a confirmation', async ({
  page,
  request,
}) => {
  const tag = letters(8);
  const name = `Thanks ${tag}`;
  await signInWithToken(page, await adminToken(request));
  await page.goto('/staff/reply-templates?kind=contact');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reply templates' })).toBeVisible();
  const table = main(page).getByRole('table', { name: 'Reply templates for contact messages' });
  await expect(table.getByRole('rowheader', { name: 'We are looking into it', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Welcome a volunteer' })).toHaveCount(0);
  await axeAtBothWidths(page, 'the reply templates of contact messages');

  await main(page).getByRole('button', { name: 'Add a template' }).click();
  const form = main(page).getByRole('form', { name: 'Add a template for a contact message' });
  await expect(
    main(page).getByRole('heading', { name: 'Add a template for a contact message' }),
  ).toBeFocused();
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Subject/ }).fill('Thank you');
  await form.getByRole('textbox', { name: /^Text/ }).fill('Dear {fullName}, thank you.');
  await form.getByRole('button', { name: 'Save the template' }).click();
  const summary = form.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toContainText('{fullName} is not a placeholder: use {name} or {reference}');
  await expect(page).toHaveTitle(/^Error: Reply templates/);
  await form.getByRole('textbox', { name: /^Text/ }).fill('Dear {name}, thank you ({reference}).');
  await form.getByRole('button', { name: 'Save the template' }).click();
  await expect(main(page).getByRole('alert', { name: 'Success' })).toContainText(`Template added: ${name}.`);
  await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await axeAtBothWidths(page, 'the reply templates after adding one');

  // Staff find it among a contact message's templates.
  const { id } = await contactMessage(
    request,
    `Template ${tag}`,
    uniqueEmail(`template-${tag}`),
    uniqueMobile(),
  );
  await page.goto(`/staff/contact/${id}`);
  const trigger = main(page)
    .getByRole('region', { name: 'Reply' })
    .getByRole('combobox', { name: 'Template' });
  await trigger.click();
  await expect(page.getByRole('option', { name: `${name} (English)` })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goBack();

  await table.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the template “${name}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete the template' }).click();
  await expect(main(page).getByRole('alert', { name: 'Success' })).toContainText(
    `Template deleted: ${name}.`,
  );
  await expect(table.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
});
