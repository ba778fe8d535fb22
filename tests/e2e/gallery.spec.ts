import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { listen } from './support/screen-reader.js';
import { gotoHydrated } from './support/site.js';

/**
 * The photo and video galleries as a screen-reader user walks them, the film's transcript included:
 * what is heard is committed, and each dialog is checked with axe on the way.
 */

test.describe.configure({ mode: 'parallel' });

test('the photo gallery, one at a time and all at once: heard, with axe on the dialog', async ({ page }) => {
  await gotoHydrated(page, '/gallery-page');
  const view = page.getByRole('link', { name: 'View photos' });
  const dialog = page.getByRole('dialog');
  const status = dialog.getByRole('status');
  const listener = await listen(page);
  await listener.act("press Enter on 'View photos'", async () => {
    await view.press('Enter');
    await expect(dialog).toBeVisible();
  });
  await expectNoAxeViolations(page, 'the photo gallery dialog');
  await listener.readUntil('Next', 'read on through the first photo');
  await listener.act("press Enter on 'Next'", async () => {
    await dialog.getByRole('button', { name: 'Next' }).press('Enter');
    // The position, then which photo came.
    await expect(status).toHaveText(/^Photo 2 of 6\. .+/);
  });
  await listener.act('press the Right arrow', async () => {
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(/^Photo 3 of 6\. .+/);
  });
  const all = dialog.getByRole('button', { name: 'All photos' });
  await listener.act("press Enter on 'All photos'", async () => {
    await all.press('Enter');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
  });
  const fourth = dialog.getByRole('button', { name: /Photo 4 of 6/ });
  await listener.act('Tab to the fourth photo', async () => {
    await fourth.focus();
    await expect(fourth).toBeFocused();
  });
  await listener.act('press Enter', async () => {
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('figure')).toBeFocused();
  });
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(view).toBeFocused();
  });
  expect(listener.transcript()).toMatchSnapshot('photos.txt');
});

test('the film has a text alternative on the page, tied to the video, that says it has no sound: heard, with axe on the dialog', async ({
  page,
}) => {
  await gotoHydrated(page, '/gallery-page');
  const view = page.getByRole('link', { name: 'View videos' });
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  const listener = await listen(page);
  await listener.act("press Enter on 'View videos'", async () => {
    await view.press('Enter');
    await expect(video).toBeVisible();
  });
  await expectNoAxeViolations(page, 'the video gallery dialog');
  // The description read with the video says it is silent and where its transcript is.
  await expect(video).toHaveAccessibleDescription(/no sound/i);
  await listener.readUntil('Read the transcript', 'read on through the film');

  // The transcript is on the page, behind a disclosure next to the video, and says what is shown.
  const toggle = dialog.getByRole('button', { name: 'Read the transcript' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await listener.act("press Enter on 'Read the transcript'", async () => {
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
  const transcript = dialog.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(transcript).toBeVisible();
  await expect(transcript).toContainText(/no sound/i);
  await expect(transcript).toContainText(/wheelchair basketball/i);
  // The video points at its transcript (aria-details: its extended text alternative).
  await expect(video).toHaveAttribute('aria-details', (await transcript.getAttribute('id')) ?? '-');
  await expectNoAxeViolations(page, 'the video gallery with its transcript open');
  await listener.readUntil('Scene 4', 'read on through the transcript');
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(view).toBeFocused();
  });
  expect(listener.transcript()).toMatchSnapshot('film.txt');
});
