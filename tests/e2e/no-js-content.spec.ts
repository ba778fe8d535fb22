import { expect, test, type Page } from '@playwright/test';
import { events } from '../../packages/events/src/events.js';
import { foundation } from '../../site/src/config.js';
import { films } from '../../site/src/content/gallery.js';
import { galleryPhotos } from '../../site/src/content/gallery.js';
import { extraRoutes } from '../../site/src/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { gotoHydrated, uniqueEmail, uniqueMobile } from './support/site.js';
import { blockScripts } from './support/no-scripts.js';

/**
 * What Learn More, View, Sign In and Register open in a dialog is reachable by plain links without
 * JavaScript (each event's page with its details and its registration form, each gallery's page with
 * every caption and the film's transcript, and the honest /sign-in page), and is in the prerendered
 * HTML. With scripts running, a plain click still opens the dialog.
 */

const learnMoreLinks = (page: Page) => page.locator('main').getByRole('link', { name: /^learn more/i });

async function expectEventPage(page: Page, event: (typeof events)[number], axe: boolean) {
  const main = page.locator('main');
  await expect(page).toHaveTitle(new RegExp(`^${event.title}`));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(event.title);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Events and Campaigns',
  ]);
  await expect(main).toContainText(event.dateLabel);
  await expect(main).toContainText(event.time);
  await expect(main).toContainText(event.location);
  await expect(main.getByRole('heading', { name: 'Why Attend' })).toBeVisible();
  for (const reason of event.whyAttend) await expect(main.getByText(reason, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  for (const item of event.agenda) await expect(main.getByText(item, { exact: true })).toBeVisible();

  const form = main.locator(`form#event-registration-${event.id}-form`);
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute(
    'action',
    `/events&campaigns/${event.id}#event-registration-${event.id}-form`,
  );
  await expect(form.locator('input[type="hidden"][name="_form"]')).toHaveValue(
    `event-registration-${event.id}`,
  );
  for (const name of ['fullName', 'email', 'mobileNumber', 'city', 'occupation', 'organization']) {
    await expect(form.locator(`[name="${name}"]`)).toBeVisible();
  }
  await expect(form.getByRole('radio', { name: 'Yes', exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit Registration' })).toBeVisible();
  if (axe) await expectNoAxeViolations(page, `the page of ${event.title}`);
}

async function expectGalleryPage(page: Page, view: 'View photos' | 'View videos', axe: boolean) {
  const main = page.locator('main');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Media Gallery',
  ]);
  if (view === 'View photos') {
    await expect(page).toHaveURL(/\/gallery-page\/photos$/);
    await expect(page.locator('h1')).toHaveText('Photo Gallery');
    await expect(main.locator('figure img')).toHaveCount(galleryPhotos.length);
    for (const { image, caption } of galleryPhotos) {
      const figure = main.locator('figure').filter({ has: page.getByAltText(image.alt, { exact: true }) });
      await expect(figure.locator('figcaption')).toHaveText(caption);
      await expect(figure.locator('figcaption')).toBeVisible();
    }
  } else {
    await expect(page).toHaveURL(/\/gallery-page\/videos$/);
    await expect(page.locator('h1')).toHaveText('Video Gallery');
    const film = films['one-year'];
    const video = main.locator('video');
    await expect(video).toHaveAccessibleName(film.title);
    await expect(video).toHaveAccessibleDescription(/no sound/i);
    await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
    const transcript = main.locator(`#${await video.getAttribute('aria-details')}`);
    await expect(transcript.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    for (const paragraph of film.transcript) {
      await expect(transcript.getByText(paragraph, { exact: true })).toBeVisible();
    }
  }
  if (axe) await expectNoAxeViolations(page, `the gallery page of ${view}`);
}

async function expectSignInPage(page: Page) {
  const main = page.locator('main');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveTitle(new RegExp(`^${extraRoutes.signIn.title}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(/need JavaScript/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home']);
  // What works without scripts: every form, each a link to its page.
  const works = main.getByRole('region', { name: 'What works without JavaScript' });
  for (const [name, href] of [
    [/contact/i, '/contact'],
    [/newsletter/i, '/contact'],
    [/volunteer/i, '/volunteer'],
    [/internship/i, '/intern'],
    [/donation/i, '/donate'],
    [/news with us/i, '/what-new'],
    [/partnership/i, '/collaborate'],
    [/event/i, '/events&campaigns'],
  ] as const) {
    await expect(works.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('heading', { name: 'How to turn JavaScript on' })).toBeVisible();
  await expect(main.getByRole('link', { name: foundation.email })).toHaveAttribute(
    'href',
    `mailto:${foundation.email}`,
  );
  await expect(main.getByRole('link', { name: foundation.phone })).toHaveAttribute(
    'href',
    foundation.phoneHref,
  );
}

/**
 * Follows every Learn More, View, Sign In and Register as a visitor whose page runs no script. axe is
 * itself a script, which a page with JavaScript disabled cannot run: it checks the pages where only
 * the site's own scripts are blocked, the same prerendered markup.
 */
function followEveryLink({ axe }: { axe: boolean }) {
  test('each Learn More leads to its event page: details, agenda and the registration form', async ({
    page,
  }) => {
    await page.goto('/events&campaigns');
    await expect(learnMoreLinks(page)).toHaveCount(events.length);
    for (const [index, event] of events.entries()) {
      if (index > 0) await page.goto('/events&campaigns');
      const link = learnMoreLinks(page).nth(index);
      await expect(link).toHaveAccessibleName(new RegExp(event.title));
      // It says it opens a dialog only when a script is there to open one.
      await expect(link).not.toHaveAttribute('aria-haspopup', /.*/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/events&campaigns/${event.id}$`));
      await expectEventPage(page, event, axe);
      // The breadcrumb leads back.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Events and Campaigns' })
        .click();
      await expect(page).toHaveURL(/\/events&campaigns$/);
    }
  });

  test('each View leads to its gallery page: every caption, the film and its whole transcript', async ({
    page,
  }) => {
    for (const view of ['View photos', 'View videos'] as const) {
      await page.goto('/gallery-page');
      await page.getByRole('link', { name: view }).click();
      await expectGalleryPage(page, view, axe);
    }
  });

  test('Sign In and Register lead to a page that says honestly what needs JavaScript', async ({ page }) => {
    for (const name of ['Sign In', 'Register']) {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expectSignInPage(page);
    }
    if (axe) await expectNoAxeViolations(page, 'the sign-in help page');
  });
}

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  followEveryLink({ axe: false });

  test('an event page registers by a plain post: errors, then the ID on the page, then the empty form again', async ({
    page,
  }) => {
    const event = events[0];
    await page.goto(`/events&campaigns/${event.id}`);
    const form = page.locator(`#event-registration-${event.id}-form`);
    await form.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(form.locator('.ui-error-summary')).toContainText('Full name is required');

    await form.locator('[name="fullName"]').fill('No Script Visitor');
    await form.locator('[name="email"]').fill(uniqueEmail('event-page-nojs'));
    await form.locator('[name="mobileNumber"]').fill(uniqueMobile());
    await form.getByRole('radio', { name: 'No', exact: true }).check();
    await form.getByRole('button', { name: 'Submit Registration' }).click();
    const register = page.getByRole('region', { name: `Register for ${event.title}` });
    await expect(register.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    await expect(register).toContainText(/REG(-[0-9A-HJKMNP-TV-Z]{4}){4}/);
    expect(new URL(page.url()).search, 'nothing typed in the address').toBe('');

    await register.getByRole('link', { name: 'Register another person' }).click();
    await expect(form.locator('[name="fullName"]')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Submit Registration' })).toBeVisible();
  });
});

test.describe('JavaScript on, but the page scripts never arrive', () => {
  test.beforeEach(async ({ page }) => {
    await blockScripts(page);
  });
  followEveryLink({ axe: true });
});

test.describe('JavaScript on', () => {
  test('a plain click on Learn More opens the dialog, and closing it gives focus back to the link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/events&campaigns');
    const link = learnMoreLinks(page).first();
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await link.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: events[0].title })).toBeVisible();
    await expect(page).toHaveURL(/\/events&campaigns$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('a plain click on View opens the gallery dialog', async ({ page }) => {
    await gotoHydrated(page, '/gallery-page');
    for (const [view, title] of [
      ['View photos', 'Photo Gallery'],
      ['View videos', 'Video Gallery'],
    ] as const) {
      const link = page.getByRole('link', { name: view });
      await link.click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(page).toHaveURL(/\/gallery-page$/);
      await page.keyboard.press('Escape');
      await expect(link).toBeFocused();
    }
  });

  test('Sign In and Register are buttons that open the auth dialog', async ({ page }) => {
    await gotoHydrated(page, '/');
    for (const [name, heading] of [
      ['Sign In', /sign in/i],
      ['Register', /create an account/i],
    ] as const) {
      const link = page.getByRole('banner').getByRole('button', { name, exact: true });
      await link.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(link).toBeFocused();
    }
  });

  test('the sign-in page offers Sign In and Register once the script runs', async ({ page }) => {
    await gotoHydrated(page, '/sign-in');
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('heading', { name: /sign in/i })
        .first(),
    ).toBeVisible();
  });

  test('an event page registers, shows the ID in place, and brings back the form for another person', async ({
    page,
  }) => {
    const event = events[1];
    await gotoHydrated(page, `/events&campaigns/${event.id}`);
    const main = page.locator('main');
    const form = main.locator(`#event-registration-${event.id}-form`);
    await form.getByLabel(/full name/i).fill('Page Visitor');
    await form.getByLabel(/email/i).fill(uniqueEmail('event-page'));
    await form.getByLabel(/mobile/i).fill(uniqueMobile());
    await form.getByRole('radio', { name: 'No', exact: true }).check();
    await form.getByRole('button', { name: 'Submit Registration' }).click();

    const thanks = main.getByRole('heading', { name: 'Registration Successful!' });
    await expect(thanks).toBeFocused();
    await expect(main).toContainText(/REG(-[0-9A-HJKMNP-TV-Z]{4}){4}/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the event page after registering');

    await main.getByRole('link', { name: 'Register another person' }).click();
    await expect(form.getByLabel(/full name/i)).toBeFocused();
    await expect(form.getByLabel(/full name/i)).toHaveValue('');
    await expect(page).toHaveURL(new RegExp(`/events&campaigns/${event.id}$`));
  });
});
