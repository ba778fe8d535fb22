import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { messages } from '../messages.js';
import { closedPortUrl, json, rejection, startServer, type TestServer } from '../test-support/http-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
});

const signupPayload = { name: 'Asha', email: 'a@b.org', phoneNumber: '9876543210', password: 'Secret123' };

function answering(status: number, body?: unknown) {
  return startServer((_req, res) => json(res, status, body));
}

describe('401', () => {
  it('runs onUnauthorized for an ordinary call, then rejects', async () => {
    server = await answering(401, { message: 'Token expired' });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: server.url, onUnauthorized });
    const error = await rejection(client.contact.list());
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['login', 401, 'Invalid email or password'],
    ['signup', 401, 'Invalid sign-up token'],
    ['signup', 409, 'Email already registered'],
  ] as const)(
    'does not run it for %s: a %i is thrown with the server message',
    async (call, status, message) => {
      server = await answering(status, { message });
      const onUnauthorized = vi.fn();
      const { auth } = createApiClient({ baseUrl: server.url, onUnauthorized });
      const pending =
        call === 'login'
          ? auth.login({ email: 'a@b.org', password: 'Secret123' })
          : auth.signup(signupPayload);
      expect(await rejection(pending)).toMatchObject({ kind: 'http', status, message });
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('by default clears the stored session and goes home', async () => {
    server = await answering(401);
    const removeItem = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('localStorage', { getItem: () => 'old-token', removeItem });
    vi.stubGlobal('window', { location: { assign } });
    await rejection(createApiClient({ baseUrl: server.url }).volunteer.list());
    expect(removeItem.mock.calls).toEqual([['authToken'], ['user']]);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('message precedence: server message, else client text, else the fallback', () => {
  it("uses the server's message and passes status, data and the field list on", async () => {
    const body = {
      success: false,
      message: 'Check the form',
      errors: [{ field: 'email', message: 'Taken' }],
    };
    server = await answering(422, body);
    const error = await rejection(
      createApiClient({ baseUrl: server.url }).newsletter.subscribe({ email: 'a@b.org' }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'Check the form', data: body });
    expect(error.errors).toEqual([{ field: 'email', message: 'Taken' }]);
  });

  it("uses the client's text when no response came", async () => {
    server = await startServer(() => {});
    const timedOut = await rejection(createApiClient({ baseUrl: server.url, timeoutMs: 100 }).health());
    expect(timedOut.message).toBe(messages.service.timeout);

    const refused = await rejection(createApiClient({ baseUrl: await closedPortUrl() }).health());
    expect(refused).toMatchObject({
      kind: 'network',
      status: undefined,
      message: messages.service.network,
    });
  });

  it("uses the client error's own message when fetch fails otherwise", async () => {
    const failing: typeof fetch = () => Promise.reject(new RangeError('Bad header value'));
    const error = await rejection(createApiClient({ fetch: failing }).health());
    expect(error).toMatchObject({ kind: 'unknown', message: 'Bad header value' });
  });

  it('falls back to the unexpected-error text when there is neither', async () => {
    server = await answering(500);
    const empty = await rejection(createApiClient({ baseUrl: server.url }).health());
    expect(empty).toMatchObject({
      status: 500,
      message: messages.service.unexpected,
      data: undefined,
      generic: true,
    });
    await server.close();

    server = await startServer((_req, res) => res.writeHead(502).end('Bad Gateway'));
    const html = await rejection(createApiClient({ baseUrl: server.url }).health());
    expect(html).toMatchObject({
      status: 502,
      message: messages.service.unexpected,
      data: 'Bad Gateway',
      generic: true,
    });

    const silent: typeof fetch = () => Promise.reject(new Error(''));
    expect((await rejection(createApiClient({ fetch: silent }).health())).message).toBe(
      messages.service.unexpected,
    );
  });
});
