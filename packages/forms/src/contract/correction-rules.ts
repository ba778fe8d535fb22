import type { z } from 'zod';
import { contactSchema, contactUsSchema, newsletterSchema } from '../schemas/contact.js';
import { donationSchema } from '../schemas/donation.js';
import { eventRegistrationPayloadSchema } from '../schemas/event-payload.js';
import { internshipSchema } from '../schemas/internship.js';
import { newsSchema } from '../schemas/news.js';
import { partnershipSchema } from '../schemas/partnership.js';
import { volunteerSchema } from '../schemas/volunteer.js';
import { correctableFields, recordKinds, type RecordKind } from './record-kinds.js';

type Shape = Record<string, z.ZodType>;

/** The public form whose rules check each kind's fields. */
const shapes: Record<RecordKind, Shape> = {
  contact: contactSchema.shape,
  contactus: contactUsSchema.shape,
  newsletter: newsletterSchema.shape,
  volunteer: volunteerSchema.shape,
  internship: internshipSchema.shape,
  donation: donationSchema.shape,
  news: newsSchema.shape,
  partnership: partnershipSchema.shape,
  'event-registration': eventRegistrationPayloadSchema.in.shape,
};

/**
 * The rule of each field a correction (`fieldCorrectionRequest`) may change, by kind: the rule and
 * message of the field in its public form. A name missing here cannot be corrected.
 */
export const correctionRules = Object.fromEntries(
  recordKinds.map((kind) => [
    kind,
    Object.fromEntries(
      correctableFields[kind].map((field) => [field.name, shapes[kind][field.name] as z.ZodType]),
    ),
  ]),
) as Record<RecordKind, Readonly<Record<string, z.ZodType>>>;
