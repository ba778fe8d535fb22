import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorList, type ErrorSource } from '../errors.js';
import { messages } from '../messages.js';
import { localizeMessage } from '../words-by-language.js';
import { schemasFor } from './by-language.js';
import {
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  toSignupPayload,
  type RegisterInput,
} from './index.js';

const messagesFor = (schema: z.ZodType, input: object, field: string) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const passwordCases: [unknown, string | null][] = [
  [undefined, 'Password is required'],
  ['', 'Password is required'],
  ['Abcdef1', 'Password must be at least 8 characters long'],
  ['Abcdefg1', null],
  ['abcdefg1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
  ['ABCDEFG1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
  ['Abcdefgh', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
  // Only spaces counts as blank; otherwise spaces are characters like any other.
  ['        ', 'Password is required'],
  [' Abcdef1', null],
  ['1 Ärger zwei', null],
];

const signIn = { email: 'asha', password: 'Abcdefg1' };
const register = {
  name: 'asha.rao',
  email: 'asha@example.org',
  phoneNumber: '98765 43210',
  password: 'Abcdefg1',
  confirmPassword: 'Abcdefg1',
};

describe('signInSchema', () => {
  it.each([
    [undefined, 'Username or email is required'],
    ['  ', 'Username or email is required'],
    ['asha', null],
    ['asha@example.org', null],
  ])('email (username or email) %j → %s', (value, expected) => {
    expect(messagesFor(signInSchema, { ...signIn, email: value }, 'email')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each(passwordCases)('password %j → %s', (value, expected) => {
    expect(messagesFor(signInSchema, { ...signIn, password: value }, 'password')).toEqual(
      expected ? [expected] : [],
    );
  });

  it('sends the password as typed, spaces included', () => {
    expect(signInSchema.parse({ email: ' asha ', password: ' Abcdefg1 ' })).toEqual({
      email: 'asha',
      password: ' Abcdefg1 ',
    });
  });
});

describe('registerSchema', () => {
  it.each([
    [undefined, 'Username is required'],
    ['', 'Username is required'],
    ['ab', 'Username must be at least 3 characters long'],
    ['a!', 'Username must be at least 3 characters long'],
    ['abc', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'Username must be less than 50 characters'],
    ['asha rao', 'Username can only contain letters, numbers, dots, hyphens, and underscores'],
    ['asha@rao', 'Username can only contain letters, numbers, dots, hyphens, and underscores'],
    ['Asha.Rao-2_x', null],
  ])('name (username) %j → %s', (value, expected) => {
    expect(messagesFor(registerSchema, { ...register, name: value }, 'name')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    ['', 'Email is required'],
    ['asha', 'Please enter a valid email address'],
    [`${'a'.repeat(243)}@example.org`, 'Email is too long'],
  ])('email %j → %s', (value, expected) => {
    expect(messagesFor(registerSchema, { ...register, email: value }, 'email')).toEqual([expected]);
  });

  it.each([
    [undefined, 'Phone number is required'],
    ['', 'Phone number is required'],
    ['abc', 'Phone number must be between 10-15 digits'],
    ['987654321', 'Phone number must be between 10-15 digits'],
    ['9876543210', null],
    ['987654321012345', null],
    ['9876543210123456', 'Phone number must be between 10-15 digits'],
  ])('phoneNumber %j → %s', (value, expected) => {
    const field = 'phoneNumber';
    expect(messagesFor(registerSchema, { ...register, [field]: value }, field)).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each(passwordCases)('password %j → %s', (value, expected) => {
    const input = { ...register, password: value, confirmPassword: value };
    expect(messagesFor(registerSchema, input, 'password')).toEqual(expected ? [expected] : []);
  });

  it.each([
    [undefined, 'Please confirm your password'],
    ['', 'Please confirm your password'],
    ['Abcdefg2', 'Passwords do not match'],
    ['Abcdefg1 ', 'Passwords do not match'],
    ['Abcdefg1', null],
  ])('confirmPassword %j → %s', (value, expected) => {
    const field = 'confirmPassword';
    expect(messagesFor(registerSchema, { ...register, [field]: value }, field)).toEqual(
      expected ? [expected] : [],
    );
  });

  it('shows the mismatch beside the other fields’ messages, in field order', () => {
    const result = registerSchema.safeParse({
      ...register,
      name: '',
      password: 'Abcdefg1',
      confirmPassword: 'x',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Username is required'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('toSignupPayload sends name, email, phoneNumber and password, without the confirmation', () => {
    const input: RegisterInput = registerSchema.parse({ ...register, email: ' asha@example.org ' });
    expect(toSignupPayload(input)).toStrictEqual({
      name: 'asha.rao',
      email: 'asha@example.org',
      phoneNumber: '9876543210',
      password: 'Abcdefg1',
    });
  });
});

describe('forgotPasswordSchema and resetPasswordSchema', () => {
  it('checks the email as the common rule does', () => {
    expect(messagesFor(forgotPasswordSchema, { email: '' }, 'email')).toEqual(['Email is required']);
    expect(messagesFor(forgotPasswordSchema, { email: 'x@y' }, 'email')).toEqual([
      'Please enter a valid email address',
    ]);
    expect(forgotPasswordSchema.parse({ email: 'asha@example.org' })).toEqual({ email: 'asha@example.org' });
  });

  const reset = { token: 'abc123', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };

  it.each([
    [{ token: '' }, 'token', 'This password reset link is not valid. Please request a new one.'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters long'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Abcdefg2' }, 'confirmPassword', 'Passwords do not match'],
  ])('%j → %s: %s', (change, field, expected) => {
    expect(messagesFor(resetPasswordSchema, { ...reset, ...change }, field)).toEqual([expected]);
  });

  it('accepts a matching reset', () => {
    expect(resetPasswordSchema.parse(reset)).toEqual(reset);
  });
});

describe('the sign-in forms in Hindi', () => {
  const devanagari = /[\u0900-\u097F]/;
  const forms = ['signIn', 'register', 'forgotPassword', 'resetPassword', 'verifyEmail'] as const;

  it.each(forms)('%s says in Hindi what the server says in Hindi for the same mistakes', (name) => {
    const values = {
      email: 'not an address',
      name: 'a b',
      phoneNumber: '12',
      password: 'short',
      confirmPassword: 'x',
    };
    const english = errorList(schemasFor('en')[name].safeParse(values) as ErrorSource);
    const hindi = errorList(schemasFor('hi')[name].safeParse(values) as ErrorSource);
    expect(english.length).toBeGreaterThan(0);
    expect(hindi).toEqual(
      english.map(({ field, message }) => ({ field, message: localizeMessage(message, 'hi') })),
    );
    for (const { message } of hindi) expect(message).toMatch(devanagari);
  });

  it('keeps the English sign-in rules in the spec words', () => {
    expect(errorList(schemasFor('en').signIn.safeParse({}) as ErrorSource)[0]?.message).toBe(
      messages.signIn.identifierRequired,
    );
  });
});
