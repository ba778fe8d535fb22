import {
  apiMessages,
  cancelledAnswer,
  errorAnswer,
  idParams,
  messageAnswer,
  messages,
  recordsAnswer,
  referenceHolderHeaders,
  registrationCancelSchema,
  registrationEmailHeader,
  registrationReferenceHeader,
  userRegistrationsHeaders,
  userRegistrationsQuery,
} from '@inclusion/forms';
import { timingSafeEqual } from 'node:crypto';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { eventRegistrations } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import { queueSubmissionMail, takeDailyMail } from '../outbox/queue.js';
import { bearerToken, isStaffRole, requireUser, userOfToken, type AuthUser } from '../plugins/auth.js';
import { nextVersion } from '../staff/inbox/versions.js';
import type { App, AppContext } from '../types.js';
import {
  eventMessages,
  headerValue,
  lookupRateLimit,
  publicColumns,
  publicView,
  registrationById,
  registrationReferenceOf,
  type Registration,
} from './shared.js';

/** Compared in constant time: how long a comparison takes tells nothing about the stored reference. */
const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Who registered it while signed in, or the account of its e-mail address once the owner has
 * proven that address: an address someone merely typed at signup grants nothing.
 */
const isOwner = (user: AuthUser, registration: Registration) =>
  user.id === registration.userId ||
  (user.emailVerified && user.email.toLowerCase() === registration.email.toLowerCase());

/**
 * The registration, for the admin, its owner (the signed-in user of its e-mail, or who registered
 * it while signed in) or whoever holds its reference. 401 with no credential at all, 404 for an
 * unknown id, 403 for anyone else.
 */
async function registrationFor(context: AppContext, request: FastifyRequest, id: string) {
  const typed = headerValue(request, registrationReferenceHeader);
  // A reference of the old, guessable form (or anything else) counts as none.
  const reference = registrationReferenceOf(typed);
  const token = bearerToken(request);
  const user = token ? await userOfToken(context, token) : null;
  if (!user && !typed?.trim()) throw new HttpError(401, apiMessages.authRequired);

  const registration = await registrationById(context.db, id);
  if (!registration) throw notFound();
  const allowed =
    (user !== null && isStaffRole(user.role)) ||
    (user !== null && isOwner(user, registration)) ||
    (reference !== undefined && safeEqual(reference, registration.reference));
  if (!allowed) throw new HttpError(403, apiMessages.accessDenied);
  return registration;
}

/** A person's own registrations: by their account, or by the reference they were given. */
export function eventAccessRoutes(app: App, context: AppContext): void {
  const { db } = context;

  app.get(
    '/events/user-registrations',
    {
      onRequest: requireUser(context),
      config: { rateLimit: lookupRateLimit(context, 'registrations-by-email') },
      schema: {
        querystring: userRegistrationsQuery,
        headers: userRegistrationsHeaders,
        response: { 200: recordsAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, apiMessages.authRequired);
      // Without an address: the signed-in account's own.
      const email =
        request.query.email ?? request.headers[registrationEmailHeader] ?? user.email.toLowerCase();
      if (!isStaffRole(user.role) && user.email.toLowerCase() !== email) {
        throw new HttpError(403, apiMessages.accessDenied);
      }
      // Staff see the address's registrations. A user sees those made with their address once they
      // have proven it, and always those they made while signed in.
      const byAddress = sql`lower(${eventRegistrations.email}) = ${email}`;
      const match = isStaffRole(user.role)
        ? byAddress
        : user.emailVerified
          ? or(byAddress, eq(eventRegistrations.userId, user.id))
          : eq(eventRegistrations.userId, user.id);
      const data = await db
        .select(publicColumns)
        .from(eventRegistrations)
        .where(match)
        .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id));
      return { success: true, data };
    },
  );

  app.patch(
    '/events/registration/:id/cancel',
    {
      schema: {
        params: idParams,
        headers: referenceHolderHeaders,
        // cancelledAt, which the client sends, is dropped: the server records the time of the call.
        body: registrationCancelSchema,
        response: { 200: cancelledAnswer, 401: errorAnswer, 403: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const registration = await registrationFor(context, request, request.params.id);
      if (registration.registrationStatus === 'cancelled') {
        return { success: true, message: eventMessages.alreadyCancelled, data: publicView(registration) };
      }
      if (registration.registrationStatus === 'attended') {
        return reply.code(409).send({ success: false, message: eventMessages.attendedCannotCancel });
      }
      const now = context.now();
      const [record] = await db
        .update(eventRegistrations)
        .set({
          registrationStatus: 'cancelled',
          cancelReason: request.body.reason ?? null,
          cancelledAt: now,
          // A change like any other: staff who opened the registration before it see it as one.
          version: nextVersion(eventRegistrations.version),
          updatedAt: now,
        })
        .where(eq(eventRegistrations.id, registration.id))
        .returning();
      if (!record) throw notFound();
      return { success: true, message: eventMessages.cancelled, data: publicView(record) };
    },
  );

  app.post(
    '/events/registration/:id/resend-confirmation',
    {
      schema: {
        params: idParams,
        headers: referenceHolderHeaders,
        response: { 200: messageAnswer, 401: errorAnswer, 403: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const registration = await registrationFor(context, request, request.params.id);
      if (registration.registrationStatus === 'cancelled') {
        return reply.code(409).send({ success: false, message: eventMessages.cancelledNoResend });
      }
      // Counted against the address's daily cap as it is queued: the answer says whether it is sent.
      const queued = await db.transaction(async (tx) => {
        if (!(await takeDailyMail(tx, registration.email, context.config.mailConfirmationsPerDay)))
          return false;
        await queueSubmissionMail(tx, {
          kind: 'confirmation',
          submissionKind: 'event-registration',
          submissionId: registration.id,
          recipient: registration.email,
          createdAt: context.now(),
          capCounted: true,
        });
        return true;
      });
      if (!queued) return { success: true, message: messages.mailCap.resendNotSent };
      context.outbox.poke();
      return { success: true, message: eventMessages.resent };
    },
  );
}
