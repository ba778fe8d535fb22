/** Shapes shared by the API client, the hooks and the server. */

/** One field's message, as the server lists them: `errors: [{ field, message }]`. */
export interface FieldErrorItem {
  field: string;
  message: string;
}

/** What every endpoint answers: success, a message, and data or errors. Extra keys pass through. */
export interface ApiResponse<TData = unknown> {
  success?: boolean;
  message?: string;
  data?: TData;
  errors?: FieldErrorItem[];
  [key: string]: unknown;
}

/** Per-call options. */
export interface RequestOptions {
  /** Sent as the `Idempotency-Key` header, so a retried submission is stored once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}
