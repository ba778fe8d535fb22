import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+' : ''}Tab within ${max} presses`).toBeFocused();
}

/** Opens a Radix Select with the keyboard, moves with the arrow keys to `option` and picks it with Enter. */
export async function chooseByKeyboard(page: Page, trigger: Locator, option: string, openKey = 'Enter') {
  await expect(trigger).toBeFocused();
  await page.keyboard.press(openKey);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await isFocused(wanted)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toContainText(option);
  await expect(trigger).toBeFocused();
}
