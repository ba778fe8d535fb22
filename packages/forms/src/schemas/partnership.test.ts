import { describe, expect, it } from 'vitest';
import { areaOfInterestOptions } from '../options.js';
import { partnershipSchema } from './index.js';

const valid = {
  fullName: 'Asha Rao',
  organizationName: 'Acme Trust',
  email: 'asha@example.org',
  mobile: '9876543210',
  areaOfInterest: 'Accessibility',
};

const messagesFor = (input: object, field: string) => {
  const result = partnershipSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

const x = (length: number) => 'a'.repeat(length);

describe('partnershipSchema', () => {
  it.each([
    [undefined, 'Organization name is required'],
    [' ', 'Organization name is required'],
    ['A', 'Organization name must be at least 2 characters long'],
    ['AB', null],
    [x(200), null],
    [x(201), 'Organization name must be less than 200 characters'],
  ])('organizationName %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, organizationName: value }, 'organizationName')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    [undefined, 'Please select an area of interest'],
    ['', 'Please select an area of interest'],
    ['Sports', 'Invalid area of interest selected'],
    ...areaOfInterestOptions.map(({ value }): [string, null] => [value, null]),
  ])('areaOfInterest %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, areaOfInterest: value }, 'areaOfInterest')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    [undefined, null],
    [x(2000), null],
    [x(2001), 'Message must be less than 2000 characters'],
  ])('message (optional) %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, message: value }, 'message')).toEqual(expected ? [expected] : []);
  });
});
