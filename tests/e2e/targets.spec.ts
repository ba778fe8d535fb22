import { expect, test } from '@playwright/test';
import { gotoHydrated, menuToggle } from './support/site.js';
import { MIN, measure } from './support/targets.js';

/**
 * Every link and control in the dialogs a visitor opens from the pages (sign in with its reset form,
 * register, an event's details and registration, the galleries) is at least 44 × 44 CSS px: each
 * dialog is measured at the width it was opened at, 320 px (from the small screen's menu) or 1280 px,
 * then at the other. The pages themselves are measured in routes.spec.ts.
 */

const height = 900;

test(`every link and control in the dialogs is at least ${MIN} × ${MIN} CSS px at 1280 and 320 px`, async ({
  page,
}) => {
  const offenders: string[] = [];
  const dialog = page.getByRole('dialog');
  /** Measures the open dialog at the window's width, then at the other one, and goes back. */
  const check = async (what: string) => {
    await expect(dialog).toBeVisible();
    const first = page.viewportSize()?.width ?? 1280;
    for (const width of first === 320 ? [320, 1280] : [1280, 320]) {
      await page.setViewportSize({ width, height });
      const found = await measure(page, '[role="dialog"]');
      offenders.push(...found.map((line) => `${what} at ${width} px: ${line}`));
    }
    await page.setViewportSize({ width: first, height });
  };
  const close = async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  // Sign in and register are opened as on a small screen: from the menu, at 320 px.
  await page.setViewportSize({ width: 320, height });
  await gotoHydrated(page, '/');
  const fromMenu = async (name: 'Sign In' | 'Register') => {
    // A dialog closed from the menu gives focus back to its button there, with the menu still open.
    const open = await menuToggle(page).evaluate((summary) => summary.parentElement?.hasAttribute('open'));
    if (!open) await menuToggle(page).click();
    await page.getByRole('button', { name, exact: true }).filter({ visible: true }).click();
  };
  await fromMenu('Sign In');
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await check('sign in');
  await close();
  await fromMenu('Register');
  await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await check('register');
  await close();
  await page.setViewportSize({ width: 1280, height });

  await gotoHydrated(page, '/events&campaigns');
  await page
    .getByRole('link', { name: /learn more/i })
    .first()
    .click();
  await check('event details');
  await dialog.getByRole('button', { name: 'Register Now' }).click();
  await dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
  await check('event registration');
  await close();

  await gotoHydrated(page, '/gallery-page');
  for (const view of ['View photos', 'View videos']) {
    await page.getByRole('link', { name: view }).click();
    await check(view);
    if (view === 'View photos') {
      await dialog.getByRole('button', { name: 'All photos' }).click();
      await check(`${view}, all at once`);
    }
    await close();
  }
  expect(offenders, `targets smaller than ${MIN} × ${MIN} CSS px`).toEqual([]);
});
