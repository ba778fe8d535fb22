import { textAnswer, type errorAnswer, type messageAnswer } from '@inclusion/forms';

/** Answers that are not JSON, declared with their content type so the document says what they are. */

/** An HTML page (the newsletter's confirmation link). */
export const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: textAnswer } },
});

/** A page, or JSON for a client that asks for it with `Accept: application/json`. */
export const pageOrJson = (description: string, json: typeof messageAnswer | typeof errorAnswer) => ({
  description,
  content: { 'text/html': { schema: textAnswer }, 'application/json': { schema: json } },
});

/** A line of plain text (the newsletter's unsubscribe link, opened from a mail). */
export const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: textAnswer } },
});

/** A download of CSV text. */
export const csvFile = (description: string) => ({
  description,
  content: { 'text/csv': { schema: textAnswer } },
});
