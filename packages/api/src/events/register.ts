import { findEvent } from '@inclusion/events';
import {
  apiMessages,
  errorAnswer,
  eventRegistrationRequest,
  notRegisteredAnswer,
  registeredAnswer,
  registrationCheckAnswer,
  registrationCheckRequest,
  referenceLookupHeaders,
  registrationReferenceHeader,
} from '@inclusion/forms';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors.js';
import { insertWithReference } from '../db/reference.js';
import { eventRegistrations } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { createSecretReference } from '../lib/index.js';
import { newSubmissionMails, writeWithMails, writtenColumns } from '../outbox/queue.js';
import { bearerToken, userOfToken } from '../plugins/auth.js';
import type { App, AppContext } from '../types.js';
import { eventMessages, headerValue, registrationPrefix, registrationReferenceOf } from './shared.js';

/** Anyone: register; the proven owner or the reference's holder: ask whether it is registered. */
export function registrationRoutes(app: App, context: AppContext): void {
  const { db } = context;

  app.post(
    '/event/register',
    { schema: { body: eventRegistrationRequest, response: { 201: registeredAnswer, 409: errorAnswer } } },
    async (request, reply) => {
      const payload = request.body;
      const event = findEvent(payload.eventId);
      if (!event) throw new Error(`The schema let through the unknown event ${payload.eventId}`);
      const token = bearerToken(request);
      // A dead token does not stop a registration: the person is simply not linked to an account.
      const user = token ? await userOfToken(context, token) : null;
      const now = context.now();

      const values = {
        ...payload,
        eventTitle: event.title,
        registrationDate: now,
        registrationStatus: 'pending',
        userId: user?.id ?? null,
        // The language of the form: the confirmation mail is in it.
        language: request.language,
        updatedAt: now,
      };
      const sameRegistration = and(
        eq(eventRegistrations.eventId, payload.eventId),
        sql`lower(${eventRegistrations.email}) = ${payload.email.toLowerCase()}`,
      );

      // The confirmation and the notice are queued in the statement that stores the registration.
      const mails = newSubmissionMails('event-registration', context.config, now);
      const written = writtenColumns(eventRegistrations);
      const [record] = await insertWithReference(
        registrationPrefix,
        now,
        (reference) =>
          writeWithMails(
            db,
            db
              .insert(eventRegistrations)
              .values({ ...values, reference, createdAt: now })
              .returning(written),
            mails,
          ),
        // The reference lets its holder read and cancel the registration: 80 random bits.
        () => createSecretReference(registrationPrefix),
      ).catch(async (error: unknown) => {
        // The unique index on (event_id, lower(email)) settles two registrations racing each other too.
        if (!isUniqueViolation(error, 'event_registrations_event_email_unique')) throw error;
        // Someone who cancelled may register again: the same row, pending again, under a new reference.
        const reinstated = await writeWithMails(
          db,
          db
            .update(eventRegistrations)
            .set({
              ...values,
              reference: createSecretReference(registrationPrefix),
              notes: null,
              cancelReason: null,
              cancelledAt: null,
            })
            .where(and(sameRegistration, eq(eventRegistrations.registrationStatus, 'cancelled')))
            .returning(written),
          mails,
        );
        if (reinstated.length > 0) return reinstated;
        // Anyone can type an address: a registration a stranger made with it does not keep its proven
        // owner out. The owner's details replace it, under a new reference: the stranger's reaches nothing.
        const provenOwner =
          user?.emailVerified === true && user.email.toLowerCase() === payload.email.toLowerCase();
        if (!provenOwner) throw new HttpError(409, eventMessages.alreadyRegistered);
        const takenOver = await writeWithMails(
          db,
          db
            .update(eventRegistrations)
            .set({ ...values, reference: createSecretReference(registrationPrefix), notes: null })
            .where(
              and(
                sameRegistration,
                inArray(eventRegistrations.registrationStatus, ['pending', 'confirmed']),
                or(isNull(eventRegistrations.userId), ne(eventRegistrations.userId, user.id)),
              ),
            )
            .returning(written),
          mails,
        );
        if (takenOver.length === 0) throw new HttpError(409, eventMessages.alreadyRegistered);
        return takenOver;
      });
      if (!record) throw new Error('The event registration insert returned no row');

      context.outbox.poke();
      return reply.code(201).send({
        success: true,
        message: eventMessages.registered(event, record.reference, record.confirmationQueued),
        registrationReference: record.reference,
      });
    },
  );

  // Attendance at a disability event is sensitive: the answer goes only to whoever proves the
  // registration is theirs (the signed-in account of the confirmed address, or its reference).
  app.post(
    '/events/check-registration',
    {
      schema: {
        body: registrationCheckRequest,
        headers: referenceLookupHeaders,
        response: {
          200: registrationCheckAnswer,
          401: errorAnswer,
          403: errorAnswer,
          404: notRegisteredAnswer,
        },
      },
    },
    async (request, reply) => {
      const { email, eventId } = request.body;
      const typed = headerValue(request, registrationReferenceHeader);
      const token = bearerToken(request);
      const user = token ? await userOfToken(context, token) : null;
      const proven = user !== null && user.emailVerified && user.email.toLowerCase() === email;
      if (!proven && !typed?.trim()) {
        if (user) throw new HttpError(403, apiMessages.accessDenied);
        throw new HttpError(401, apiMessages.authRequired);
      }
      // With a reference, only the registration it names; an old-form reference names none.
      const reference = proven ? undefined : (registrationReferenceOf(typed) ?? '');
      const [found] = await db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            sql`lower(${eventRegistrations.email}) = ${email}`,
            reference === undefined ? undefined : eq(eventRegistrations.reference, reference),
            // A cancelled registration no longer holds a place.
            ne(eventRegistrations.registrationStatus, 'cancelled'),
          ),
        )
        .limit(1);
      if (found) return { isRegistered: true };
      return reply
        .code(404)
        .send({ success: false, isRegistered: false, message: eventMessages.notRegistered });
    },
  );
}
