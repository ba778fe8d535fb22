import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { correctionRules } from './correction-rules.js';
import { personRequest } from './people-requests.js';
import { correctableFields, recordKinds } from './record-kinds.js';

describe('correctionRules', () => {
  it.each(recordKinds)('holds a rule for each correctable field of %s, and no other', (kind) => {
    const names = correctableFields[kind].map((field) => field.name);
    expect(Object.keys(correctionRules[kind])).toEqual(names);
    for (const name of names) expect(correctionRules[kind][name], name).toBeInstanceOf(z.ZodType);
  });
});

describe('personRequest', () => {
  const mobile = z.toJSONSchema(personRequest, { io: 'input' }).properties?.mobile;
  const published = new RegExp(typeof mobile === 'object' ? String(mobile.pattern) : '(?!)', 'u');

  // The pattern the document publishes says what the check reads: the digits, maybe after 91 or 0.
  it.each([
    ['9876543210', true],
    ['+91 98765-43210', true],
    ['098765 43210', true],
    ['+91 (987) 654 3210', true],
    ['98765', false],
    ['0919876543210', false],
    ['1234567890123', false],
  ])('publishes a pattern that agrees with the check for %s', (typed, valid) => {
    expect(personRequest.safeParse({ mobile: typed }).success).toBe(valid);
    expect(published.test(typed)).toBe(valid);
  });

  it('keeps the 10 digits of a number and counts a blank as not sent', () => {
    expect(personRequest.parse({ mobile: '+91 98765-43210', email: ' ' })).toEqual({
      mobile: '9876543210',
    });
    expect(personRequest.safeParse({ email: '', mobile: '' }).error?.issues[0]?.message).toBe(
      'Enter an e-mail address or a mobile number',
    );
  });
});
