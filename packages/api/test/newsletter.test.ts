import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../src/db/schema.js';
import { bearer } from './support/accounts.js';
import { publicUrl, setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const subscribe = (email: string) =>
  server.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
const unsubscribe = (tokenOrId: string) =>
  server.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${encodeURIComponent(tokenOrId)}` });
const rows = () => server.database.db.select().from(newsletterSubscribers);
const subscribers = (query = '') =>
  server.app.inject({
    method: 'GET',
    url: `/api/newsletter/subscribers${query}`,
    headers: bearer(server.accounts.admin.token),
  });

describe('POST /newsletter/subscribe', () => {
  it('subscribes an address once, lower-cased, and sends a welcome with an unsubscribe link', async () => {
    const response = await subscribe('  Asha.Rao@Example.org ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.stringContaining('Thank you for subscribing'),
    });

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: 'asha.rao@example.org', status: 'active', unsubscribedAt: null });
    expect(row?.unsubscribeToken).toMatch(/^[\w-]{43}$/);

    expect(server.mails).toHaveLength(1);
    const [welcome] = server.mails;
    expect(welcome?.to).toBe('asha.rao@example.org');
    expect(welcome?.text).toContain(`${publicUrl}/api/newsletter/unsubscribe/${row?.unsubscribeToken}`);
  });

  it('answers an address already subscribed with the same success, and no second row or mail', async () => {
    await subscribe('asha@example.org');
    const first = await rows();
    const again = await subscribe('ASHA@example.org');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual((await subscribe('asha@example.org')).json());
    expect(await rows()).toEqual(first);
    expect(server.mails).toHaveLength(1);
  });

  it('re-activates an address that had unsubscribed, in the same row', async () => {
    await subscribe('asha@example.org');
    const [before] = await rows();
    await unsubscribe(before?.unsubscribeToken ?? '');
    const again = await subscribe('asha@example.org');
    expect(again.json().success).toBe(true);
    const [after, ...others] = await rows();
    expect(others).toEqual([]);
    expect(after).toMatchObject({ id: before?.id, status: 'active', unsubscribedAt: null });
    expect(server.mails).toHaveLength(2);
  });
});

describe('GET /newsletter/unsubscribe/:tokenOrId', () => {
  it('unsubscribes by the token of the mail link and answers a plain confirmation', async () => {
    await subscribe('asha@example.org');
    const [row] = await rows();
    const response = await unsubscribe(row?.unsubscribeToken ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('You have been unsubscribed');
    const [after] = await rows();
    expect(after?.status).toBe('unsubscribed');
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);

    // A second click (mail clients prefetch links) says the same and changes nothing.
    const twice = await unsubscribe(row?.unsubscribeToken ?? '');
    expect(twice.statusCode).toBe(200);
    expect((await rows())[0]?.unsubscribedAt).toEqual(after?.unsubscribedAt);
  });

  it('unsubscribes by id', async () => {
    await subscribe('asha@example.org');
    const [row] = await rows();
    expect((await unsubscribe(row?.id ?? '')).statusCode).toBe(200);
    expect((await rows())[0]?.status).toBe('unsubscribed');
  });

  it('answers 404 in plain text for an unknown token or id, and changes nothing', async () => {
    await subscribe('asha@example.org');
    for (const value of ['not-a-real-token', '7d8f0a5e-1c2b-4d3e-8f9a-0b1c2d3e4f5a']) {
      const response = await unsubscribe(value);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('not valid');
    }
    expect((await rows())[0]?.status).toBe('active');
  });
});

describe('GET /newsletter/subscribers', () => {
  it('lists subscribers newest first, never with their unsubscribe token', async () => {
    await subscribe('first@example.org');
    await subscribe('second@example.org');
    const response = await subscribers();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    expect(body.data.map((row: { email: string }) => row.email)).toEqual([
      'second@example.org',
      'first@example.org',
    ]);
    expect(body.data[0]).not.toHaveProperty('unsubscribeToken');
    expect(response.body).not.toContain((await rows())[0]?.unsubscribeToken);
  });

  it('filters by status and searches the address', async () => {
    await subscribe('first@example.org');
    await subscribe('second@sample.net');
    const [first] = (await rows()).filter((row) => row.email === 'first@example.org');
    await unsubscribe(first?.unsubscribeToken ?? '');
    const active = (await subscribers('?status=active')).json();
    expect(active.data.map((row: { email: string }) => row.email)).toEqual(['second@sample.net']);
    const gone = (await subscribers('?status=unsubscribed&search=FIRST')).json();
    expect(gone.data.map((row: { email: string }) => row.email)).toEqual(['first@example.org']);
    expect((await subscribers('?status=bounced')).statusCode).toBe(400);
    expect((await subscribers('?limit=500')).statusCode).toBe(400);
  });
});
