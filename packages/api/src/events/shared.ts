import { normalizeIP } from '@fastify/rate-limit';
import type { FoundationEvent } from '@inclusion/events';
import { messages } from '@inclusion/forms';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { eventRegistrations } from '../db/schema.js';
import { normalizeSecretReference, referencePrefixes } from '../lib/index.js';
import { rateLimitWindowMs } from '../plugins/rate-limit.js';
import { isUuid } from '../submissions/routes.js';
import type { AppContext } from '../types.js';

export const registrationPrefix = referencePrefixes['event-registration'];

/** A header's value, or undefined when absent or sent more than once. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The reference a person typed, in its stored form; undefined when it is no secret reference. */
export const registrationReferenceOf = (typed: string | undefined) =>
  typed === undefined ? undefined : normalizeSecretReference(typed, registrationPrefix);

/**
 * The rate limit of the GETs that find a registration by reference or by e-mail: as many a minute
 * per client address as the POSTs get, one budget per kind of lookup whatever its path, so that
 * guessing references or addresses gets nowhere.
 */
export const lookupRateLimit = ({ config }: AppContext, lookup: string) => ({
  max: config.rateLimitPerMinute,
  timeWindow: rateLimitWindowMs,
  keyGenerator: (request: FastifyRequest) => `${normalizeIP(request.ip)} lookup:${lookup}`,
});

export type Registration = typeof eventRegistrations.$inferSelect;

/** The server's own words for the event calls (the spec words only the validation messages). */
export const eventMessages = {
  /** `mailed`: the confirmation is queued; over the address's daily cap it is not, and the answer says so. */
  registered: (event: FoundationEvent, reference: string, mailed: boolean) =>
    `Your registration for ${event.title} is confirmed. Your registration ID is ${reference}: please save it. ` +
    `The event takes place on ${event.dateLabel}, ${event.time}, in ${event.location}. ` +
    (mailed ? 'We have sent these details to your e-mail address.' : messages.mailCap.confirmationNotSent),
  alreadyRegistered: 'You are already registered for this event',
  notRegistered: 'No registration was found for this e-mail address and event',
  cancelled: 'Your registration has been cancelled',
  alreadyCancelled: 'This registration was already cancelled',
  attendedCannotCancel: 'This registration cannot be cancelled: the participant has attended the event',
  cancelledNoResend: 'This registration is cancelled: no confirmation is sent for it',
  resent: 'The confirmation e-mail has been sent again to the address of the registration',
} as const;

/** Notes and the link to an account are for staff; the rest is the person's own registration. */
const { userId: _userId, notes: _notes, ...columns } = getTableColumns(eventRegistrations);
export const publicColumns = columns;

export function publicView(registration: Registration) {
  const { userId: _u, notes: _n, ...rest } = registration;
  return rest;
}

export async function registrationById(db: Db, id: string): Promise<Registration | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).limit(1);
  return found;
}
