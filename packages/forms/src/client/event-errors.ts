import type { PageWords } from '../page-words.hi.js';
import { messages, serverErrorWithStatus } from '../messages.js';

/**
 * The words the API client says: the event service's statuses and its own failures. It reads these two
 * sections of `messages` only, never the whole table, so a build in another language can answer them
 * with its own (the site's scripts/site-language.mjs) and ship no English.
 */
export type ClientWords = Pick<PageWords, 'status' | 'service'>;

/** The client's words in English, as the spec gives them: its default when the caller passes none. */
export const englishClientWords = (): ClientWords => ({ status: messages.status, service: messages.service });

/** The event registration service's message for an HTTP error status (spec section 8). */
export function eventErrorMessage(
  status: number,
  serverMessage: string | undefined,
  words: ClientWords = englishClientWords(),
): string {
  const byStatus = words.status;
  // The spec words this one in English; in another language, its 'unexpected error' with the status.
  const withStatus = (code: number) =>
    byStatus === messages.status ? serverErrorWithStatus(code) : `${words.service.unexpected} (${code})`;
  switch (status) {
    case 400:
      return serverMessage ?? byStatus[400];
    case 401:
      return byStatus[401];
    case 403:
      return byStatus[403];
    case 404:
      return byStatus[404];
    case 409:
      return serverMessage ?? byStatus[409];
    case 422:
      return serverMessage ?? byStatus[422];
    case 429:
      return byStatus[429];
    case 500:
      return byStatus[500];
    default:
      return serverMessage ?? withStatus(status);
  }
}
