import { events } from '@inclusion/events';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorList, joinMessages } from '../errors.js';
import { disabilityTypeOptions } from '../options.js';
import {
  eventRegistrationFormSchema,
  eventRegistrationPayloadSchema,
  toEventRegistrationPayload,
  type EventRegistrationFormInput,
} from './index.js';

const messagesFor = (schema: z.ZodType, input: object, field: string) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const other = 'Other (please specify)';
const form = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobileNumber: '9876543210',
  isPersonWithDisability: 'No',
};
const payload = {
  ...form,
  city: '',
  occupation: '',
  organization: '',
  disabilityType: null,
  otherDisabilityText: null,
  eventId: 1,
  eventTitle: events[0].title,
  registrationDate: '2025-08-20T10:30:00.000Z',
  registrationStatus: 'pending',
};

/** The same checks in the modal's words and in the service's words. */
const wordings = [
  {
    name: 'eventRegistrationFormSchema (the modal)',
    schema: eventRegistrationFormSchema,
    valid: form,
    email: 'Please enter a valid email address',
    mobile: 'Please enter a valid 10-digit mobile number',
    status: 'This field is required',
    type: 'Please select disability type',
    otherText: 'Please specify your disability type',
  },
  {
    name: 'eventRegistrationPayloadSchema (the service)',
    schema: eventRegistrationPayloadSchema,
    valid: payload,
    email: 'Valid email address is required',
    mobile: 'Valid 10-digit mobile number is required',
    status: 'Disability status is required',
    type: 'Disability type is required',
    otherText: 'Please specify the disability type',
  },
];

describe.each(wordings)('$name', ({ schema, valid, ...words }) => {
  const check = (field: string, value: unknown, change: object = {}) =>
    messagesFor(schema, { ...valid, ...change, [field]: value }, field);

  it('accepts the valid registration', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [undefined, 'Full name is required'],
    ['  ', 'Full name is required'],
    ['A', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Name must be less than 100 characters'],
  ])('fullName %j → %s', (value, expected) => {
    expect(check('fullName', value)).toEqual(expected ? [expected] : []);
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['asha', words.email],
    ['asha@example', words.email],
    [`${'a'.repeat(242)}@example.org`, null],
    [`${'a'.repeat(243)}@example.org`, words.email],
    // One plain address: never a list or a display name, which the mailer would split or unwrap.
    ['x,victim2@evil.example', words.email],
    ['asha@example.org;victim2@evil.example', words.email],
    ['Asha <asha@example.org>', words.email],
  ])('email %j → %s', (value, expected) => {
    expect(check('email', value)).toEqual(expected ? [expected] : []);
  });

  it.each([
    ['city', 100, 'City must be less than 100 characters'],
    ['occupation', 100, 'Occupation must be less than 100 characters'],
    ['organization', 200, 'Organization name must be less than 200 characters'],
  ])('%s takes up to %i characters, then %j', (field, limit, message) => {
    expect(check(field, 'a'.repeat(limit))).toEqual([]);
    expect(check(field, 'a'.repeat(limit + 1))).toEqual([message]);
  });

  it('takes own words of up to 200 characters for Other', () => {
    const change = { isPersonWithDisability: 'Yes', disabilityType: other };
    expect(check('otherDisabilityText', 'a'.repeat(200), change)).toEqual([]);
    expect(check('otherDisabilityText', 'a'.repeat(201), change)).toEqual([
      'Disability description must be less than 200 characters',
    ]);
  });

  it.each([
    [undefined, 'Mobile number is required'],
    ['', 'Mobile number is required'],
    ['987654321', words.mobile],
    ['98765432101', words.mobile],
    ['5876543210', words.mobile],
    ['0987654321', words.mobile],
    ['98765 4321', words.mobile],
    ['+919876543210', words.mobile],
    ['9876543210', null],
    ['6000000000', null],
    [' 7123456789 ', null],
  ])('mobileNumber %j → %s', (value, expected) => {
    expect(check('mobileNumber', value)).toEqual(expected ? [expected] : []);
  });

  it.each([
    [undefined, words.status],
    ['', words.status],
    ['yes', words.status],
    ['Maybe', words.status],
    ['Yes', null],
    ['No', null],
  ])('isPersonWithDisability %j → %s', (value, expected) => {
    const change = { disabilityType: 'Visual Impairment' };
    expect(check('isPersonWithDisability', value, change)).toEqual(expected ? [expected] : []);
  });

  it.each([
    ['Yes', undefined, words.type],
    ['Yes', '', words.type],
    ['Yes', 'Blindness', words.type],
    ['No', undefined, null],
    ['No', 'Blindness', null],
    ...disabilityTypeOptions.map(({ value }): [string, string, null] => ['Yes', value, null]),
  ])('with %s, disabilityType %j → %s', (answer, value, expected) => {
    const change = { isPersonWithDisability: answer, otherDisabilityText: 'Albinism' };
    expect(check('disabilityType', value, change)).toEqual(expected ? [expected] : []);
  });

  it.each([
    ['Yes', other, undefined, words.otherText],
    ['Yes', other, '  ', words.otherText],
    ['Yes', other, 'Albinism', null],
    ['Yes', 'Visual Impairment', undefined, null],
    ['No', other, undefined, null],
  ])('with %s and %s, otherDisabilityText %j → %s', (answer, type, value, expected) => {
    const change = { isPersonWithDisability: answer, disabilityType: type };
    expect(check('otherDisabilityText', value, change)).toEqual(expected ? [expected] : []);
  });

  it('clears the type with No, and the text unless the type is Other', () => {
    const no = schema.parse({ ...valid, disabilityType: other, otherDisabilityText: 'Albinism' });
    expect([no.disabilityType ?? null, no.otherDisabilityText ?? null]).toEqual([null, null]);
    const visual = { ...valid, isPersonWithDisability: 'Yes', disabilityType: 'Visual Impairment' };
    const yes = schema.parse({ ...visual, otherDisabilityText: 'Albinism' });
    expect([yes.disabilityType, yes.otherDisabilityText ?? null]).toEqual(['Visual Impairment', null]);
  });

  it.each([
    ['city', ' Goa ', 'Goa'],
    ['occupation', 'Student', 'Student'],
    ['organization', 'Acme', 'Acme'],
  ])('%s is optional and trimmed', (field, value, expected) => {
    expect(check(field, undefined)).toEqual([]);
    expect(schema.parse({ ...valid, [field]: value })).toMatchObject({ [field]: expected });
  });
});

describe('eventRegistrationPayloadSchema, the service-only fields', () => {
  const check = (field: string, value: unknown) =>
    messagesFor(eventRegistrationPayloadSchema, { ...payload, [field]: value }, field);

  it.each([
    [undefined, 'Event ID is required'],
    [null, 'Event ID is required'],
    ['', 'Event ID is required'],
    [0, 'Event ID does not match any event'],
    [3, 'Event ID does not match any event'],
    ['1', 'Event ID does not match any event'],
    [1, null],
    [2, null],
  ])('eventId %j → %s', (value, expected) => {
    expect(check('eventId', value)).toEqual(expected ? [expected] : []);
  });

  it.each([
    [undefined, 'Registration date must be an ISO timestamp'],
    ['yesterday', 'Registration date must be an ISO timestamp'],
    ['2025-08-20', 'Registration date must be an ISO timestamp'],
    ['2025-13-20T10:30:00Z', 'Registration date must be an ISO timestamp'],
    ['2025-08-20T10:30:00Z', null],
    ['2025-08-20T16:00:00.000+05:30', null],
  ])('registrationDate %j → %s', (value, expected) => {
    expect(check('registrationDate', value)).toEqual(expected ? [expected] : []);
  });

  it.each([
    [undefined, 'Registration status must be pending'],
    ['approved', 'Registration status must be pending'],
    ['pending', null],
  ])('registrationStatus %j → %s', (value, expected) => {
    expect(check('registrationStatus', value)).toEqual(expected ? [expected] : []);
  });

  it('lower-cases the email, fills absent texts with "", and takes the title from the event', () => {
    const parsed = eventRegistrationPayloadSchema.parse({
      ...payload,
      email: ' Asha@Example.ORG ',
      eventId: 2,
      eventTitle: 'Something else',
      city: undefined,
      organization: null,
    });
    expect(parsed).toStrictEqual({
      ...payload,
      email: 'asha@example.org',
      eventId: 2,
      eventTitle: events[1].title,
    });
  });

  it('joins the service messages with commas, in field order', () => {
    const result = eventRegistrationPayloadSchema.safeParse({
      isPersonWithDisability: 'Yes',
      registrationDate: payload.registrationDate,
      registrationStatus: 'pending',
    });
    expect(joinMessages(errorList(result))).toBe(
      'Full name is required, Email is required, Mobile number is required, Disability type is required, Event ID is required',
    );
  });
});

describe('toEventRegistrationPayload', () => {
  const now = new Date('2025-08-20T10:30:00.000Z');
  const typed: EventRegistrationFormInput = {
    fullName: 'Asha Rao',
    email: ' Asha@Example.ORG ',
    mobileNumber: '9876543210',
    city: 'Chandigarh',
    isPersonWithDisability: 'Yes',
    disabilityType: other,
    otherDisabilityText: 'Albinism',
  };

  it('builds the payload of spec section 3 exactly', () => {
    expect(toEventRegistrationPayload(typed, events[0], now)).toStrictEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.org',
      mobileNumber: '9876543210',
      city: 'Chandigarh',
      occupation: '',
      organization: '',
      isPersonWithDisability: 'Yes',
      disabilityType: other,
      otherDisabilityText: 'Albinism',
      eventId: 1,
      eventTitle: 'First Anniversary Convention',
      registrationDate: '2025-08-20T10:30:00.000Z',
      registrationStatus: 'pending',
    });
  });

  it('clears the disability fields with No, and the text unless the type is Other', () => {
    const no = toEventRegistrationPayload({ ...typed, isPersonWithDisability: 'No' }, events[1], now);
    expect([no.disabilityType, no.otherDisabilityText, no.eventId]).toEqual([null, null, 2]);
    const visual = toEventRegistrationPayload(
      { ...typed, disabilityType: 'Visual Impairment' },
      events[1],
      now,
    );
    expect([visual.disabilityType, visual.otherDisabilityText]).toEqual(['Visual Impairment', null]);
    const absent = toEventRegistrationPayload({ ...typed, disabilityType: undefined }, events[1], now);
    expect([absent.disabilityType, absent.otherDisabilityText]).toEqual([null, null]);
  });

  it('stamps the current time when no time is given', () => {
    const before = Date.now();
    const stamped = Date.parse(toEventRegistrationPayload(typed, events[0]).registrationDate);
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });

  it('builds, from what the modal accepted, a payload the service accepts unchanged', () => {
    const accepted = eventRegistrationFormSchema.parse({
      ...typed,
      organization: ' ',
      registrationStatus: 'approved',
    });
    const built = toEventRegistrationPayload(accepted, events[0], now);
    expect(eventRegistrationPayloadSchema.parse(built)).toStrictEqual(built);
  });
});
