import { describe, expect, test } from 'vitest';
import { messageNamesField } from './field-name.js';

describe('messageNamesField', () => {
  test.each([
    ['Email is required', 'Email'],
    ['Please enter a valid email address', 'Email'],
    ['Invalid mobile number format', 'Mobile number'],
    ['Please select a donation type', 'Donation type'],
    ['Donation amount is required', 'Donation amount (₹, INR)'],
    ['Please specify your disability type', 'Please specify your disability'],
  ])('%s names %s', (message, field) => {
    expect(messageNamesField(message, field)).toBe(true);
  });

  test.each([
    ['This field is required', 'Are you a person with a disability?'],
    ['Please describe how you would like to help', 'How would you like to help?'],
    ['Passwords do not match', 'Confirm password'],
    ['Name must be at least 2 characters long', 'Full name'],
    // A whole word, not a piece of one: 'mail' is not named by 'email'.
    ['Email is required', 'Mail'],
  ])('%s does not name %s', (message, field) => {
    expect(messageNamesField(message, field)).toBe(false);
  });
});
