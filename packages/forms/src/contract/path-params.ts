import { z } from 'zod';
import { recordKinds } from './record-kinds.js';

/**
 * The parameters the calls read from their paths. Each is any text: a value that names nothing (a
 * kind we do not keep, an id that is not a UUID, an event we do not hold) is a 404, as an unknown
 * record is, so the server reads the text and looks for it rather than refusing its form.
 */

const recordId = z.string().describe("A record's id: a UUID (any other value names no record: 404)");

/** `/:id`: a record (a submission, a registration, an account). */
export const idParams = z.object({ id: recordId });

/** `/staff/submissions/:kind/:id`: a record of a kind. */
export const recordParams = z.object({
  kind: z.string().describe(`A kind of record: ${recordKinds.join(', ')} (any other: 404)`),
  id: recordId,
});

/** `/events/:eventId/stats`. */
export const eventIdParams = z.object({
  eventId: z.string().describe("The id of one of the foundation's events, in digits (any other: 404)"),
});

/** `/events/registration/reference/:reference?`: the spec's form; clients send the header instead. */
export const registrationReferenceParams = z.object({
  reference: z
    .string()
    .optional()
    .describe('The registration reference, such as REG-7F3K-9QXM-2HJD-8PRT (logged as [redacted])'),
});

/** `/newsletter/verify/:token`: the single-use token of a confirmation mail's link. */
export const newsletterTokenParams = z.object({
  token: z.string().describe("The token of the confirmation mail's link (unknown, used or expired: 404)"),
});

/** `/newsletter/unsubscribe/:tokenOrId`: the token of a mail's unsubscribe link, or the subscriber's id. */
export const unsubscribeParams = z.object({
  tokenOrId: z.string().describe("The token of a newsletter mail's unsubscribe link, or the subscriber's id"),
});
