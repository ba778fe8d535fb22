import {
  contactSchema,
  contactUsSchema,
  donationSchema,
  eventRegistrationPayloadSchema,
  internshipSchema,
  newsletterSchema,
  newsSchema,
  partnershipSchema,
  volunteerSchema,
} from '@inclusion/forms';
import type { z } from 'zod';
import type { RecordKind } from '../../audit/kinds.js';

type Shape = Record<string, z.ZodType>;

/**
 * What a staff member may correct on a person's request (DPDP Act, right to correction): the fields
 * the visitor typed, each checked by the same rule and message as the public form (the forms
 * package's schema field). Not: staff fields (status, notes, reviewer…), ids, dates, references, and
 * the event's disability answers, whose rules depend on each other (a correction there is a new
 * registration).
 */
export const correctableFields: Record<RecordKind, { shape: Shape; fields: readonly string[] }> = {
  contact: { shape: contactSchema.shape, fields: ['fullName', 'email', 'mobile', 'message'] },
  contactus: { shape: contactUsSchema.shape, fields: ['fullName', 'email', 'mobile', 'subject', 'message'] },
  newsletter: { shape: newsletterSchema.shape, fields: ['email'] },
  volunteer: {
    shape: volunteerSchema.shape,
    fields: ['fullName', 'email', 'mobile', 'expertise', 'howToHelp', 'message'],
  },
  internship: {
    shape: internshipSchema.shape,
    fields: ['fullName', 'email', 'mobile', 'internshipArea', 'education', 'motivation'],
  },
  donation: {
    shape: donationSchema.shape,
    fields: ['fullName', 'email', 'mobile', 'donationAmount', 'donationType', 'message'],
  },
  news: { shape: newsSchema.shape, fields: ['fullName', 'email', 'newsUpdate'] },
  partnership: {
    shape: partnershipSchema.shape,
    fields: ['fullName', 'email', 'mobile', 'organizationName', 'areaOfInterest', 'message'],
  },
  'event-registration': {
    shape: eventRegistrationPayloadSchema.in.shape,
    fields: ['fullName', 'email', 'mobileNumber', 'city', 'occupation', 'organization'],
  },
};
