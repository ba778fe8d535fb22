import { describe, expect, it } from 'vitest';
import {
  createReference,
  createSecretReference,
  normalizeSecretReference,
  referenceAlphabet,
  referencePattern,
  referencePrefixes,
  secretReferencePattern,
} from './references.js';

describe('createReference', () => {
  it('is the prefix, the date and six base32 characters', () => {
    const reference = createReference('VOL', new Date('2026-11-21T10:00:00Z'));
    expect(reference).toMatch(/^VOL-20261121-[0-9A-Z]{6}$/);
    expect(reference).toMatch(referencePattern);
  });

  it('takes the date in India, as staff read every other time, not in UTC nor the server’s zone', () => {
    expect(createReference('CON', new Date('2026-11-21T18:29:59Z'))).toMatch(/^CON-20261121-/);
    expect(createReference('CON', new Date('2026-11-21T18:30:00Z'))).toMatch(/^CON-20261122-/);
    expect(createReference('CON', new Date('2026-01-02T00:00:00+05:30'))).toMatch(/^CON-20260102-/);
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
      contactus: 'TKT',
      volunteer: 'VOL',
      internship: 'INT',
      donation: 'DON',
      news: 'NEW',
      partnership: 'COL',
      'event-registration': 'REG',
    });
    const prefixes = Object.values(referencePrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(createReference(prefix)).toMatch(referencePattern);
  });
});

describe('createSecretReference', () => {
  it('is the prefix and 16 Crockford base32 characters in four groups of four (80 random bits)', () => {
    const reference = createSecretReference('REG');
    expect(reference).toMatch(/^REG(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(reference).toMatch(secretReferencePattern);
    expect(reference).not.toMatch(referencePattern);
  });

  it('draws every character of the alphabet, at every position', () => {
    const seen = Array.from({ length: 16 }, () => new Set<string>());
    for (let i = 0; i < 3000; i++) {
      const random = createSecretReference('REG').slice(4).replaceAll('-', '');
      [...random].forEach((character, position) => seen[position]?.add(character));
    }
    // 3,000 draws from 32 characters reach every one of them at each position.
    for (const position of seen) expect(position.size).toBe(32);
  });

  it('never repeats in practice', () => {
    const references = new Set(Array.from({ length: 20_000 }, () => createSecretReference('REG')));
    expect(references.size).toBe(20_000);
  });
});

describe('normalizeSecretReference', () => {
  const reference = 'REG-7F3K-9QXM-2HJD-8PR0';

  it('reads a reference as people type or say it: any case, spaces, no hyphens, O as 0, I and L as 1', () => {
    for (const typed of [
      reference,
      'reg-7f3k-9qxm-2hjd-8pr0',
      ' REG 7F3K 9QXM 2HJD 8PR0 ',
      'REG7F3K9QXM2HJD8PR0',
      'REG-7F3K-9QXM-2HJD-8PRO',
    ]) {
      expect(normalizeSecretReference(typed, 'REG'), typed).toBe(reference);
    }
    expect(normalizeSecretReference('REG-1111-IIII-LLLL-llll', 'REG')).toBe('REG-1111-1111-1111-1111');
  });

  it('refuses anything else: another prefix, a wrong length, U, or the old guessable form', () => {
    for (const typed of [
      'VOL-7F3K-9QXM-2HJD-8PR0',
      'REG-7F3K-9QXM-2HJD-8PR',
      'REG-7F3K-9QXM-2HJD-8PR00',
      'REG-7F3K-9QXM-2HJD-8PRU',
      'REG-20261121-7F3K9Q',
      '',
    ]) {
      expect(normalizeSecretReference(typed, 'REG'), typed).toBeUndefined();
    }
  });
});
