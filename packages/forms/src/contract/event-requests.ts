import { z } from 'zod';
import { eventRegistrationPayloadSchema } from '../schemas/event-payload.js';

/** What the event registration calls take besides the status update and the cancellation. */

/**
 * Where the holder of a registration reference shows it, and where a lookup by e-mail names the
 * address: headers, not the URL, which servers and proxies write into their logs.
 */
export const registrationReferenceHeader = 'x-registration-reference';
export const registrationEmailHeader = 'x-registration-email';

/** The registration service's own field rules (spec section 5), reused for the calls that take them. */
const payloadFields = eventRegistrationPayloadSchema.in.shape;
export const registrationEmail = payloadFields.email;

/** The client may send the id as a number or, from a query or a select, as digits. */
export const registrationEventId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  payloadFields.eventId,
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `POST /event/register`: the payload with the fields the server owns put in place before the
 * checks. Whatever the client sends as the date, the status or the title, it is neither refused nor
 * kept; the date given here only satisfies the schema, and the server stores its own clock's time.
 */
export const eventRegistrationRequest = z.preprocess(
  (value) =>
    isObject(value)
      ? {
          ...value,
          eventTitle: undefined,
          registrationDate: new Date(0).toISOString(),
          registrationStatus: 'pending',
        }
      : value,
  eventRegistrationPayloadSchema,
);

/**
 * `POST /events/check-registration`: is this address registered for this event? Answered only to the
 * signed-in account of that confirmed address, or with the registration's reference in its header.
 */
export const registrationCheckRequest = z.object({ email: registrationEmail, eventId: registrationEventId });

/** `GET /events/user-registrations`: the spec's query (logged as email=[redacted]); clients send the header. */
export const userRegistrationsQuery = z.object({ email: registrationEmail.optional() });
/** Loose: the other headers (Authorization...) stay as they are. */
export const userRegistrationsHeaders = z.looseObject({
  [registrationEmailHeader]: registrationEmail.optional(),
});

/**
 * The lookup by reference: any text, since a reference is read in any case, with spaces and
 * hyphens anywhere; one that is no reference finds nothing (404).
 */
export const referenceLookupHeaders = z.looseObject({
  [registrationReferenceHeader]: z
    .string()
    .optional()
    .describe(
      'The registration reference, such as REG-7F3K-9QXM-2HJD-8PRT (any case; spaces and hyphens allowed)',
    ),
});

/** Who may act on a registration without signing in (cancel, resend): the holder of its reference. */
export const referenceHolderHeaders = z.looseObject({
  [registrationReferenceHeader]: z
    .string()
    .max(100)
    .optional()
    .describe('The registration reference (from the 201 of /event/register)'),
});
