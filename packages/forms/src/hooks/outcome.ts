import { ApiError } from '../client/api-error.js';
import type { ApiResponse } from '../client/types.js';

/**
 * How the form reads an answer that did not throw:
 * - accepted: the thank-you view;
 * - rejected: a banner with the answer's words, as the registration modal shows for `success: false`;
 * - unknown: an answer that is neither (no success flag, say). The spec shows nothing; here the banner
 *   says the outcome is unknown, and the attempt's key stays, so pressing again cannot store it twice;
 * - ignored: the form stays as it is, for a form whose results are shown elsewhere (a search).
 */
export type SubmitOutcome =
  { kind: 'accepted' } | { kind: 'rejected'; message: string } | { kind: 'unknown' } | { kind: 'ignored' };

export function defaultOutcome(response: ApiResponse | null | undefined): SubmitOutcome {
  return response?.success === true ? { kind: 'accepted' } : { kind: 'unknown' };
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
