import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { volunteerExpertiseOptions } from '../options.js';
import { joinSchema, toVolunteerPayload, volunteerSchema } from './index.js';

const messagesFor = (schema: z.ZodType, input: object, field: string) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const x = (length: number) => 'a'.repeat(length);
const valid = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  howToHelp: 'I can teach braille.',
};

const howToHelpCases: [unknown, string | null][] = [
  [undefined, 'Please describe how you would like to help'],
  ['  ', 'Please describe how you would like to help'],
  [x(9), 'Description must be at least 10 characters long'],
  [x(10), null],
  [x(1000), null],
  [x(1001), 'Description must be less than 1000 characters'],
];

describe.each([
  ['volunteerSchema', volunteerSchema],
  ['joinSchema', joinSchema],
])('%s howToHelp', (_name, schema) => {
  it.each(howToHelpCases)('%j → %s', (value, expected) => {
    expect(messagesFor(schema, { ...valid, howToHelp: value }, 'howToHelp')).toEqual(
      expected ? [expected] : [],
    );
  });
});

describe('volunteerSchema', () => {
  it.each([
    [undefined, null],
    ['', null],
    [null, null],
    [x(500), null],
    [x(501), 'Message must be less than 500 characters'],
  ])('message (optional) %j → %s', (value, expected) => {
    expect(messagesFor(volunteerSchema, { ...valid, message: value }, 'message')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    [undefined, null],
    [[], null],
    [volunteerExpertiseOptions.map((option) => option.value), null],
    [['Education', 'Cooking'], 'Invalid expertise selected'],
    ['Education', 'Invalid expertise selected'],
  ])('expertise %j → %s', (value, expected) => {
    expect(messagesFor(volunteerSchema, { ...valid, expertise: value }, 'expertise')).toEqual(
      expected ? [expected] : [],
    );
  });

  it('defaults expertise to none, sends each choice once, and leaves a blank message out', () => {
    const blank = volunteerSchema.parse({ ...valid, message: '   ' });
    expect(blank).toEqual({ ...valid, expertise: [] });
    expect(blank.message).toBeUndefined();
    const chosen = volunteerSchema.parse({
      ...valid,
      expertise: ['Advocacy', 'More', 'Advocacy'],
      message: ' Hi ',
    });
    expect(chosen.expertise).toEqual(['Advocacy', 'More']);
    expect(chosen.message).toBe('Hi');
  });
});

describe('joinSchema and toVolunteerPayload', () => {
  it('keeps only the four Join fields', () => {
    expect(joinSchema.parse({ ...valid, expertise: ['Advocacy'], message: 'Hi' })).toStrictEqual(valid);
  });

  it('builds a volunteer registration with no expertise that the volunteer schema accepts', () => {
    const payload = toVolunteerPayload(joinSchema.parse({ ...valid, mobile: '+91 98765 43210' }));
    expect(payload).toStrictEqual({ ...valid, mobile: '919876543210', expertise: [] });
    expect(volunteerSchema.parse(payload)).toStrictEqual(payload);
  });
});
