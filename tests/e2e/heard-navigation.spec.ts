import { expect, test } from '@playwright/test';
import { listen } from './support/screen-reader.js';
import { gotoHydrated } from './support/site.js';

/** The menu on a small screen and a client-side navigation, as a screen-reader user hears them. */

test('heard: the menu at 320 px, and following a link in it to another page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, '/');
  // The menu's toggle is a <summary> (it works without JavaScript): a button to screen readers.
  const menu = page.locator('summary', { hasText: /^\W*Menu$/ });
  const listener = await listen(page);
  await listener.act("press Enter on 'Menu'", () => menu.press('Enter'));
  await listener.act('Tab', () => page.keyboard.press('Tab'));
  await listener.act('press Escape', async () => {
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  });
  await listener.act("press Enter on 'Menu' again", () => menu.press('Enter'));
  await listener.readUntil('Register', 'read on through the menu');
  await listener.act("Shift+Tab to 'Events' and press Enter", async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Events' })
      .filter({ visible: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/events/);
    await expect(page.locator('main h1')).toBeFocused();
  });
  await listener.next(3, 'read the next three items');
  expect(listener.transcript()).toMatchSnapshot('menu-and-navigation.txt');
});
