import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const passwordHashOptions = {
  // Algorithm.Argon2id; the package declares its enum as an ambient const enum, which isolatedModules forbids.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * The hash of a random password nobody knows, with the same parameters as real hashes, so that
 * checking a password against it costs what checking a real account costs. Keep its parameters in
 * step with passwordHashOptions (a test checks this).
 */
export const dummyPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$TuEDfbfSokBf2dzgqYmmng$JcdSSDZ7bUNmAV6XaX7IjEndyk9ETB8Igo2RoWxeI5o';

/**
 * How many passwords this process has hashed. The cost of a hash is set by its parameters, so the
 * count is what tells two paths apart in time: sign-up's taken-address path is checked to hash as the
 * new-address path does, without timing anything (auth-signup.test.ts).
 */
export const passwordsHashed = { count: 0 };

export function hashPassword(plain: string): Promise<string> {
  passwordsHashed.count += 1;
  return hash(plain, passwordHashOptions);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/**
 * For a sign-in with an unknown account: spends about as long as verifyPassword on a real hash and
 * always answers false, so the response time does not tell whether the account exists.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  await verifyPassword(dummyPasswordHash, plain);
  return false;
}
