import type { Language } from '../language.js';
import { ApiError } from './api-error.js';
import { englishClientWords, eventErrorMessage, type ClientWords } from './event-errors.js';
import { fieldErrorsOf, isRecord, readBody, serverMessageOf } from './response-body.js';
import { clearSessionAndGoHome, readStoredToken } from './session-defaults.js';
import type { Download } from './staff-types.js';
import type { RequestOptions } from './types.js';

export const DEFAULT_BASE_URL = '/api';
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ApiClientConfig {
  /** The API base; '/api' on the current host when absent. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Sent as `Authorization: Bearer <token>`; by default the token stored under 'authToken'. */
  getToken?: () => string | null;
  /** Runs on a 401 (except from sign-in and register); by default clears the session and goes home. */
  onUnauthorized?: () => void;
  /**
   * The language the visitor reads: sent as `Accept-Language` with every call and as `language` in
   * every JSON body sent, so the server answers in it. Neither when absent.
   */
  language?: Language;
  /**
   * The client's own messages (a timeout, a network failure, the event service's statuses) in the
   * page's language, such as the page's `PageWords`; English by default.
   */
  messages?: ClientWords;
}

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  query?: URLSearchParams;
  options?: RequestOptions | undefined;
  /** 'events' applies the event registration service's messages (spec section 8). */
  service?: 'general' | 'events';
  /** Sign-in and register: a 401 there is the user's answer, not an expired session. */
  authAttempt?: boolean;
  /** Headers of the call itself, e.g. a reference that must not go in the URL (servers log URLs). */
  headers?: Record<string, string>;
  /**
   * A file download (CSV, JSON export): the answer resolves to a `Download` with the bytes as sent
   * (a Blob, so the CSV's UTF-8 BOM survives) and the file name of its Content-Disposition.
   */
  download?: boolean;
}

export type Requester = <T>(call: Call) => Promise<T>;

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createRequester(config: ApiClientConfig = {}): Requester {
  const baseUrl = config.baseUrl ?? DEFAULT_BASE_URL;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Called as a plain function: browsers reject `fetch` invoked as a method of another object.
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken = config.getToken ?? readStoredToken;
  const onUnauthorized = config.onUnauthorized ?? clearSessionAndGoHome;
  const language = config.language;
  const words = config.messages ?? englishClientWords();
  const text = words.service;

  return async function request<T>(call: Call): Promise<T> {
    const service = call.service ?? 'general';
    const query = call.query?.toString();
    const url = joinUrl(baseUrl, call.path) + (query ? `?${query}` : '');
    const headers = buildHeaders(call, getToken(), language);
    const body = language && isRecord(call.body) ? { ...call.body, language } : call.body;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = call.options?.signal;
    const relayAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) relayAbort();
    else callerSignal?.addEventListener('abort', relayAbort, { once: true });

    let response: Response;
    let data: unknown;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      // The body is read under the same timeout as the headers.
      if (call.download && response.ok) {
        data = downloadOf(response, await response.blob());
      } else {
        data = await readBody(response);
      }
    } catch (cause) {
      throw failedWithoutResponse(cause, {
        timedOut,
        aborted: callerSignal?.aborted === true,
        service,
        text,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', relayAbort);
    }

    const { status } = response;
    if (response.ok) {
      if (call.download) return data as T;
      if (isRecord(data)) return data as T;
      if (service === 'events') throw new ApiError(text.noData, { kind: 'no-data', status, data });
      return {} as T;
    }
    if (status === 401 && !call.authAttempt) onUnauthorized();
    const serverMessage = serverMessageOf(data);
    const message =
      service === 'events'
        ? eventErrorMessage(status, serverMessage, words)
        : (serverMessage ?? text.unexpected);
    throw new ApiError(message, {
      kind: 'http',
      status,
      data,
      errors: fieldErrorsOf(data),
      generic: service === 'general' && serverMessage === undefined,
    });
  };
}

/** `attachment; filename="contact-2025-10-01.csv"` → `contact-2025-10-01.csv`; 'download' without one. */
export function filenameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : 'download';
}

function downloadOf(response: Response, blob: Blob): Download {
  return {
    blob,
    filename: filenameOf(response.headers.get('Content-Disposition')),
    contentType: response.headers.get('Content-Type') ?? blob.type,
  };
}

function buildHeaders(call: Call, token: string | null, language: Language | undefined): Headers {
  const accept = call.download ? 'text/csv, application/json' : 'application/json';
  const headers = new Headers({ Accept: accept, ...call.headers });
  if (language) headers.set('Accept-Language', language);
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const key = call.options?.idempotencyKey;
  if (key && call.method === 'POST') headers.set('Idempotency-Key', key);
  return headers;
}

function failedWithoutResponse(
  cause: unknown,
  state: {
    timedOut: boolean;
    aborted: boolean;
    service: 'general' | 'events';
    text: ClientWords['service'];
  },
): ApiError {
  const { text } = state;
  if (state.timedOut) {
    // The event service reports a timeout as its no-response case.
    const message = state.service === 'events' ? text.network : text.timeout;
    return new ApiError(message, { kind: 'timeout', cause });
  }
  if (state.aborted) return new ApiError(text.unexpected, { kind: 'aborted', cause });
  // fetch rejects with a TypeError when no response arrives (refused, reset, DNS).
  if (cause instanceof TypeError) return new ApiError(text.network, { kind: 'network', cause });
  const clientMessage = cause instanceof Error && cause.message ? cause.message : undefined;
  return new ApiError(clientMessage ?? text.unexpected, { kind: 'unknown', cause });
}
