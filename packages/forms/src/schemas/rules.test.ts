import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { formCatalogue } from './catalogue.js';
import { brokenRule, describeRule, toAmount, type Rule } from './rules.js';

const flatTexts = (value: object): unknown[] =>
  Object.values(value).flatMap((inner) =>
    typeof inner === 'object' && inner !== null ? flatTexts(inner) : [inner],
  );

const allRules = formCatalogue.flatMap((form) => [
  ...Object.values(form.fields).flatMap((field) => field.rules),
  ...form.conditions.flatMap((condition) => condition.rules),
]);

describe('the rules behind every form', () => {
  it('use only messages from messages.ts', () => {
    const known = new Set(flatTexts(messages));
    expect(allRules.map((rule) => rule.message).filter((text) => !known.has(text))).toEqual([]);
  });

  it('each have words for the docs', () => {
    for (const rule of allRules) expect(describeRule(rule)).toMatch(/\S/);
  });

  it.each<[Rule, string]>([
    [{ kind: 'required', message: 'm' }, 'Required (blank or only spaces counts as empty)'],
    [{ kind: 'minLength', limit: 2, message: 'm' }, 'At least 2 characters'],
    [{ kind: 'maxLength', limit: 100, message: 'm' }, 'At most 100 characters'],
    [
      { kind: 'digitCount', min: 10, max: 15, message: 'm' },
      '10 to 15 digits, after removing everything that is not a digit',
    ],
    [{ kind: 'oneOf', values: [1, 2], message: 'm' }, 'One of: 1, 2'],
    [{ kind: 'minAmount', limit: 1, message: 'm' }, 'At least ₹1'],
    [{ kind: 'maxAmount', limit: 10_000_000, message: 'm' }, 'At most ₹1,00,00,000'],
    [{ kind: 'sameAs', field: 'password', message: 'm' }, 'The same as password'],
  ])('describe %j as %j', (rule, words) => {
    expect(describeRule(rule)).toBe(words);
  });
});

describe('brokenRule', () => {
  const rules: Rule[] = [
    { kind: 'required', message: 'required' },
    { kind: 'minLength', limit: 3, message: 'short' },
    { kind: 'pattern', pattern: /^[a-z]+$/, description: 'letters', message: 'letters' },
  ];

  it.each([
    ['', 'required'],
    ['A', 'short'],
    ['ABC', 'letters'],
    ['abc', undefined],
  ])('%j breaks %s first', (value, expected) => {
    expect(brokenRule(rules, value)?.message).toBe(expected);
  });

  it('compares with another field', () => {
    const same: Rule[] = [{ kind: 'sameAs', field: 'password', message: 'differs' }];
    expect(brokenRule(same, 'a', { password: 'a' })).toBeUndefined();
    expect(brokenRule(same, 'a', { password: 'b' })?.message).toBe('differs');
  });
});

describe('toAmount', () => {
  it.each([
    [12, 12],
    [' 12.5 ', 12.5],
    ['.5', 0.5],
    ['-3', -3],
    ['12abc', Number.NaN],
    ['1e3', Number.NaN],
    ['', Number.NaN],
    [true, Number.NaN],
  ])('%j is %d', (value, expected) => {
    expect(toAmount(value)).toBe(expected);
  });
});
