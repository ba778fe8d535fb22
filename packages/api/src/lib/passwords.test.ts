import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  hashPassword,
  passwordHashOptions,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.js';

describe('hashPassword and verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const hashed = await hashPassword('Correct horse 1');
    expect(await verifyPassword(hashed, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse 1')).toBe(false);
    expect(await verifyPassword(hashed, '')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Same password 1')).not.toBe(await hashPassword('Same password 1'));
  });

  it('writes argon2id with 19 MiB, 2 passes and 1 lane into the hash', async () => {
    const hashed = await hashPassword('Parameters 1');
    expect(hashed.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });

  it('answers false for a hash it cannot read, without throwing', async () => {
    for (const bad of [
      '',
      'not a hash',
      '$argon2id$v=19$m=19456,t=2,p=1$',
      '$2b$10$abcdefghijklmnopqrstuv',
    ]) {
      await expect(verifyPassword(bad, 'anything')).resolves.toBe(false);
    }
  });
});

describe('verifyAgainstDummy', () => {
  it('uses the same parameters as real hashes', () => {
    const options = parseOptions(dummyPasswordHash);
    expect(options.algorithm).toBe(passwordHashOptions.algorithm);
    expect(options.memoryCost).toBe(passwordHashOptions.memoryCost);
    expect(options.timeCost).toBe(passwordHashOptions.timeCost);
    expect(options.parallelism).toBe(passwordHashOptions.parallelism);
  });

  it('answers false, for any password', async () => {
    // Its cost is a real verification's because its parameters are (the test above): nothing here is timed.
    for (const password of ['', 'Wrong password', 'Real password 1']) {
      expect(await verifyAgainstDummy(password)).toBe(false);
    }
  });
});
