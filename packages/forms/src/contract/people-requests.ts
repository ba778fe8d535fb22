import { z } from 'zod';
import { newsletterSchema } from '../schemas/contact.js';
import { staffRequestMessages as words } from './staff-request-messages.js';

/**
 * A person's data request (DPDP Act): who it names, an e-mail address, a mobile number or both (a
 * row matching either is the person's). These travel in POST bodies, never in a URL, which
 * servers and proxies log.
 */

/** '' counts as not sent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The public forms' e-mail rule and message. */
const email = z.preprocess(blankAsAbsent, newsletterSchema.shape.email.optional());

/** 10 digits, maybe after +91, 91 or 0, with the spaces and dashes people type; kept as the 10 digits. */
const mobile = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: words.personMobileInvalid })
    .meta({
      // What the check below reads: ten digits, maybe after 91 or 0, anything else between them.
      pattern: String.raw`^\D*(?:9\D*1\D*|0\D*)?(?:\d\D*){10}$`,
      description: 'A mobile number of 10 digits, maybe after +91 or 0; kept as the 10 digits',
    })
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => /^(?:91|0)?\d{10}$/.test(digits), { error: words.personMobileInvalid })
    .transform((digits) => digits.slice(-10))
    .optional(),
);

const personShape = { email, mobile };
const atLeastOne = (body: { email?: string | undefined; mobile?: string | undefined }) =>
  body.email !== undefined || body.mobile !== undefined;
const oneNeeded = { error: words.personRequired, path: ['email'] };
const whoWords = 'The person: an e-mail address, a mobile number or both (at least one)';

/** `POST /staff/people/search`. */
export const personRequest = z.object(personShape).refine(atLeastOne, oneNeeded).describe(whoWords);

/** The forms of a person's export. */
export const personExportFormats = ['json', 'csv'] as const;

/** `POST /staff/people/export`: everything held about the person, as JSON or CSV. */
export const personExportRequest = z
  .object({ ...personShape, format: z.enum(personExportFormats, { error: words.formatInvalid }) })
  .refine(atLeastOne, oneNeeded)
  .describe(whoWords);

/** `POST /staff/people/erase`: `expected` is the count the search showed, confirmed by the staff member. */
export const personEraseRequest = z
  .object({
    ...personShape,
    expected: z
      .number({ error: words.expectedInvalid })
      .int({ error: words.expectedInvalid })
      .min(0, { error: words.expectedInvalid }),
  })
  .refine(atLeastOne, oneNeeded)
  .describe(whoWords);
