import { expect, test, type Request } from '@playwright/test';
import { adminList, uniqueEmail, uniqueMobile, waitForHydration } from './support/site.js';

/**
 * The first paint needs nothing but the HTML. In a real Chromium, on the heaviest pages: no script and
 * no font is requested before the page's load event (the small starter is in the HTML); after it the
 * page hydrates (a script-only behaviour works) and the text face arrives. The face is never laid onto
 * the page already drawn (src/app/webFont.ts): the next page, drawn in the same tab, is in it. With
 * scripts off, the page names the same face itself.
 */
const pages = ['/', '/about', '/donate', '/events&campaigns/1'];

interface Timing {
  loadEventStart: number;
  resources: { name: string; startTime: number }[];
}

const readTiming = () =>
  ({
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }) satisfies Timing;

/** The web faces the document has, with their weight and state ('Atkinson Hyperlegible Next 400 loaded'). */
const faceFamilies = () =>
  [...document.fonts]
    .filter((face) => face.family.includes('Atkinson Hyperlegible Next') && !face.family.includes('Fallback'))
    .map((face) => `${face.family.replace(/["']/g, '')} ${face.weight} ${face.status}`)
    .sort();

for (const path of pages) {
  test(`${path} asks for its scripts and fonts only after it has loaded, hydrates, and draws the next page in its face`, async ({
    page,
  }) => {
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.goto(path);
    await waitForHydration(page);
    // Both weights of the text face are fetched once the page has hydrated and the browser is idle.
    await expect
      .poll(async () => (await page.evaluate(readTiming)).resources.filter((r) => r.name.endsWith('.woff2')))
      .toHaveLength(2);
    // Every request so far has finished, so each is in the page's resource timing.
    await expect.poll(() => inFlight.size, { message: 'requests still on their way' }).toBe(0);
    const timing = await page.evaluate(readTiming);
    expect(timing.loadEventStart).toBeGreaterThan(0);
    const scripts = timing.resources.filter((r) => /^\/assets\/.*\.js$/.test(r.name));
    const fonts = timing.resources.filter((r) => r.name.endsWith('.woff2'));
    // The starter is written into the page: no script is named by address.
    expect(await page.locator('script[src]').count()).toBe(0);
    // Something was measured: React and the page's code, and both weights of the face.
    expect(scripts.length).toBeGreaterThan(2);
    expect(fonts).toHaveLength(2);
    const early = [...scripts, ...fonts]
      .filter((r) => r.startTime < timing.loadEventStart)
      .map(
        (r) => `${r.name} at ${Math.round(r.startTime)} ms (load at ${Math.round(timing.loadEventStart)} ms)`,
      );
    expect(early, 'requested before the page had loaded').toEqual([]);
    // Hydrated, and by then the ui styles the HTML left out (scripts/split-css.mjs) are in: a dialog's
    // or the next page's components are styled.
    await waitForHydration(page);
    const styles = await page.evaluate(() => {
      const listed = JSON.parse(document.getElementById('page-modules')?.textContent ?? '{}') as {
        styles?: string[];
      };
      const applied = [...document.styleSheets].map((sheet) =>
        sheet.href ? new URL(sheet.href).pathname : '',
      );
      return {
        listed: listed.styles ?? [],
        missing: (listed.styles ?? []).filter((href) => !applied.includes(href)),
      };
    });
    expect(styles.listed.length, 'the page leaves some components out of its HTML').toBeGreaterThan(0);
    expect(styles.missing).toEqual([]);
    // This page stays in the local face it was drawn in: the face's arrival laid nothing out again.
    expect(await page.evaluate(faceFamilies)).toEqual([]);
    const address = page.url();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(page.url()).toBe(address);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // The next page, drawn by the site's router in this tab, is in the face from its first paint.
    await page.getByRole('contentinfo').locator('a[href="/privacy-policy"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and Policy' })).toBeVisible();
    expect(await page.evaluate(faceFamilies)).toEqual([
      'Atkinson Hyperlegible Next 400 loaded',
      'Atkinson Hyperlegible Next 700 loaded',
    ]);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Atkinson Hyperlegible Next"'))).toBe(
      true,
    );
  });
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still names the text face, and the browser fetches it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await expect
      .poll(() => [...fonts].sort())
      .toEqual([
        expect.stringMatching(/atkinson-hyperlegible-next-latin-400-normal-.*\.woff2$/),
        expect.stringMatching(/atkinson-hyperlegible-next-latin-700-normal-.*\.woff2$/),
      ]);
  });
});

test('a form filled in before the scripts arrive keeps what was typed when the page hydrates, and sends it', async ({
  page,
  request,
}) => {
  // The page's scripts come after its load event: on a slow phone a visitor can be typing by then.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/hydrate-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/intern');
  const form = page.locator('main form').filter({ has: page.locator('[name="motivation"]') });
  const email = uniqueEmail('early-typist');
  await form.getByLabel('Full Name').fill('Early Typist');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile').fill(uniqueMobile());
  await form.locator('select[name="internshipArea"]').selectOption({ label: 'Research & Policy' });
  await form.locator('[name="motivation"]').fill('Typed while the page was still plain HTML.');
  expect(await page.locator('html[data-hydrated]').count(), 'not yet hydrated').toBe(0);

  release();
  await waitForHydration(page);
  // A change after hydration makes React draw the form again: nothing typed before may go blank.
  await form.locator('[name="education"]').fill('Typed after.');
  await expect(form.getByLabel('Full Name')).toHaveValue('Early Typist');
  await expect(form.locator('[name="motivation"]')).toHaveValue('Typed while the page was still plain HTML.');
  await expect(form.locator('select[name="internshipArea"]')).toHaveValue('Research & Policy');

  const answer = page.waitForResponse('**/api/intern/apply');
  await form.getByRole('button', { name: /submit/i }).click();
  expect((await answer).status()).toBeLessThan(300);
  await expect(page.locator('main .ui-success-panel')).toBeVisible();
  const [record] = await adminList(request, '/api/intern/all', email);
  expect(record).toMatchObject({
    fullName: 'Early Typist',
    email,
    internshipArea: 'Research & Policy',
    motivation: 'Typed while the page was still plain HTML.',
  });
});
