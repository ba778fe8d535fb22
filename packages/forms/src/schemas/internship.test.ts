import { describe, expect, it } from 'vitest';
import { internshipAreaOptions } from '../options.js';
import { internshipSchema } from './index.js';

const valid = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  internshipArea: 'Social Media',
  motivation: 'I want to learn how policy is made.',
};

const messagesFor = (input: object, field: string) => {
  const result = internshipSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const x = (length: number) => 'a'.repeat(length);

describe('internshipSchema', () => {
  it.each([
    [undefined, 'Please select an internship area'],
    ['', 'Please select an internship area'],
    ['Marketing', 'Invalid internship area selected'],
    ...internshipAreaOptions.map(({ value }): [string, null] => [value, null]),
  ])('internshipArea %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, internshipArea: value }, 'internshipArea')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    [undefined, 'Please tell us why you want to intern with us'],
    ['  ', 'Please tell us why you want to intern with us'],
    [x(19), 'Motivation must be at least 20 characters long'],
    [` ${x(19)} `, 'Motivation must be at least 20 characters long'],
    [x(20), null],
    [x(1000), null],
    [x(1001), 'Motivation must be less than 1000 characters'],
  ])('motivation %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, motivation: value }, 'motivation')).toEqual(expected ? [expected] : []);
  });

  it.each([
    [undefined, null],
    ['', null],
    [x(1000), null],
    [x(1001), 'Education background must be less than 1000 characters'],
  ])('education (optional) %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, education: value }, 'education')).toEqual(expected ? [expected] : []);
  });

  it('sends a trimmed education, and none when blank', () => {
    expect(internshipSchema.parse({ ...valid, education: ' B.A. ' }).education).toBe('B.A.');
    const blank = internshipSchema.parse({ ...valid, education: ' ' });
    expect(blank).toEqual(valid);
    expect(blank.education).toBeUndefined();
  });
});
