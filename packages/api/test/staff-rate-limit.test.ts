import { describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer({ env: { RATE_LIMIT_PER_MINUTE: '2' } });

describe('the staff calls are rate-limited', () => {
  it('gives the staff GETs a budget of their own, ten times the POST limit', async () => {
    const get = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/staff/overview',
        headers: bearer(server.accounts.admin.token),
      });
    for (let i = 0; i < 20; i++) expect((await get()).statusCode).toBe(200);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits the status updates and the lists with the same budget, each on its own', async () => {
    const list = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/contact/all',
        headers: bearer(server.accounts.admin.token),
      });
    for (let i = 0; i < 20; i++) expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(429);
    const patch = () =>
      server.app.inject({
        method: 'PATCH',
        url: '/api/contact/00000000-0000-4000-8000-000000000000/status',
        headers: bearer(server.accounts.admin.token),
        payload: { status: 'closed' },
      });
    for (let i = 0; i < 20; i++) expect((await patch()).statusCode).toBe(404);
    expect((await patch()).statusCode).toBe(429);
  });

  it('limits the staff POSTs as every POST', async () => {
    const invite = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/staff/invites',
        headers: bearer(server.accounts.admin.token),
        payload: { email: 'someone@example.org', role: 'staff' },
      });
    expect((await invite()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(429);
  });
});
