import { expect, test } from '@playwright/test';
import { listen } from './support/screen-reader.js';
import { gotoHydrated } from './support/site.js';

test('the 404 page, heard from its top to its end', async ({ page }) => {
  await gotoHydrated(page, '/no-such-page');
  const listener = await listen(page);
  await listener.readToEnd('read the page');
  expect(listener.transcript()).toMatchSnapshot('not-found.txt');
});
