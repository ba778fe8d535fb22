import { ApiError } from '../client/api-error.js';
import type { EventRegistrationResponse } from '../client/types.js';
import { joinMessages } from '../errors.js';
import type { PageWords } from '../messages.hi.js';
import { messages } from '../messages.js';
import type { SubmitOutcome } from './outcome.js';

// How the registration service's answers read: shared by the hook and the server's form posts.

export function registrationReferenceOf(response: EventRegistrationResponse): string | null {
  return (
    response.registrationReference ??
    response.referenceId ??
    response.data?.registrationReference ??
    response.data?.referenceId ??
    null
  );
}

/** The service may answer without a success flag (spec section 3): a reference then means it registered. */
export function registrationOutcome(
  response: EventRegistrationResponse,
  words: PageWords = messages,
): SubmitOutcome {
  if (response.success === false) return { kind: 'rejected', message: words.fallback.registrationFailed };
  if (response.success === true || registrationReferenceOf(response)) return { kind: 'accepted' };
  return { kind: 'unknown' };
}

/** The modal's banner: the error's message, else the service's errors joined, else the fallback. */
export function registrationError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.message || (error.errors?.length ? joinMessages(error.errors) : undefined);
}
