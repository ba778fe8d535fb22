import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { routes } from '../../../site/src/routes.js';

/** The fourteen routes of the spec (section 2), from the site's route table. */
export const routePaths = routes.map((route) => route.path);

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@inclusion-foundation.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2eAdminPassw0rd',
};

/** Runs axe on the page (or within `include`) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context: string, include?: string) {
  // A modal fading in blends its colours with the backdrop; axe would measure the mix, not the page.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // axe.run in the page itself: by default @axe-core/playwright opens a second, blank page for every check
  // to merge the results of cross-origin frames, and the site has no frames at all. That page and a
  // second copy of axe cost about a second of a 2-core machine per check, and a run makes dozens.
  let builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n'),
  );
  expect(readable, `axe violations on ${context}`).toEqual([]);
}

/** Waits for hydration: the page's scripts have run once the header's account buttons react. */
/**
 * Until React has hydrated the page (site/src/app/hydrate.tsx marks `<html data-hydrated>`), its forms
 * and buttons are the plain HTML, which posts to the server. A quiet network is no sign of it: the page
 * asks for its scripts after its load event, and hydrates in slices, so on a busy machine there can be
 * half a second of silence before it does.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return response;
}

/** Records every request to /api/ the page sends, so a test can check that nothing was sent. */
export function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

/** The form in main that holds a control with this label (the pages' forms are found by their fields). */
export function formWith(page: Page, label: RegExp | string): Locator {
  return page
    .locator('main form')
    .filter({ has: page.getByLabel(label) })
    .first();
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: admin });
  expect(response.status(), 'admin sign-in').toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** The records of an admin list (e.g. '/api/volunteer/all'), searched for `search`. */
export async function adminList(
  request: APIRequestContext,
  path: string,
  search: string,
): Promise<Record<string, unknown>[]> {
  const token = await adminToken(request);
  const url = `${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}&limit=100`;
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET ${url}`).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown>[] };
  return body.data;
}

/** An address no other test uses, so the admin list can be searched for it. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** Ten digits starting 9, not one repeated digit: valid for every mobile rule of the spec. */
export function uniqueMobile(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Axe on the page as it is, at 1280 and 320 CSS px, and no sideways scroll at 320. */
export async function axeAtBothWidths(page: Page, context: string) {
  await expectNoAxeViolations(page, `${context} at 1280 px`);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoAxeViolations(page, `${context} at 320 px`);
  // Every element that reaches past the viewport's right edge, named, so a failure says what to fix
  // (what a scroll region, a wide table's, clips does not make the page scroll).
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll('body *')]
                .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
                .filter((element) => {
                  for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
                    if (getComputedStyle(up).overflowX !== 'visible') return false;
                  return true;
                })
                .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
                .slice(0, 8),
        ),
      { message: `${context}: no sideways scroll at 320 px` },
    )
    .toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}
