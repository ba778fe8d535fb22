import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contactSchema,
  contactUsSchema,
  donationSchema,
  internshipSchema,
  joinSchema,
  newsSchema,
  partnershipSchema,
  volunteerSchema,
} from './index.js';

/** Every message the field raised: the rules say exactly one, or none. */
const messagesFor = (schema: z.ZodType, input: object, field: string) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const person = { fullName: 'Asha Rao', email: 'asha@example.org', mobile: '98765 43210' };

const forms: [string, z.ZodType, object][] = [
  ['contact', contactSchema, { ...person, message: 'Please call me back.' }],
  ['contact-us', contactUsSchema, { ...person, subject: 'general-inquiry', message: 'Please call me back.' }],
  ['volunteer', volunteerSchema, { ...person, howToHelp: 'I can teach braille.' }],
  ['join', joinSchema, { ...person, howToHelp: 'I can teach braille.' }],
  [
    'internship',
    internshipSchema,
    { ...person, internshipArea: 'More', motivation: 'I want to learn policy work.' },
  ],
  ['donation', donationSchema, { ...person, donationAmount: '500', donationType: 'Monthly' }],
  [
    'news',
    newsSchema,
    { fullName: person.fullName, email: person.email, newsUpdate: 'A new ramp at the library.' },
  ],
  ['partnership', partnershipSchema, { ...person, organizationName: 'Acme', areaOfInterest: 'Education' }],
];

const x = (length: number, char = 'a') => char.repeat(length);
const emailOf = (length: number) => `${x(length - '@example.org'.length)}@example.org`;

const nameCases: [unknown, string | null][] = [
  [undefined, 'Full name is required'],
  [null, 'Full name is required'],
  ['', 'Full name is required'],
  ['   ', 'Full name is required'],
  ['A', 'Name must be at least 2 characters long'],
  [' A ', 'Name must be at least 2 characters long'],
  ['Al', null],
  [x(99), null],
  [x(100), null],
  [` ${x(100)} `, null],
  [x(101), 'Name must be less than 100 characters'],
];

const emailCases: [unknown, string | null][] = [
  [undefined, 'Email is required'],
  ['', 'Email is required'],
  ['  ', 'Email is required'],
  ['asha', 'Please enter a valid email address'],
  ['asha@example', 'Please enter a valid email address'],
  ['asha @example.org', 'Please enter a valid email address'],
  ['asha@@example.org', 'Please enter a valid email address'],
  ['asha@example..org', 'Please enter a valid email address'],
  ['asha@example.org.', 'Please enter a valid email address'],
  // One plain address: a list, a display name or a quoted or commented part would reach others.
  ['x,victim2@evil.example', 'Please enter a valid email address'],
  ['asha@example.org,victim2@evil.example', 'Please enter a valid email address'],
  ['asha@example.org;victim2@evil.example', 'Please enter a valid email address'],
  ['Asha <asha@example.org>', 'Please enter a valid email address'],
  ['<asha@example.org>', 'Please enter a valid email address'],
  ['"asha rao"@example.org', 'Please enter a valid email address'],
  ['"asha"@example.org', 'Please enter a valid email address'],
  ['asha(work)@example.org', 'Please enter a valid email address'],
  ['asha:x@example.org', 'Please enter a valid email address'],
  ['.asha@example.org', 'Please enter a valid email address'],
  ['asha..rao@example.org', 'Please enter a valid email address'],
  ['asha@-example.org', 'Please enter a valid email address'],
  ['asha@exa_mple.org', 'Please enter a valid email address'],
  ['asha@[192.0.2.1]', 'Please enter a valid email address'],
  ['a@b.c', null],
  [' asha@example.org ', null],
  ["o'brien+events@mail.example.co.in", null],
  ['asha_rao-1@sub-domain.example.org', null],
  ['आशा@उदाहरण.भारत', null],
  [emailOf(254), null],
  [emailOf(255), 'Email is too long'],
  // Shape is checked before length: a long text with no @ is not an address at all.
  [x(300), 'Please enter a valid email address'],
];

const mobileCases: [unknown, string | null][] = [
  [undefined, 'Mobile number is required'],
  ['', 'Mobile number is required'],
  ['   ', 'Mobile number is required'],
  ['abc', 'Mobile number must be between 10-15 digits'],
  ['987654321', 'Mobile number must be between 10-15 digits'],
  ['98765-4321', 'Mobile number must be between 10-15 digits'],
  ['9876543210', null],
  ['+91 98765 43210', null],
  ['987654321012345', null],
  ['9876543210123456', 'Mobile number must be between 10-15 digits'],
  ['0000000000', 'Invalid mobile number format'],
  ['1111111111', 'Invalid mobile number format'],
  ['(999) 999-9999', 'Invalid mobile number format'],
  ['777777777777777', 'Invalid mobile number format'],
];

describe.each(forms)('common person fields on the %s form', (_name, schema, valid) => {
  it('accepts the valid form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(nameCases)('fullName %j → %s', (value, expected) => {
    expect(messagesFor(schema, { ...valid, fullName: value }, 'fullName')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each(emailCases)('email %j → %s', (value, expected) => {
    expect(messagesFor(schema, { ...valid, email: value }, 'email')).toEqual(expected ? [expected] : []);
  });

  if ('mobile' in valid) {
    it.each(mobileCases)('mobile %j → %s', (value, expected) => {
      expect(messagesFor(schema, { ...valid, mobile: value }, 'mobile')).toEqual(expected ? [expected] : []);
    });
  }
});

describe('what the common fields send', () => {
  it('trims the name and the email, and sends the mobile as its digits only', () => {
    const parsed = contactSchema.parse({
      fullName: '  Asha Rao ',
      email: ' asha@example.org ',
      mobile: ' +91 (98765) 43210 ',
      message: '  Please call me back.  ',
    });
    expect(parsed).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.org',
      mobile: '919876543210',
      message: 'Please call me back.',
    });
  });

  it('gives every failing field its first message, all at once', () => {
    const result = contactSchema.safeParse({
      fullName: '',
      email: 'nope',
      mobile: '1111111111',
      message: 'short',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fullName', 'Full name is required'],
      ['email', 'Please enter a valid email address'],
      ['mobile', 'Invalid mobile number format'],
      ['message', 'Message must be at least 10 characters long'],
    ]);
  });
});
