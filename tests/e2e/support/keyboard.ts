import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether `target` has focus, found and checked in one step: a native select that gives way to the ui
 * Select (site/src/forms/LazySelect.tsx) between a lookup and a separate check would look unfocused.
 */
const isFocused = (target: Locator) =>
  target
    .and(target.page().locator(':focus'))
    .count()
    .then((count) => count > 0)
    .catch(() => false);

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
  // Focus on the native select that stands in fetches the Radix code, and the trigger that takes its
  // place takes focus (site/src/forms/LazySelect.tsx); a key pressed before that is the native select's.
  await expect(trigger).toHaveJSProperty('tagName', 'BUTTON');
  await expect(trigger).toBeFocused();
  await page.keyboard.press(openKey);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // Radix focuses the chosen (or first) option once the list is positioned, a frame or more after it
  // shows: arrows pressed before that would be undone.
  const focusedOption = listbox.locator('[role="option"]:focus');
  await expect(focusedOption).toHaveCount(1);
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await isFocused(wanted)) break;
    const before = (await focusedOption.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    // Radix moves focus to the next option in a task of its own: the next look waits for it.
    await expect(focusedOption).not.toHaveText(before);
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toContainText(option);
  await expect(trigger).toBeFocused();
}
