import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorList, fieldErrors, joinMessages } from './errors.js';
import { volunteerSchema } from './schemas/index.js';

const person = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  howToHelp: 'I can teach braille.',
};

describe('errorList and fieldErrors', () => {
  const failed = volunteerSchema.safeParse({
    ...person,
    fullName: 'A',
    email: '',
    expertise: ['Advocacy', 'Cooking', 'Baking'],
  });

  it('list the first message of each field, in field order', () => {
    expect(errorList(failed)).toEqual([
      { field: 'fullName', message: 'Name must be at least 2 characters long' },
      { field: 'email', message: 'Email is required' },
      { field: 'expertise', message: 'Invalid expertise selected' },
    ]);
  });

  it('map a nested path such as expertise.1 to its top-level field, once', () => {
    expect(failed.error?.issues.map((issue) => issue.path.join('.'))).toContain('expertise.1');
    expect(fieldErrors(failed)).toEqual({
      fullName: 'Name must be at least 2 characters long',
      email: 'Email is required',
      expertise: 'Invalid expertise selected',
    });
  });

  it('take a ZodError as well as a safeParse result', () => {
    const error = failed.error;
    expect(error).toBeInstanceOf(z.ZodError);
    if (error) expect(errorList(error)).toEqual(errorList(failed));
  });

  it('give nothing for a success', () => {
    const passed = volunteerSchema.safeParse(person);
    expect(errorList(passed)).toEqual([]);
    expect(fieldErrors(passed)).toEqual({});
  });

  it('keep only the first of several issues on one field', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['email'], message: 'Email is required', input: '' },
      { code: 'custom', path: ['email'], message: 'Email is too long', input: '' },
    ]);
    expect(fieldErrors(error)).toEqual({ email: 'Email is required' });
  });
});

describe('joinMessages', () => {
  it('joins the messages with a comma and a space, as the registration service does', () => {
    const list = [
      { field: 'fullName', message: 'Full name is required' },
      { field: 'mobileNumber', message: 'Valid 10-digit mobile number is required' },
      { field: 'eventId', message: 'Event ID is required' },
    ];
    expect(joinMessages(list)).toBe(
      'Full name is required, Valid 10-digit mobile number is required, Event ID is required',
    );
    expect(joinMessages(['Disability status is required', 'Valid email address is required'])).toBe(
      'Disability status is required, Valid email address is required',
    );
    expect(joinMessages([])).toBe('');
  });
});
