import {
  errorAnswer,
  recordAnswer,
  referenceLookupHeaders,
  registrationReferenceHeader,
  registrationReferenceParams,
} from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { eventRegistrations } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { App, AppContext } from '../types.js';
import { headerValue, lookupRateLimit, publicColumns, registrationReferenceOf } from './shared.js';

/**
 * A registration read by its reference (the reference is the secret: 80 random bits). The
 * reference goes in the X-Registration-Reference header; the spec's path form still answers (its
 * path is logged as /reference/[redacted]). Both share one rate limit per client address. A
 * reference of the old, guessable form finds nothing.
 */
export function registrationLookupRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const config = { rateLimit: lookupRateLimit(context, 'registration-reference') };

  const find = async (typed: string | undefined) => {
    const reference = registrationReferenceOf(typed);
    if (!reference) throw notFound();
    const [found] = await db
      .select(publicColumns)
      .from(eventRegistrations)
      .where(eq(eventRegistrations.reference, reference))
      .limit(1);
    if (!found) throw notFound();
    return { success: true, data: found };
  };

  // One route for both forms (an optional last parameter), so that both share one rate limit.
  app.get(
    '/events/registration/reference/:reference?',
    {
      config,
      schema: {
        params: registrationReferenceParams,
        headers: referenceLookupHeaders,
        response: { 200: recordAnswer, 404: errorAnswer },
      },
    },
    async (request) => find(request.params.reference ?? headerValue(request, registrationReferenceHeader)),
  );
}
