import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` in the one Select within `scope` as a mouse user does: the pointer reaches the field
 * before the click, which fetches the Radix Select's code (site/src/forms/LazySelect.tsx); the Radix
 * trigger takes the native select's place, then the click opens its list and picks the option.
 */
export async function chooseByPointer(page: Page, scope: Locator, option: string) {
  await scope.getByRole('combobox').hover();
  const trigger = scope.locator('button[role="combobox"]');
  await expect(trigger).toBeVisible();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}
