import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '../../../site/src/routes.js';

/** The fourteen routes of the spec's 'Screens and routes', from the site's route table. */
export const routePaths = routes.map((route) => route.path);

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@inclusion-foundation.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2eAdminPassw0rd',
};

/** The small screen's menu toggle: the <summary> of a <details>, so it works without JavaScript. */
export const menuToggle = (page: Page) => page.locator('summary', { hasText: /^\W*Menu$/ });

/**
 * Until React has hydrated the page (site/src/app/hydrate.tsx marks `<html data-hydrated>`), its forms
 * and buttons are the plain HTML, which posts to the server. A quiet network is no sign of it: the page
 * asks for its scripts after its load event and hydrates in slices, with silences in between. What
 * comes after hydration (the text face, a stored session's check) is waited for by the tests that
 * depend on it, by what it changes on the page.
 */
export async function waitForHydration(page: Page) {
  // The expect timeout, not the shorter action timeout: a page that never hydrates fails here.
  await expect(page.locator('html[data-hydrated="true"]'), 'the page hydrates').toBeAttached();
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the page has handled the work queued so far: React renders what an effect asks for in a
 * task it queues with a posted message, and a message posted now is handled after it. For checking
 * that something is not shown, where no element's arrival can say the page is done.
 */
export async function afterQueuedWork(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );
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

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: admin });
  expect(response.status(), 'admin sign-in').toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * The session the admin lists are read with, one per worker: every sign-in hashes the password on
 * the server, and the lists are read after almost every send.
 */
let listReader: string | undefined;

/** The records of an admin list (e.g. '/api/volunteer/all'), searched for `search`. */
export async function adminList(
  request: APIRequestContext,
  path: string,
  search: string,
): Promise<Record<string, unknown>[]> {
  const url = `${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}&limit=100`;
  const read = async () => {
    listReader ??= await adminToken(request);
    return request.get(url, { headers: { Authorization: `Bearer ${listReader}` } });
  };
  let response = await read();
  if (response.status() === 401) {
    // The session ended (a test signed the admin out everywhere): sign in again.
    listReader = undefined;
    response = await read();
  }
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
