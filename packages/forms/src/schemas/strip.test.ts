import { events } from '@inclusion/events';
import { describe, expect, it } from 'vitest';
import { ZodPipe, type z } from 'zod';
import { formCatalogue } from './catalogue.js';
import * as schemas from './index.js';

const person = { fullName: 'Asha Rao', email: 'asha@example.org', mobile: '9876543210' };
const password = { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };
const registration = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobileNumber: '9876543210',
  isPersonWithDisability: 'No',
};

const valid: [string, z.ZodType, object][] = [
  ['signInSchema', schemas.signInSchema, { email: 'asha', password: 'Abcdefg1' }],
  [
    'registerSchema',
    schemas.registerSchema,
    { name: 'asha', email: 'asha@example.org', phoneNumber: '9876543210', ...password },
  ],
  ['forgotPasswordSchema', schemas.forgotPasswordSchema, { email: 'asha@example.org' }],
  ['resetPasswordSchema', schemas.resetPasswordSchema, { token: 't0k3n', ...password }],
  ['verifyEmailSchema', schemas.verifyEmailSchema, { token: 't0k3n' }],
  ['contactSchema', schemas.contactSchema, { ...person, message: 'Please call me back.' }],
  ['newsletterSchema', schemas.newsletterSchema, { email: 'asha@example.org' }],
  [
    'contactUsSchema',
    schemas.contactUsSchema,
    { ...person, subject: 'other', message: 'Please call me back.' },
  ],
  ['volunteerSchema', schemas.volunteerSchema, { ...person, howToHelp: 'I can teach braille.' }],
  ['joinSchema', schemas.joinSchema, { ...person, howToHelp: 'I can teach braille.' }],
  [
    'internshipSchema',
    schemas.internshipSchema,
    { ...person, internshipArea: 'More', motivation: 'x'.repeat(20) },
  ],
  ['donationSchema', schemas.donationSchema, { ...person, donationAmount: 100, donationType: 'Monthly' }],
  [
    'newsSchema',
    schemas.newsSchema,
    { fullName: 'Asha Rao', email: 'asha@example.org', newsUpdate: 'x'.repeat(10) },
  ],
  [
    'partnershipSchema',
    schemas.partnershipSchema,
    { ...person, organizationName: 'Acme', areaOfInterest: 'Other' },
  ],
  ['eventRegistrationFormSchema', schemas.eventRegistrationFormSchema, registration],
  [
    'eventRegistrationPayloadSchema',
    schemas.eventRegistrationPayloadSchema,
    {
      ...registration,
      eventId: 2,
      eventTitle: events[1].title,
      registrationDate: '2025-08-20T10:30:00Z',
      registrationStatus: 'pending',
    },
  ],
  ['staffInviteSchema', schemas.staffInviteSchema, { email: 'asha@example.org', role: 'staff' }],
  ['acceptInviteSchema', schemas.acceptInviteSchema, { token: 't0k3n', password: 'Abcdefg1' }],
  ['personSearchSchema', schemas.personSearchSchema, { person: 'asha@example.org' }],
];

/** Keys a client must never set: the server owns them. */
const serverOwned = {
  status: 'approved',
  paymentStatus: 'paid',
  priority: 'high',
  role: 'admin',
  isAdmin: true,
  reference: 'REF-1',
  ticketReference: 'T-1',
  volunteerReference: 'V-1',
  notes: 'let in',
  reviewedBy: 'me',
  token: 'forged',
  _id: '1',
  createdAt: '2020-01-01',
};

describe.each(valid)('%s strips unknown keys', (_name, schema, input) => {
  it('sends only its own fields', () => {
    const plain = schema.parse(input) as Record<string, unknown>;
    const withExtras = schema.parse({ ...serverOwned, ...input }) as Record<string, unknown>;
    expect(withExtras).toStrictEqual(plain);
    for (const key of Object.keys(serverOwned).filter((key) => !(key in input))) {
      expect(withExtras).not.toHaveProperty(key);
    }
  });
});

describe('server-owned fields of the event registration', () => {
  it('the modal schema drops registrationStatus, registrationDate, eventId and eventTitle', () => {
    const parsed = schemas.eventRegistrationFormSchema.parse({
      ...registration,
      registrationStatus: 'approved',
      registrationDate: '2020-01-01T00:00:00Z',
      eventId: 99,
      eventTitle: 'Forged',
    });
    for (const key of ['registrationStatus', 'registrationDate', 'eventId', 'eventTitle']) {
      expect(parsed).not.toHaveProperty(key);
    }
  });
});

describe('the catalogue the docs are generated from', () => {
  it('holds every exported schema, and none of them lets unknown keys through', () => {
    const sourceOf = (schema: z.ZodType) => (schema instanceof ZodPipe ? schema.in : schema);
    expect(valid.map(([, schema]) => sourceOf(schema))).toEqual(formCatalogue.map((form) => form.schema));
    for (const form of formCatalogue) {
      expect(form.schema.def.catchall).toBeUndefined();
      expect(Object.keys(form.schema.shape)).toEqual(Object.keys(form.fields));
    }
  });
});
