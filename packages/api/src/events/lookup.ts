import { errorAnswer, recordAnswer } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { eventRegistrations } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { App, AppContext } from '../types.js';
import {
  headerValue,
  lookupRateLimit,
  publicColumns,
  referenceHeader,
  registrationReferenceOf,
} from './shared.js';

const referenceParams = z.object({ reference: z.string().optional() });
const referenceHeaders = z.looseObject({
  [referenceHeader]: z
    .string()
    .optional()
    .describe(
      'The registration reference, such as REG-7F3K-9QXM-2HJD-8PRT (any case; spaces and hyphens allowed)',
    ),
});

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
        params: referenceParams,
        headers: referenceHeaders,
        response: { 200: recordAnswer, 404: errorAnswer },
      },
    },
    async (request) => find(request.params.reference ?? headerValue(request, referenceHeader)),
  );
}
