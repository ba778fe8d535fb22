import { describe, expect, it } from 'vitest';
import { messagesHi } from '../messages.hi.js';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';

/** A fetch that records each call and answers with `answer`. */
function recordingFetch(answer: () => Promise<Response>) {
  const calls: { headers: Headers; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    calls.push({
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  };
  return { calls, fetch };
}

const ok = async () => Response.json({ success: true, message: 'ok' }, { status: 201 });

describe('the API client in a language', () => {
  it('sends the language as Accept-Language and in the JSON body', async () => {
    const { calls, fetch } = recordingFetch(ok);
    const api = createApiClient({ fetch, language: 'hi', getToken: () => null });
    await api.newsletter.subscribe({ email: 'a@example.org' });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('hi');
    expect(calls[0]?.body).toEqual({ email: 'a@example.org', language: 'hi' });
  });

  it('sends neither without a language, so English calls stay as they were', async () => {
    const { calls, fetch } = recordingFetch(ok);
    const api = createApiClient({ fetch, getToken: () => null });
    await api.newsletter.subscribe({ email: 'a@example.org' });
    expect(calls[0]?.headers.has('Accept-Language')).toBe(false);
    expect(calls[0]?.body).toEqual({ email: 'a@example.org' });
  });

  it('says a network failure in the words it is given', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('refused')));
    const api = createApiClient({ fetch, language: 'hi', messages: messagesHi, getToken: () => null });
    const failure = await api.newsletter
      .subscribe({ email: 'a@example.org' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(messagesHi.service.network);
  });

  it("says the event service's status messages in Hindi", async () => {
    const { fetch } = recordingFetch(async () => Response.json({ success: false }, { status: 429 }));
    const api = createApiClient({ fetch, language: 'hi', messages: messagesHi, getToken: () => null });
    const failure = await api.events
      .register({} as never, { idempotencyKey: 'k' })
      .catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe(messagesHi.status[429]);
  });

  it('says a status the event service has no words for with its Hindi unexpected error', async () => {
    const { fetch } = recordingFetch(async () => new Response(null, { status: 503 }));
    const api = createApiClient({ fetch, messages: messagesHi, getToken: () => null });
    const failure = await api.events
      .register({} as never, { idempotencyKey: 'k' })
      .catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe(`${messagesHi.service.unexpected} (503)`);
  });
});
