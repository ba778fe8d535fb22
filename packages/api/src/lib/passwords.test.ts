import { parseOptions } from '@node-rs/argon2';
import { performance } from 'node:perf_hooks';
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

  it('answers false and takes about as long as a real verification', { timeout: 30_000 }, async () => {
    const hashed = await hashPassword('Real password 1');
    const time = async (run: () => Promise<boolean>) => {
      const start = performance.now();
      const result = await run();
      return { result, ms: performance.now() - start };
    };
    await verifyPassword(hashed, 'warm up');
    await verifyAgainstDummy('warm up');

    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 7; i++) {
      const wrong = await time(() => verifyPassword(hashed, `Wrong password ${i}`));
      const absent = await time(() => verifyAgainstDummy(`Wrong password ${i}`));
      expect(wrong.result).toBe(false);
      expect(absent.result).toBe(false);
      real.push(wrong.ms);
      dummy.push(absent.ms);
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ratio = median(dummy) / median(real);
    console.log(
      `password timing: real verify median ${median(real).toFixed(1)} ms, ` +
        `dummy median ${median(dummy).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(median(real)).toBeGreaterThan(1);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3);
  });
});
