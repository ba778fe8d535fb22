import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages, serverErrorWithStatus } from './messages.js';

/** The spec's section 5 strings, copied by hand from the spec: the oracle for messages.ts. */
const section5: Record<string, string> = {
  'fullName.required': 'Full name is required',
  'fullName.min': 'Name must be at least 2 characters long',
  'fullName.max': 'Name must be less than 100 characters',
  'email.required': 'Email is required',
  'email.invalid': 'Please enter a valid email address',
  'email.tooLong': 'Email is too long',
  'mobile.required': 'Mobile number is required',
  'mobile.digits': 'Mobile number must be between 10-15 digits',
  'mobile.format': 'Invalid mobile number format',
  'password.required': 'Password is required',
  'password.min': 'Password must be at least 8 characters long',
  'password.complexity':
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  'username.required': 'Username is required',
  'username.min': 'Username must be at least 3 characters long',
  'username.max': 'Username must be less than 50 characters',
  'username.pattern': 'Username can only contain letters, numbers, dots, hyphens, and underscores',
  'phone.required': 'Phone number is required',
  'phone.digits': 'Phone number must be between 10-15 digits',
  'confirmPassword.required': 'Please confirm your password',
  'confirmPassword.mismatch': 'Passwords do not match',
  'signIn.identifierRequired': 'Username or email is required',
  'message.required': 'Message is required',
  'message.min': 'Message must be at least 10 characters long',
  'message.max500': 'Message must be less than 500 characters',
  'message.max1000': 'Message must be less than 1000 characters',
  'message.max1500': 'Message must be less than 1500 characters',
  'message.max2000': 'Message must be less than 2000 characters',
  'subject.required': 'Please select a subject',
  'subject.invalid': 'Invalid subject selected',
  'howToHelp.required': 'Please describe how you would like to help',
  'howToHelp.min': 'Description must be at least 10 characters long',
  'howToHelp.max': 'Description must be less than 1000 characters',
  'internship.areaRequired': 'Please select an internship area',
  'internship.areaInvalid': 'Invalid internship area selected',
  'internship.motivationRequired': 'Please tell us why you want to intern with us',
  'internship.motivationMin': 'Motivation must be at least 20 characters long',
  'internship.motivationMax': 'Motivation must be less than 1000 characters',
  'internship.educationMax': 'Education background must be less than 1000 characters',
  'donation.amountRequired': 'Donation amount is required',
  'donation.amountInvalid': 'Please enter a valid donation amount',
  'donation.amountMin': 'Minimum donation amount is ₹1',
  'donation.amountMax': 'Maximum donation amount is ₹1,00,00,000',
  'donation.typeRequired': 'Please select a donation type',
  'donation.typeInvalid': 'Invalid donation type selected',
  'news.required': 'News update is required',
  'news.min': 'News update must be at least 10 characters long',
  'news.max': 'News update must be less than 2000 characters',
  'partnership.organizationRequired': 'Organization name is required',
  'partnership.organizationMin': 'Organization name must be at least 2 characters long',
  'partnership.organizationMax': 'Organization name must be less than 200 characters',
  'partnership.areaRequired': 'Please select an area of interest',
  'partnership.areaInvalid': 'Invalid area of interest selected',
  'eventRegistration.mobileInvalid': 'Please enter a valid 10-digit mobile number',
  'eventRegistration.disabilityStatusRequired': 'This field is required',
  'eventRegistration.disabilityTypeRequired': 'Please select disability type',
  'eventRegistration.otherDisabilityRequired': 'Please specify your disability type',
  'eventService.emailInvalid': 'Valid email address is required',
  'eventService.mobileInvalid': 'Valid 10-digit mobile number is required',
  'eventService.disabilityStatusRequired': 'Disability status is required',
  'eventService.disabilityTypeRequired': 'Disability type is required',
  'eventService.otherDisabilityRequired': 'Please specify the disability type',
  'eventService.eventIdRequired': 'Event ID is required',
};

/** Section 8, and the success headings and busy labels quoted in sections 2 and 4. */
const section8: Record<string, string> = {
  'status.400': 'Invalid request data',
  'status.401': 'Authentication required',
  'status.403': 'Access denied',
  'status.404': 'Resource not found',
  'status.409': 'Registration already exists',
  'status.422': 'Validation error',
  'status.429': 'Too many requests. Please try again later.',
  'status.500': 'Server error. Please try again later.',
  'service.network': 'Network error. Please check your connection and try again.',
  'service.unexpected': 'An unexpected error occurred',
  'service.noData': 'No data received from server',
  'fallback.auth': 'Something went wrong. Please try again.',
  'fallback.contact': 'Failed to send message. Please try again.',
  'fallback.contactUs': 'Failed to submit contact form. Please try again.',
  'fallback.newsletter': 'Failed to subscribe. Please try again.',
  'fallback.volunteer': 'Failed to submit volunteer registration. Please try again.',
  'fallback.internship': 'Failed to submit internship application. Please try again.',
  'fallback.donation': 'Failed to submit donation form. Please try again.',
  'fallback.news': 'Failed to submit news update. Please try again.',
  'fallback.partnership': 'Failed to submit collaboration request. Please try again.',
  'fallback.registration': 'Failed to submit registration. Please try again.',
  'fallback.registrationFailed': 'Registration failed. Please try again.',
  defaultSuccess: 'Thank you for submitting your response. Your response has been submitted successfully.',
};

const quotedElsewhere: Record<string, string> = {
  'successHeading.contactUs': 'Message Sent Successfully!',
  'successHeading.newsletter': 'Successfully Subscribed!',
  'successHeading.partnership': 'Partnership Request Submitted!',
  'successHeading.registration': 'Registration Successful!',
  'busy.submitting': 'Submitting...',
  'busy.processing': 'Processing...',
  'busy.sendingMessage': 'Sending Message...',
  'busy.subscribing': 'Subscribing...',
  fallbackFirstName: 'User',
};

/** Ours, not the spec's (documented in messages.ts and the README). */
const notInSpec = [
  'resetPassword.tokenRequired',
  'verifyEmail.tokenRequired',
  'expertise.invalid',
  'eventRegistration.cityMax',
  'eventRegistration.occupationMax',
  'eventRegistration.otherDisabilityMax',
  'eventService.eventIdUnknown',
  'eventService.registrationDateInvalid',
  'eventService.registrationStatusInvalid',
  'service.timeout',
  'unknownOutcome',
  'mailCap.confirmationNotSent',
  'mailCap.resendNotSent',
  'password.common',
  'staff.roleRequired',
  'staff.roleInvalid',
  'staff.tokenRequired',
  'staff.personRequired',
  'staff.personInvalid',
];

const flatten = (value: object, prefix = ''): [string, unknown][] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? flatten(inner, `${prefix}${key}.`)
      : [[`${prefix}${key}`, inner]],
  );

const entries = flatten(messages);
const byPath = new Map(entries);

describe('messages', () => {
  it.each(Object.entries({ ...section5, ...section8, ...quotedElsewhere }))(
    '%s is exactly %j',
    (path, text) => {
      expect(byPath.get(path)).toBe(text);
    },
  );

  it('holds the spec strings and the documented additions, and nothing else', () => {
    const expected = [...Object.keys({ ...section5, ...section8, ...quotedElsewhere }), ...notInSpec];
    expect(entries.map(([path]) => path).sort()).toEqual(expected.sort());
  });

  it('holds each string once, and only strings', () => {
    const texts = entries.map(([, text]) => text);
    expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each([
    [503, 'Server error (503)'],
    [502, 'Server error (502)'],
    [418, 'Server error (418)'],
  ])('serverErrorWithStatus(%i) is %j', (status, text) => {
    expect(serverErrorWithStatus(status)).toBe(text);
  });
});

describe('coverage of the spec messages by the tests', () => {
  const dir = new URL('./schemas/', import.meta.url);
  const schemaTests = readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => readFileSync(new URL(name, dir), 'utf8'))
    .join('\n');

  it('triggers every section 5 message in a schema test, and references every section 8 one', () => {
    // A schema test names the message it expects as a literal, next to the input that triggers it.
    const triggered = Object.values(section5).filter((text) => schemaTests.includes(`'${text}'`));
    const referenced = Object.entries(section8)
      .filter(([path, text]) => byPath.get(path) === text)
      .map(([, text]) => text);
    if (serverErrorWithStatus(503) === 'Server error (503)') referenced.push('Server error (status)');
    const covered = new Set([...triggered, ...referenced]);
    const all = new Set([...Object.values(section5), ...Object.values(section8), 'Server error (status)']);
    console.log(
      `Spec messages covered: ${covered.size} of ${all.size} distinct strings of sections 5 and 8 ` +
        `(section 5: ${triggered.length} triggered by the schema tests; section 8: ${referenced.length} referenced)`,
    );
    expect(Object.values(section5).filter((text) => !triggered.includes(text))).toEqual([]);
    expect([...covered].sort()).toEqual([...all].sort());
  });
});
