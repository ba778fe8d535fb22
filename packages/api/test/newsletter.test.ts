import { describe, expect, it } from 'vitest';
import { apiMessages } from '@inclusion/forms';
import { newsletterSubscribers } from '../src/db/schema.js';
import { bearer } from './support/accounts.js';
import { publicUrl, setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const subscribe = (email: string) =>
  server.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
const unsubscribe = (tokenOrId: string) =>
  server.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${encodeURIComponent(tokenOrId)}` });
const rows = () => server.database.db.select().from(newsletterSubscribers);
const verifyLink = /https:\/\/inclusion\.example\/api\/newsletter\/verify\/([\w-]{43})/;
/** The token of the confirmation link in the last mail. */
const lastLinkToken = () => verifyLink.exec(server.mails.at(-1)?.text ?? '')?.[1] ?? '';
const openLink = (token: string) =>
  server.app.inject({ method: 'GET', url: `/api/newsletter/verify/${token}` });
/** The button of the link's page: an empty HTML form, as a browser posts it. */
const confirmLink = (token: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/newsletter/verify/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
/** Subscribed and confirmed: an active subscriber. */
async function subscribeConfirmed(email: string) {
  await subscribe(email);
  expect((await confirmLink(lastLinkToken())).statusCode).toBe(200);
}
const subscribers = (query = '') =>
  server.app.inject({
    method: 'GET',
    url: `/api/newsletter/subscribers${query}`,
    headers: bearer(server.accounts.admin.token),
  });

describe('POST /newsletter/subscribe (double opt-in)', () => {
  it('keeps a new address pending and mails it a confirmation link, in our words only', async () => {
    const response = await subscribe('  Asha.Rao@Example.org ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: apiMessages.subscribeCheckInbox });
    expect(response.json().message).toMatch(/check your inbox/);

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: 'asha.rao@example.org', status: 'pending', confirmedAt: null });
    // Only the link's hash is stored.
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    expect(mail?.to).toBe('asha.rao@example.org');
    expect(mail?.subject).toMatch(/confirm/i);
    expect(lastLinkToken()).toMatch(/^[\w-]{43}$/);
    expect(mail?.text).not.toContain(row?.unsubscribeToken);
    expect(JSON.stringify(mail)).not.toContain(row?.confirmTokenHash);
  });

  it('takes effect only when the link is followed: its page alone changes nothing', async () => {
    await subscribe('asha@example.org');
    const token = lastLinkToken();
    const page = await openLink(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('<html lang="en">');
    // A mail scanner that opens the link subscribes no one.
    expect((await rows())[0]?.status).toBe('pending');

    const confirmed = await confirmLink(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your subscription is confirmed');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'active', confirmTokenHash: null });
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // The welcome, with the unsubscribe link, comes after the confirmation.
    expect(server.mails).toHaveLength(2);
    expect(server.mails[1]?.text).toContain(
      `${publicUrl}/api/newsletter/unsubscribe/${row?.unsubscribeToken}`,
    );
    expect(server.mails[1]?.headers?.['List-Unsubscribe']).toContain(row?.unsubscribeToken);

    // The link works once.
    expect((await confirmLink(token)).statusCode).toBe(404);
    expect((await openLink(token)).statusCode).toBe(404);
  });

  it('answers JSON to a client that asks for it, and 404 for an unknown or expired link', async () => {
    await subscribe('asha@example.org');
    const token = lastLinkToken();
    const unknown = await server.app.inject({
      method: 'POST',
      url: `/api/newsletter/verify/${'x'.repeat(43)}`,
      headers: { accept: 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: apiMessages.confirmLinkInvalid });
    // Expired: the link's time is past.
    await server.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date('2020-01-01T00:00:00Z') });
    expect((await confirmLink(token)).statusCode).toBe(404);
    expect((await rows())[0]?.status).toBe('pending');
  });

  it('answers an address already subscribed with the same words, which hold: it is mailed that it is subscribed', async () => {
    await subscribeConfirmed('asha@example.org');
    const first = await rows();
    const again = await subscribe('ASHA@example.org');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual((await subscribe('someone.new@example.org')).json());
    expect((await rows()).filter((row) => row.email === 'asha@example.org')).toEqual(first);
    // The answer says a mail was sent, so one is: it says the address is already subscribed, and how to leave.
    const toAsha = server.mails.filter((mail) => mail.to === 'asha@example.org');
    expect(toAsha).toHaveLength(3);
    expect(toAsha[2]?.subject).toBe('You are already subscribed to our newsletter');
    expect(toAsha[2]?.text).toContain(
      `${publicUrl}/api/newsletter/unsubscribe/${first[0]?.unsubscribeToken}`,
    );
  });

  it('makes a re-subscription after unsubscribing wait for a new confirmation, in the same row', async () => {
    await subscribeConfirmed('asha@example.org');
    const [before] = await rows();
    await unsubscribe(before?.unsubscribeToken ?? '');
    const again = await subscribe('asha@example.org');
    expect(again.json().success).toBe(true);
    const [waiting, ...others] = await rows();
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ id: before?.id, status: 'pending' });
    expect((await subscribers('?status=active')).json().data).toEqual([]);

    await confirmLink(lastLinkToken());
    expect((await rows())[0]).toMatchObject({ id: before?.id, status: 'active', unsubscribedAt: null });
  });
});

describe('GET /newsletter/unsubscribe/:tokenOrId', () => {
  it('unsubscribes by the token of the mail link and answers a plain confirmation', async () => {
    await subscribeConfirmed('asha@example.org');
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
    await subscribeConfirmed('asha@example.org');
    const [row] = await rows();
    expect((await unsubscribe(row?.id ?? '')).statusCode).toBe(200);
    expect((await rows())[0]?.status).toBe('unsubscribed');
  });

  it('answers 404 in plain text for an unknown token or id, and changes nothing', async () => {
    await subscribeConfirmed('asha@example.org');
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
    expect(body.data[0]).not.toHaveProperty('confirmTokenHash');
    expect(response.body).not.toContain((await rows())[0]?.unsubscribeToken);
  });

  it('filters by status and searches the address', async () => {
    await subscribeConfirmed('first@example.org');
    await subscribeConfirmed('second@sample.net');
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
