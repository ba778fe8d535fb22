import {
  contactSchema,
  contactUsSchema,
  correctableFields as correctable,
  donationSchema,
  eventRegistrationPayloadSchema,
  internshipSchema,
  newsletterSchema,
  newsSchema,
  partnershipSchema,
  recordKinds,
  volunteerSchema,
  type RecordKind,
} from '@inclusion/forms';
import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;

/** The public form whose rule checks each kind's correctable fields (the contract's `correctableFields`). */
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

/** What a correction may change on each kind, and the rule and message of each field. */
export const correctableFields = Object.fromEntries(
  recordKinds.map((kind) => [
    kind,
    { shape: shapes[kind], fields: correctable[kind].map((field) => field.name) as readonly string[] },
  ]),
) as Record<RecordKind, { shape: Shape; fields: readonly string[] }>;
