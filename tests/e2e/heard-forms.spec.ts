import { expect, test, type Locator, type Page } from '@playwright/test';
import { listen, steady } from './support/screen-reader.js';
import { chooseByPointer } from './support/select.js';
import { gotoHydrated, uniqueEmail, uniqueMobile } from './support/site.js';

/**
 * What a screen-reader user hears on every form of the site, from an empty submit to a failed send:
 * the error summary, following its first link, fixing that field, sending, the thank-you view read to
 * its button, 'Send another', and a send the server refuses. One committed transcript per form.
 */

interface HeardForm {
  name: string;
  path: string;
  /** A field only this form has, by its name: finds the form on its page. */
  marker: string;
  /** Valid values by field name, in the order of the form; `{email}` and `{mobile}` are replaced. */
  values: Record<string, string>;
  /** The option of the form's Select, if it has one. */
  select?: string;
  endpoint: string;
  again: string;
}

// Each form is its own page load and its own server records: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

const person = { fullName: 'Asha Verma', email: '{email}', mobile: '{mobile}' };

const forms: HeardForm[] = [
  {
    name: 'get-in-touch',
    path: '/',
    marker: 'message',
    values: { ...person, message: 'I would like to know more about your programmes.' },
    endpoint: '**/api/contact/submit',
    again: 'Send another message',
  },
  {
    name: 'newsletter',
    path: '/',
    marker: 'email',
    values: { email: '{email}' },
    endpoint: '**/api/newsletter/subscribe',
    again: 'Subscribe another address',
  },
  {
    name: 'contact-us',
    path: '/contact',
    marker: 'subject',
    values: { ...person, message: 'Please tell me how to volunteer on weekends.' },
    select: 'General Inquiry',
    endpoint: '**/api/contactus/submit',
    again: 'Send another message',
  },
  {
    name: 'volunteer',
    path: '/volunteer',
    marker: 'howToHelp',
    values: { ...person, howToHelp: 'I can mentor students preparing for exams.' },
    endpoint: '**/api/volunteer/register',
    again: 'Register another volunteer',
  },
  {
    name: 'internship',
    path: '/intern',
    marker: 'motivation',
    values: { ...person, motivation: 'I want to learn how accessible content is made and help make more.' },
    select: 'Research & Policy',
    endpoint: '**/api/intern/apply',
    again: 'Send another application',
  },
  {
    name: 'donation',
    path: '/donate',
    marker: 'donationAmount',
    values: { ...person, donationAmount: '2500' },
    select: 'One-Time',
    endpoint: '**/api/donation/submit',
    again: 'Send another donation request',
  },
  {
    name: 'news',
    path: '/what-new',
    marker: 'newsUpdate',
    values: {
      fullName: 'Asha Verma',
      email: '{email}',
      newsUpdate: 'Our college opened an accessible library.',
    },
    endpoint: '**/api/news/submit',
    again: 'Share more news',
  },
  {
    name: 'partnership',
    path: '/collaborate',
    marker: 'organizationName',
    values: {
      fullName: 'Asha Verma',
      organizationName: 'Accessible Futures Trust',
      email: '{email}',
      mobile: '{mobile}',
    },
    select: 'Education',
    endpoint: '**/api/collaborate/submit',
    again: 'Send another partnership request',
  },
  {
    name: 'join-our-mission',
    path: '/about',
    marker: 'howToHelp',
    values: { ...person, howToHelp: 'I can help organise workshops in my city.' },
    endpoint: '**/api/volunteer/register',
    again: 'Send another registration',
  },
];

function formOf(page: Page, heard: HeardForm): Locator {
  const form = page
    .locator('main form')
    .filter({ has: page.locator(`[name="${heard.marker}"]`) })
    .first();
  // The newsletter is the one form whose only field is the e-mail; the others have more.
  return heard.name === 'newsletter'
    ? page
        .locator('main form')
        .filter({ has: page.getByRole('button', { name: 'Subscribe', exact: true }) })
        .first()
    : form;
}

async function fillRest(page: Page, form: Locator, heard: HeardForm, skip: string[] = []) {
  for (const [field, value] of Object.entries(heard.values)) {
    if (skip.includes(field)) continue;
    const text = value
      .replace('{email}', uniqueEmail(`heard-${heard.name}`))
      .replace('{mobile}', uniqueMobile());
    await form.locator(`input[name="${field}"], textarea[name="${field}"]`).fill(text);
  }
  if (heard.select) await chooseByPointer(page, form, heard.select);
}

/**
 * A text box says its count one second after typing stops. Wait for it, unrecorded, so a slow machine
 * cannot have it said in the middle of the next step. The region is there only while the box has
 * focus: a box left behind says nothing more.
 */
async function countsSaid(form: Locator) {
  for (const group of await form.locator('.ui-textarea__group').all()) {
    if ((await group.locator('.ui-textarea__status').count()) === 0) continue;
    if ((await group.locator('textarea').inputValue()) === '') continue;
    await expect
      .poll(async () => {
        const said = await group.locator('.ui-textarea__status').textContent();
        return said !== '' && said === (await group.locator('.ui-textarea__count').textContent());
      })
      .toBe(true);
  }
}

for (const heard of forms) {
  test(`heard: the ${heard.name} form, from an empty submit to a failed send`, async ({ page }) => {
    // The server answers after 400 ms, as on slow mobile data: long enough that 'Sending...' is heard
    // every time, so the transcript does not depend on how fast this machine is.
    await page.route(heard.endpoint, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    });
    await gotoHydrated(page, heard.path);
    const form = formOf(page, heard);
    const submit = form.locator('button[type="submit"]');
    const submitName = (await submit.textContent())?.trim() ?? '';
    const listener = await listen(page);

    await listener.act(`press Enter on '${submitName}' with every field empty`, () => submit.press('Enter'));
    await expect(form.locator('.ui-error-summary')).toBeFocused();
    await listener.act('Tab', () => page.keyboard.press('Tab'));
    await listener.act('press Enter on the first error', () => page.keyboard.press('Enter'));

    const [first, firstValue = ''] = Object.entries(heard.values)[0] ?? [];
    const firstField = form.locator(`[name="${first}"]`);
    await expect(firstField).toBeFocused();
    const typed = firstValue.replace('{email}', uniqueEmail(`heard-${heard.name}`));
    await listener.act(`type '${typed}'`, () => page.keyboard.type(typed));
    await listener.quietly('fill in the other fields', async () => {
      await fillRest(page, form, heard, [first ?? '']);
      await countsSaid(form);
    });

    const panel = page.locator('main .ui-success-panel');
    await listener.act(`press Enter on '${submitName}'`, async () => {
      await submit.press('Enter');
      await expect(panel.getByRole('heading')).toBeFocused();
    });
    await listener.readUntil(heard.again, 'read on through the thank-you view');
    await listener.act(`press Enter on '${heard.again}'`, () =>
      panel.getByRole('button', { name: heard.again }).press('Enter'),
    );
    await expect(formOf(page, heard).locator(`[name="${first}"]`)).toBeFocused();

    await page.route(heard.endpoint, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ status: 500, body: '{}' });
    });
    await listener.quietly('fill in every field again; the server will fail', async () => {
      await fillRest(page, formOf(page, heard), heard);
      await countsSaid(formOf(page, heard));
    });
    await listener.act(`press Enter on '${submitName}'`, async () => {
      await formOf(page, heard).locator('button[type="submit"]').press('Enter');
      await expect(formOf(page, heard).locator('.ui-alert')).toBeFocused();
    });

    const transcript = listener.transcript();
    const banner = (await formOf(page, heard).locator('.ui-alert .ui-alert__message').textContent()) ?? '';
    expect(
      transcript.split('\n').filter((line) => line.includes(banner)),
      'the failed send is said once, not twice',
    ).toHaveLength(1);
    expect(steady(transcript)).toMatchSnapshot(`${heard.name}.txt`);
  });
}
