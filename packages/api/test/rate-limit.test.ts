import { messages } from '@inclusion/forms';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.js';
import { caseNamed } from './support/fixtures.js';
import { setupTestServer, type TestServer } from './support/test-app.js';

const contact = caseNamed('contact');
const tooMany = { success: false, message: messages.status[429] };

/** POSTs from an address. Each test has addresses of its own: the counts of one app last for its file. */
const postsOf =
  (server: TestServer) =>
  (from: string, url = contact.submit, payload: object = contact.payload, headers = {}) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers });

describe('the default limit of the POSTs', () => {
  // Unset, as in production: test-app.ts raises it for the other test files.
  const server = setupTestServer({ env: { RATE_LIMIT_PER_MINUTE: undefined } });
  const submit = postsOf(server);

  it('answers the 21st POST within a minute from one address with 429, Retry-After and the spec message', async () => {
    for (let i = 1; i <= 20; i++) {
      const response = await submit('10.0.0.1');
      expect(response.statusCode, `POST ${i}`).toBe(201);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(20 - i));
    }
    const response = await submit('10.0.0.1');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(tooMany);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The refused request stored nothing.
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/contact/all',
      headers: bearer(server.accounts.admin.token),
    });
    expect(list.json().pagination.total).toBe(20);
  });
});

describe('rate limit of the POSTs', () => {
  // A small budget: each rule below holds whatever the limit, and shows within a few requests.
  const limit = 3;
  const server = setupTestServer({ env: { RATE_LIMIT_PER_MINUTE: String(limit) } });
  const submit = postsOf(server);

  async function useUpBudget(from: string): Promise<void> {
    for (let i = 1; i <= limit; i++) {
      const response = await submit(from);
      expect(response.statusCode, `POST ${i}`).toBe(201);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(limit - i));
    }
  }

  it('counts each address on its own', async () => {
    await useUpBudget('10.0.1.1');
    expect((await submit('10.0.1.1')).statusCode).toBe(429);
    expect((await submit('10.0.1.2')).statusCode).toBe(201);
  });

  it('gives each endpoint its own budget', async () => {
    await useUpBudget('10.0.2.1');
    expect((await submit('10.0.2.1')).statusCode).toBe(429);
    const other = await submit('10.0.2.1', '/api/newsletter/subscribe', { email: 'reader@example.org' });
    expect(other.statusCode).toBe(200);
  });

  it('counts refused and replayed POSTs too', async () => {
    for (let i = 0; i < limit; i++) await submit('10.0.3.1', contact.submit, {});
    expect((await submit('10.0.3.1')).statusCode).toBe(429);
    const key = { 'idempotency-key': 'rate-limit-replay' };
    for (let i = 0; i < limit; i++) await submit('10.0.3.2', contact.submit, contact.payload, key);
    expect((await submit('10.0.3.2', contact.submit, contact.payload, key)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    for (let i = 0; i < limit; i++) {
      await submit('10.0.4.1', contact.submit, contact.payload, { 'x-forwarded-for': `192.0.2.${i}` });
    }
    const spoofed = await submit('10.0.4.1', contact.submit, contact.payload, {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('never limits GETs: the health check, the site and the staff lists', async () => {
    for (let i = 0; i < limit + 2; i++) {
      const requests = [
        server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.5.1' }),
        server.app.inject({ method: 'GET', url: '/about', remoteAddress: '10.0.5.1' }),
        server.app.inject({
          method: 'GET',
          url: '/api/contact/all',
          remoteAddress: '10.0.5.1',
          headers: bearer(server.accounts.admin.token),
        }),
      ];
      const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
      expect(statuses).toEqual([200, 404, 200]);
    }
  });
});
