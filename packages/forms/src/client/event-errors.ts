import type { PageWords } from '../messages.hi.js';
import { messages, serverErrorWithStatus } from '../messages.js';

/** The event registration service's message for an HTTP error status (spec section 8). */
export function eventErrorMessage(
  status: number,
  serverMessage: string | undefined,
  words: PageWords = messages,
): string {
  const byStatus = words.status;
  // The spec words this one in English; in another language, its 'unexpected error' with the status.
  const withStatus = (code: number) =>
    words === messages ? serverErrorWithStatus(code) : `${words.service.unexpected} (${code})`;
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
