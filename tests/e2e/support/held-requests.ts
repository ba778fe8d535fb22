import { expect, type Locator, type Page, type Route } from '@playwright/test';

export interface HeldRequests {
  /** How the next requests are answered: passed on to the server, or failed with a 500 and no message. */
  answer: 'server' | 'failure';
  /**
   * Waits until the page shows it is waiting (`busy`: the busy button, say) with a request held, then
   * answers that request.
   */
  releaseWhen(busy: Locator): Promise<void>;
}

/**
 * Holds every request to `url` until the test lets it go: what the page says while it waits for the
 * server ('Sending Message...') is then heard on every run, however fast the server answers.
 */
export async function holdRequests(page: Page, url: string): Promise<HeldRequests> {
  const waiting: Route[] = [];
  await page.route(url, (route) => {
    waiting.push(route);
  });
  const held: HeldRequests = {
    answer: 'server',
    async releaseWhen(busy) {
      await expect(busy, 'the page shows it is waiting for the server').toBeVisible();
      await expect.poll(() => waiting.length, { message: `a request to ${url}, held` }).toBeGreaterThan(0);
      const route = waiting.shift();
      if (held.answer === 'failure') await route?.fulfill({ status: 500, body: '{}' });
      else await route?.fallback();
    },
  };
  return held;
}
