import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, serverErrorWithStatus } from '../messages.js';
import { createApiClient } from './api-client.js';
import { closedPortUrl, json, rejection, startServer, type TestServer } from '../test-support/http-server.js';
import { registration } from '../test-support/fixtures.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientAnswering(status: number, body?: unknown) {
  server = await startServer((_req, res) => json(res, status, body));
  return createApiClient({ baseUrl: server.url, onUnauthorized: () => {} });
}

const fieldErrors = [{ field: 'mobileNumber', message: 'Valid 10-digit mobile number is required' }];
const check = { email: registration.email, eventId: registration.eventId };

describe('event service error catalogue', () => {
  it.each([
    [400, { message: 'Email is required', errors: fieldErrors }, 'Email is required'],
    [400, { errors: fieldErrors }, messages.status[400]],
    [401, { message: 'jwt expired' }, messages.status[401]],
    [403, { message: 'Forbidden' }, messages.status[403]],
    [404, { message: 'No route' }, messages.status[404]],
    [
      409,
      { message: 'You are already registered for this event' },
      'You are already registered for this event',
    ],
    [409, {}, messages.status[409]],
    [422, { message: 'Event ID is required', errors: fieldErrors }, 'Event ID is required'],
    [422, { errors: fieldErrors }, messages.status[422]],
    [429, { message: 'Slow down' }, messages.status[429]],
    [500, { message: 'TypeError: x is undefined' }, messages.status[500]],
    [503, { message: 'Down for maintenance' }, 'Down for maintenance'],
    [503, undefined, serverErrorWithStatus(503)],
  ])('%i %j → %s', async (status, body, message) => {
    const client = await clientAnswering(status, body);
    const error = await rejection(client.events.register(registration));
    expect(error).toMatchObject({ kind: 'http', status, message });
    expect(error.errors).toEqual(body && 'errors' in body ? fieldErrors : undefined);
  });

  it('runs onUnauthorized on a 401', async () => {
    server = await startServer((_req, res) => json(res, 401, {}));
    const onUnauthorized = vi.fn();
    await rejection(createApiClient({ baseUrl: server.url, onUnauthorized }).events.stats(1));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports no response as a network error, also when it timed out', async () => {
    const refused = await rejection(
      createApiClient({ baseUrl: await closedPortUrl() }).events.register(registration),
    );
    expect(refused).toMatchObject({
      kind: 'network',
      message: messages.service.network,
    });

    server = await startServer(() => {});
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 200 });
    const timedOut = await rejection(client.events.register(registration));
    expect(timedOut).toMatchObject({ kind: 'timeout', message: refused.message });
  });

  it("uses the client's message, else the fallback, otherwise", async () => {
    const boom: typeof fetch = () => Promise.reject(new Error('Invalid URL'));
    expect((await rejection(createApiClient({ fetch: boom }).events.list())).message).toBe('Invalid URL');
    const bare: typeof fetch = () => Promise.reject(new Error());
    expect((await rejection(createApiClient({ fetch: bare }).events.list())).message).toBe(
      messages.service.unexpected,
    );
  });

  it.each([200, 201, 204])('rejects a %i without data', async (status) => {
    const error = await rejection((await clientAnswering(status)).events.register(registration));
    expect(error).toMatchObject({ kind: 'no-data', status, message: messages.service.noData });
  });

  it('resolves the registration reference', async () => {
    const client = await clientAnswering(201, { message: 'Registered', registrationReference: 'REG-1' });
    await expect(client.events.register(registration)).resolves.toMatchObject({
      registrationReference: 'REG-1',
    });
  });
});

describe('checkRegistration', () => {
  it('sends the email lower-cased and reads isRegistered', async () => {
    const client = await clientAnswering(200, { isRegistered: true });
    await expect(
      client.events.checkRegistration({ email: ' Asha@Example.ORG ', eventId: 2 }),
    ).resolves.toEqual({
      isRegistered: true,
    });
    expect(JSON.parse(server?.requests[0]?.body ?? '')).toEqual({ email: 'asha@example.org', eventId: 2 });
    expect(server?.requests[0]?.url).toBe('/events/check-registration');
  });

  it('reads isRegistered under data too', async () => {
    const client = await clientAnswering(200, { success: true, data: { isRegistered: true } });
    await expect(client.events.checkRegistration(check)).resolves.toEqual({ isRegistered: true });
  });

  it('treats a 404 as not registered', async () => {
    const client = await clientAnswering(404, { message: 'Not found' });
    await expect(client.events.checkRegistration(check)).resolves.toEqual({ isRegistered: false });
  });

  it('rejects on other errors', async () => {
    const client = await clientAnswering(500);
    expect((await rejection(client.events.checkRegistration(check))).status).toBe(500);
  });
});
