import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated } from './support/site.js';

test('the film has a text alternative on the page, tied to the video, that says it has no sound', async ({
  page,
}) => {
  await gotoHydrated(page, '/gallery-page');
  await page.getByRole('link', { name: 'View videos' }).click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect(video).toBeVisible();

  // The description read with the video says it is silent and where its transcript is.
  await expect(video).toHaveAccessibleDescription(/no sound/i);

  // The transcript is on the page, behind a disclosure next to the video, and says what is shown.
  const toggle = dialog.getByRole('button', { name: /transcript/i });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const transcript = dialog.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(transcript).toBeVisible();
  await expect(transcript).toContainText(/no sound/i);
  await expect(transcript).toContainText(/wheelchair basketball/i);
  // The video points at its transcript (aria-details: its extended text alternative).
  await expect(video).toHaveAttribute('aria-details', (await transcript.getAttribute('id')) ?? '-');
  await expectNoAxeViolations(page, 'video gallery with its transcript open');
});
