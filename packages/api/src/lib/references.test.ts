import { describe, expect, it } from 'vitest';
import { createReference, referenceAlphabet, referencePattern, referencePrefixes } from './references.js';

describe('createReference', () => {
  it('is the prefix, the UTC date and six base32 characters', () => {
    const reference = createReference('VOL', new Date('2026-11-21T10:00:00Z'));
    expect(reference).toMatch(/^VOL-20261121-[0-9A-Z]{6}$/);
    expect(reference).toMatch(referencePattern);
  });

  it('takes the date in UTC, not local time', () => {
    expect(createReference('CON', new Date('2026-11-21T23:59:59Z'))).toMatch(/^CON-20261121-/);
    expect(createReference('CON', new Date('2026-11-22T00:00:00Z'))).toMatch(/^CON-20261122-/);
    expect(createReference('CON', new Date('2026-01-02T00:00:00+05:30'))).toMatch(/^CON-20260101-/);
  });

  it('uses only Crockford base32 digits, never I, L, O or U', () => {
    expect(referenceAlphabet).toHaveLength(32);
    expect(new Set(referenceAlphabet).size).toBe(32);
    expect(referenceAlphabet).not.toMatch(/[ILOU]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const random = createReference('TKT').slice(-6);
      for (const character of random) seen.add(character);
    }
    expect([...seen].every((character) => referenceAlphabet.includes(character))).toBe(true);
    // 12,000 draws from 32 characters reach every one of them.
    expect(seen.size).toBe(32);
  });

  it('gives a different random part each time', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const references = new Set(Array.from({ length: 10_000 }, () => createReference('REG', now)));
    // 10,000 draws from 2^30 values collide with a probability of about 5%; allow one clash.
    expect(references.size).toBeGreaterThanOrEqual(9_999);
  });

  it('refuses a prefix that would make an unreadable reference', () => {
    expect(() => createReference('vol')).toThrow(/prefix/);
    expect(() => createReference('')).toThrow(/prefix/);
    expect(() => createReference('A-B')).toThrow(/prefix/);
  });
});

describe('referencePrefixes', () => {
  it('has one distinct three-letter prefix per kind of submission', () => {
    expect(referencePrefixes).toEqual({
      contact: 'CON',
      'contact-us': 'TKT',
      volunteer: 'VOL',
      internship: 'INT',
      donation: 'DON',
      news: 'NEW',
      collaboration: 'COL',
      'event-registration': 'REG',
    });
    const prefixes = Object.values(referencePrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(createReference(prefix)).toMatch(referencePattern);
  });
});
