import type { FieldErrorItem } from './types.js';

/**
 * Why a call failed: `http` (the server answered outside 2xx), `timeout`, `network` (no response),
 * `no-data` (an event-service 2xx without a body), `aborted` (the caller's signal) or `unknown`.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'no-data' | 'aborted' | 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status; undefined when no response arrived. */
  status?: number;
  /** The response body: parsed JSON, the raw text, or undefined when empty. */
  data?: unknown;
  /** The server's field list, when it sent one. */
  errors?: FieldErrorItem[];
  /** True when the message is only the generic 'An unexpected error occurred': the server said nothing. */
  generic?: boolean;
  cause?: unknown;
}

/** Every failed call rejects with this; `message` is ready to show in the form's banner. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly errors: FieldErrorItem[] | undefined;
  /** The message says nothing specific; a form shows its own fallback instead (spec section 8). */
  readonly generic: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
    this.errors = init.errors;
    this.generic = init.generic ?? false;
  }
}
