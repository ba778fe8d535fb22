import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createToken, hashToken, resetTokenExpiry, tokenExpiry } from './tokens.js';

describe('createToken', () => {
  it('gives 43 base64url characters and their SHA-256 in hex', () => {
    const { token, hash } = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => createToken().token));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashToken', () => {
  it('is stable and tells tokens apart', () => {
    const { token, hash } = createToken();
    expect(hashToken(token)).toBe(hash);
    expect(hashToken(`${token}x`)).not.toBe(hash);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('expiries', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('keeps a token for 7 days unless told otherwise', () => {
    expect(tokenExpiry(now).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(tokenExpiry(now, 30).toISOString()).toBe('2026-12-21T10:00:00.000Z');
  });

  it('keeps a reset token for one hour', () => {
    expect(resetTokenExpiry(now).toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });

  it('does not change the date it is given', () => {
    tokenExpiry(now);
    resetTokenExpiry(now);
    expect(now.toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });
});
