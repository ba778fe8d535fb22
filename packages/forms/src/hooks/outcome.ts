import { ApiError } from '../client/api-error.js';
import type { ApiResponse } from '../client/types.js';

/**
 * How the form reads an answer that did not throw: accepted (thank-you view), ignored (nothing visible
 * changes, spec section 4) or rejected (a banner, as the registration modal does for `success: false`).
 */
export type SubmitOutcome =
  { kind: 'accepted' } | { kind: 'ignored' } | { kind: 'rejected'; message: string };

export function defaultOutcome(response: ApiResponse | null | undefined): SubmitOutcome {
  return response?.success === true ? { kind: 'accepted' } : { kind: 'ignored' };
}

/**
 * An ApiError's message is written for people (spec section 8), unless it is only the generic 'An
 * unexpected error occurred' of a server that said nothing: then the form's own fallback ('Failed to
 * send message. Please try again.') tells the visitor more. Any other error is a fault in the page,
 * whose text ("Cannot read properties of undefined") would mean nothing to a visitor, so it gets the
 * form's fallback too.
 */
export function defaultBannerMessage(error: unknown): string | undefined {
  return error instanceof ApiError && !error.generic ? error.message : undefined;
}
