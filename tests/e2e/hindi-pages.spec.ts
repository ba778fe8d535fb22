import { expect, test } from '@playwright/test';
import { events as hindiEvents } from '../../packages/events/src/events.hi.js';
import { messagesHi } from '../../packages/forms/src/messages.hi.js';
import { messages } from '../../packages/forms/src/messages.js';
import { authText } from '../../site/src/content/hi/auth.js';
import { layoutText } from '../../site/src/content/hi/shared.js';
import { siteName as hindiSiteName } from '../../site/src/configSiteName.hi.js';
import { routeWords as hindiWords } from '../../site/src/routes.hi.js';
import { gotoHydrated } from './support/site.js';
import { MIN } from './support/targets.js';

/**
 * What a Hindi page shows beyond its content modules: the events' own words, the sign-in forms' rules
 * in Hindi, the foundation's name in the title, the film's Hindi captions, and navigation links that
 * stay wide enough whatever the label.
 */

test('the events list and an event page show the events in Hindi', async ({ page }) => {
  await page.goto('/hi/events&campaigns');
  for (const event of hindiEvents) {
    await expect(page.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('First Anniversary Convention')).toHaveCount(0);
  await page.goto('/hi/events&campaigns/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiEvents[1].title);
  await expect(page.getByText(hindiEvents[1].dateLabel).first()).toBeVisible();
});

test("a Hindi page's title ends with the foundation's name in Devanagari, loaded and after a link", async ({
  page,
}) => {
  await gotoHydrated(page, '/hi/contact');
  await expect(page).toHaveTitle(`${hindiWords['/contact'].title} | ${hindiSiteName}`);
  await page
    .locator('header')
    .getByRole('link', { name: hindiWords['/about'].label, exact: true })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page).toHaveTitle(`${hindiWords['/about'].title} | ${hindiSiteName}`);
});

test('the film offers its Hindi captions by default on the Hindi page, its English ones on the English', async ({
  page,
  request,
}) => {
  for (const [path, srclang, label, firstCue] of [
    ['/hi/gallery-page/videos', 'hi', 'हिन्दी', 'साथ काम का एक साल: हमारे सदस्य मंच पर जश्न मना रहे हैं।'],
    [
      '/gallery-page/videos',
      'en',
      'English',
      'One year of working together: our members celebrate on stage.',
    ],
  ] as const) {
    await page.goto(path);
    const track = page.locator('video track');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute('srclang', srclang);
    await expect(track).toHaveAttribute('label', label);
    await expect(track).toHaveAttribute('default', '');
    const src = await track.getAttribute('src');
    const response = await request.get(src ?? '');
    expect(response.status(), `${src}`).toBe(200);
    expect(await response.text()).toContain(firstCue);
  }
});

test(`every navigation link is at least ${MIN} CSS px wide, even with a one-letter label`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/hi/');
  const links = page.locator('.site-nav__link').filter({ visible: true });
  expect(await links.count()).toBeGreaterThan(0);
  // The shortest label a language could give: the width comes from the rule, not from the words.
  const widths = await links.evaluateAll((elements) =>
    elements.map((element) => {
      element.textContent = 'A';
      return element.getBoundingClientRect().width;
    }),
  );
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(MIN);
});

test('the sign-in dialog and the reset password page check in Hindi, as the server answers', async ({
  page,
}) => {
  await gotoHydrated(page, '/hi/');
  await page
    .locator('header')
    .getByRole('button', { name: layoutText.signIn, exact: true })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: authText.signIn.submitLabel, exact: true }).click();
  await expect(dialog.getByText(messagesHi.signIn.identifierRequired).first()).toBeVisible();
  await expect(dialog.getByText(messages.signIn.identifierRequired)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await gotoHydrated(page, '/hi/reset-password?token=a-token-from-a-link');
  // Each label ends with the required mark, "(ज़रूरी)".
  await page.getByLabel(`${authText.reset.labels.password} (`).fill('Abcdefg1');
  await page.getByLabel(`${authText.reset.labels.confirmPassword} (`).fill('Abcdefg2');
  await page.getByRole('button', { name: authText.reset.submitLabel, exact: true }).click();
  await expect(page.getByText(messagesHi.confirmPassword.mismatch).first()).toBeVisible();
  await expect(page.getByText(messages.confirmPassword.mismatch)).toHaveCount(0);
});
