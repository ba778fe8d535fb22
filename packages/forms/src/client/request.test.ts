import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, newIdempotencyKey } from './api-client.js';
import { ApiError } from './api-error.js';
import { joinUrl } from './request.js';
import { messages } from '../messages.js';
import type { VolunteerInput } from '../schemas/index.js';
import { json, rejection, startServer, type TestServer } from '../test-support/http-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
});

describe('base URL', () => {
  it('joins base and path with exactly one slash', () => {
    expect(joinUrl('/api', '/contact/submit')).toBe('/api/contact/submit');
    expect(joinUrl('/api/', 'health')).toBe('/api/health');
    expect(joinUrl('https://x.org/v1//', '//health')).toBe('https://x.org/v1/health');
  });

  it('uses the configured base URL, with or without a trailing slash', async () => {
    server = await startServer();
    await createApiClient({ baseUrl: `${server.url}/api/` }).health();
    await createApiClient({ baseUrl: `${server.url}/api` }).health();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/health', '/api/health']);
  });

  it("defaults to '/api' on the current host", async () => {
    const origin = (server = await startServer()).url;
    // Resolves the relative URL against the host, as a browser does.
    const browserLikeFetch: typeof fetch = (input, init) => fetch(new URL(String(input), origin), init);
    await createApiClient({ fetch: browserLikeFetch }).health();
    expect(server.requests[0]?.url).toBe('/api/health');
  });
});

describe('headers', () => {
  it('sends JSON bodies as application/json', async () => {
    server = await startServer();
    const client = createApiClient({ baseUrl: server.url });
    await client.newsletter.subscribe({ email: 'a@b.org' });
    await client.health();
    const [post, get] = server.requests;
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ email: 'a@b.org' });
    expect(get?.headers['content-type']).toBeUndefined();
  });

  it('sends Authorization only when there is a token', async () => {
    server = await startServer();
    await createApiClient({ baseUrl: server.url, getToken: () => 'tok-1' }).health();
    await createApiClient({ baseUrl: server.url, getToken: () => null }).health();
    await createApiClient({ baseUrl: server.url }).health();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-1',
      undefined,
      undefined,
    ]);
  });

  it("reads the token stored under 'authToken' by default", async () => {
    server = await startServer();
    const getItem = vi.fn((key: string) => (key === 'authToken' ? 'stored' : null));
    vi.stubGlobal('localStorage', { getItem });
    await createApiClient({ baseUrl: server.url }).health();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer stored');
  });
});

describe('idempotency', () => {
  it('sends the Idempotency-Key and the same key again when the attempt is retried', async () => {
    let calls = 0;
    server = await startServer((_req, res) => (++calls === 1 ? json(res, 503, {}) : json(res, 200, {})));
    const client = createApiClient({ baseUrl: server.url });
    const options = { idempotencyKey: newIdempotencyKey() };
    await expect(client.volunteer.register(volunteer, options)).rejects.toBeInstanceOf(ApiError);
    await client.volunteer.register(volunteer, options);
    await client.volunteer.register(volunteer);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([options.idempotencyKey, options.idempotencyKey, undefined]);
  });

  it('makes a fresh UUID each time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('timeout', () => {
  it('rejects with the timeout text and aborts the request', async () => {
    server = await startServer(() => {}); // never answers
    const started = Date.now();
    const error = await rejection(createApiClient({ baseUrl: server.url, timeoutMs: 200 }).health());
    expect(error).toMatchObject({ kind: 'timeout', message: messages.service.timeout, status: undefined });
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(server.closedEarly).resolves.toBeUndefined();
  });

  it("reports the caller's own abort as aborted", async () => {
    server = await startServer(() => {});
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl: server.url }).health({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await rejection(pending)).kind).toBe('aborted');
    await expect(server.closedEarly).resolves.toBeUndefined();
  });
});

const volunteer: VolunteerInput = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  expertise: ['Education'],
  howToHelp: 'Teaching mathematics on weekends',
};
