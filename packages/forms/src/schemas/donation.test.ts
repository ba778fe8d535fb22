import { describe, expect, it } from 'vitest';
import { donationTypeOptions } from '../options.js';
import { donationSchema } from './index.js';

const valid = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  donationAmount: '500',
  donationType: 'One-Time',
};

const messagesFor = (input: object, field: string) => {
  const result = donationSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

describe('donationSchema donationAmount', () => {
  it.each([
    [undefined, 'Donation amount is required'],
    [null, 'Donation amount is required'],
    ['', 'Donation amount is required'],
    ['   ', 'Donation amount is required'],
    ['abc', 'Please enter a valid donation amount'],
    ['12abc', 'Please enter a valid donation amount'],
    ['1,000', 'Please enter a valid donation amount'],
    ['0x10', 'Please enter a valid donation amount'],
    ['1e3', 'Please enter a valid donation amount'],
    [Number.NaN, 'Please enter a valid donation amount'],
    [Number.POSITIVE_INFINITY, 'Please enter a valid donation amount'],
    [0, 'Please enter a valid donation amount'],
    ['0', 'Please enter a valid donation amount'],
    [-5, 'Please enter a valid donation amount'],
    ['-5', 'Please enter a valid donation amount'],
    // Above zero but under a rupee: a number, just too small.
    [0.5, 'Minimum donation amount is ₹1'],
    ['0.5', 'Minimum donation amount is ₹1'],
    [0.99, 'Minimum donation amount is ₹1'],
    [1, null],
    ['1', null],
    ['1500.50', null],
    [9_999_999, null],
    [10_000_000, null],
    ['10000000', null],
    [10_000_000.01, 'Maximum donation amount is ₹1,00,00,000'],
    [10_000_001, 'Maximum donation amount is ₹1,00,00,000'],
    ['10000001', 'Maximum donation amount is ₹1,00,00,000'],
  ])('%j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, donationAmount: value }, 'donationAmount')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    [' 1500 ', 1500],
    [2500, 2500],
    ['10000000', 10_000_000],
  ])('sends %j as the number %j', (value, expected) => {
    const result = donationSchema.safeParse({ ...valid, donationAmount: value });
    expect(result.success ? result.data.donationAmount : null).toBe(expected);
  });
});

describe('donationSchema donationType and message', () => {
  it.each([
    [undefined, 'Please select a donation type'],
    ['', 'Please select a donation type'],
    ['Yearly', 'Invalid donation type selected'],
    ['one-time', 'Invalid donation type selected'],
    ...donationTypeOptions.map(({ value }): [string, null] => [value, null]),
  ])('donationType %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, donationType: value }, 'donationType')).toEqual(
      expected ? [expected] : [],
    );
  });

  it.each([
    [undefined, null],
    ['a'.repeat(1000), null],
    ['a'.repeat(1001), 'Message must be less than 1000 characters'],
  ])('message (optional) %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, message: value }, 'message')).toEqual(expected ? [expected] : []);
  });
});
