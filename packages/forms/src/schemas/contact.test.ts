import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactSubjectOptions } from '../options.js';
import { contactSchema, contactUsSchema, newsletterSchema } from './index.js';

const messagesFor = (schema: z.ZodType, input: object, field: string) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const person = { fullName: 'Asha Rao', email: 'asha@example.org', mobile: '9876543210' };
const x = (length: number) => 'a'.repeat(length);

describe('contactSchema (short contact form)', () => {
  const valid = { ...person, message: 'Please call me back.' };

  it.each([
    [undefined, 'Message is required'],
    ['', 'Message is required'],
    ['   ', 'Message is required'],
    [x(9), 'Message must be at least 10 characters long'],
    [`  ${x(9)}  `, 'Message must be at least 10 characters long'],
    [x(10), null],
    [x(999), null],
    [x(1000), null],
    [x(1001), 'Message must be less than 1000 characters'],
  ])('message %j → %s', (value, expected) => {
    expect(messagesFor(contactSchema, { ...valid, message: value }, 'message')).toEqual(
      expected ? [expected] : [],
    );
  });
});

describe('newsletterSchema', () => {
  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['asha', 'Please enter a valid email address'],
    [`${x(242)}@example.org`, null],
    [`${x(243)}@example.org`, 'Email is too long'],
  ])('email %j → %s', (value, expected) => {
    expect(messagesFor(newsletterSchema, { email: value }, 'email')).toEqual(expected ? [expected] : []);
  });

  it('sends only the email', () => {
    expect(newsletterSchema.parse({ email: ' asha@example.org ', fullName: 'Asha' })).toStrictEqual({
      email: 'asha@example.org',
    });
  });
});

describe('contactUsSchema (Contact Us page)', () => {
  const valid = { ...person, subject: 'volunteering', message: 'Please call me back.' };

  it.each([
    [undefined, 'Please select a subject'],
    ['', 'Please select a subject'],
    ['General Inquiry', 'Invalid subject selected'],
    ['complaint', 'Invalid subject selected'],
    ...contactSubjectOptions.map(({ value }): [string, null] => [value, null]),
  ])('subject %j → %s', (value, expected) => {
    expect(messagesFor(contactUsSchema, { ...valid, subject: value }, 'subject')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    ['', 'Message is required'],
    [x(9), 'Message must be at least 10 characters long'],
    [x(10), null],
    [x(1500), null],
    [x(1501), 'Message must be less than 1500 characters'],
  ])('message %j → %s', (value, expected) => {
    expect(messagesFor(contactUsSchema, { ...valid, message: value }, 'message')).toEqual(
      expected ? [expected] : [],
    );
  });

  it('outputs the subject value', () => {
    expect(contactUsSchema.parse({ ...valid, subject: ' other ' }).subject).toBe('other');
  });
});
