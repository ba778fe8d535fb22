import { expect, type Locator } from '@playwright/test';

/**
 * A text box says its count one second after typing stops, while it has focus. Waiting for it keeps
 * what it says in the step that typed (recorded or not), never in the middle of the next one. The
 * region is there only while the box has focus: a box left behind says nothing more.
 */
export async function countsSaid(scope: Locator) {
  for (const group of await scope.locator('.ui-textarea__group').all()) {
    if ((await group.locator('.ui-textarea__status').count()) === 0) continue;
    if ((await group.locator('textarea').inputValue()) === '') continue;
    await expect
      .poll(async () => {
        const said = await group.locator('.ui-textarea__status').textContent();
        return said !== '' && said === (await group.locator('.ui-textarea__count').textContent());
      })
      .toBe(true);
  }
}
