import { expect, test } from '@playwright/test';
import { listen } from './support/screen-reader.js';
import { gotoHydrated } from './support/site.js';

/** The photo and video galleries as a screen-reader user hears them, the film's transcript included. */

test.describe.configure({ mode: 'parallel' });

test('heard: the photo gallery, one at a time and all at once', async ({ page }) => {
  await gotoHydrated(page, '/gallery-page');
  const listener = await listen(page);
  const dialog = page.getByRole('dialog');
  await listener.act("press Enter on 'View photos'", async () => {
    await page.getByRole('link', { name: 'View photos' }).press('Enter');
    await expect(dialog).toBeVisible();
  });
  await listener.readUntil('Next', 'read on through the first photo');
  await listener.act("press Enter on 'Next'", () =>
    dialog.getByRole('button', { name: 'Next' }).press('Enter'),
  );
  await listener.act('press the Right arrow', () => page.keyboard.press('ArrowRight'));
  await listener.act("press Enter on 'All photos'", () =>
    dialog.getByRole('button', { name: 'All photos' }).press('Enter'),
  );
  await listener.act('Tab to the fourth photo', () =>
    dialog.getByRole('button', { name: /Photo 4 of 6/ }).focus(),
  );
  await listener.act('press Enter', async () => {
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('figure')).toBeFocused();
  });
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'View photos' })).toBeFocused();
  });
  expect(listener.transcript()).toMatchSnapshot('photos.txt');
});

test('heard: the film, its description and its transcript', async ({ page }) => {
  await gotoHydrated(page, '/gallery-page');
  const listener = await listen(page);
  const dialog = page.getByRole('dialog');
  await listener.act("press Enter on 'View videos'", async () => {
    await page.getByRole('link', { name: 'View videos' }).press('Enter');
    await expect(dialog).toBeVisible();
  });
  await listener.readUntil('Read the transcript', 'read on through the film');
  await listener.act("press Enter on 'Read the transcript'", () =>
    dialog.getByRole('button', { name: 'Read the transcript' }).press('Enter'),
  );
  await listener.readUntil('Scene 4', 'read on through the transcript');
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'View videos' })).toBeFocused();
  });
  expect(listener.transcript()).toMatchSnapshot('film.txt');
});
