import { expect, test } from '@playwright/test';
import { listen, steady } from './support/screen-reader.js';
import { gotoHydrated, uniqueEmail } from './support/site.js';

/**
 * The whole events flow as a screen-reader user hears it: Learn More, the details, Register Now, an
 * empty submit, the fixed form, the success with its registration ID, Register another person, and a
 * registration the server refuses.
 */

test('heard: an event from Learn More to its registration ID, and another person', async ({ page }) => {
  // As on slow mobile data: 'Submitting…' is heard every time, however fast this machine is.
  await page.route('**/api/event/register', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await gotoHydrated(page, '/events&campaigns');
  const learnMore = page.getByRole('link', { name: /learn more/i }).first();
  const listener = await listen(page);

  await listener.act("press Enter on the first 'Learn More'", async () => {
    await learnMore.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await listener.readUntil('Register Now', 'read on through the details');
  await listener.act("press Enter on 'Register Now'", async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Register Now' }).press('Enter');
    await expect(page.getByRole('dialog').locator('form')).toBeVisible();
  });
  const form = page.getByRole('dialog').locator('form');
  await listener.act("press Enter on 'Submit Registration' with every field empty", async () => {
    await form.getByRole('button', { name: 'Submit Registration' }).press('Enter');
    await expect(form.locator('.ui-error-summary')).toBeFocused();
  });
  await listener.quietly('fill in the name, e-mail and mobile number', async () => {
    await form.locator('[name="fullName"]').fill('Ravi Kumar');
    await form.locator('[name="email"]').fill(uniqueEmail('heard-event'));
    await form.locator('[name="mobileNumber"]').fill('9876543210');
  });
  await listener.act("Shift+Tab back to the error summary's question, then Enter", async () => {
    await form
      .locator('.ui-error-summary')
      .getByRole('link', { name: /disability/ })
      .focus();
    await page.keyboard.press('Enter');
  });
  await listener.act('press Space to choose Yes', () => page.keyboard.press('Space'));
  await listener.act('press the Right arrow to choose No', () => page.keyboard.press('ArrowRight'));
  await listener.act("press Enter on 'Submit Registration'", async () => {
    await form.getByRole('button', { name: 'Submit Registration' }).press('Enter');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Registration Successful!' }),
    ).toBeVisible();
  });
  await listener.readUntil('Close', 'read on through the success');
  await listener.act("Shift+Tab to 'Register another person' and press Enter", async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Register another person' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').locator('[name="fullName"]')).toBeFocused();
  });

  await page.route('**/api/event/register', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 500, body: '{}' });
  });
  await listener.quietly('fill in the form for a second person; the server will fail', async () => {
    const again = page.getByRole('dialog').locator('form');
    await again.locator('[name="fullName"]').fill('Meena Kumar');
    await again.locator('[name="email"]').fill(uniqueEmail('heard-event'));
    await again.locator('[name="mobileNumber"]').fill('9876543211');
    await again.getByRole('radio', { name: 'No', exact: true }).check();
  });
  await listener.act("press Enter on 'Submit Registration'", async () => {
    const again = page.getByRole('dialog').locator('form');
    await again.getByRole('button', { name: 'Submit Registration' }).press('Enter');
    await expect(again.locator('.ui-alert')).toBeFocused();
  });
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(learnMore).toBeFocused();
  });
  expect(steady(listener.transcript())).toMatchSnapshot('event-flow.txt');
});
