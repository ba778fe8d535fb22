import { createReference } from '../lib/index.js';
import { isUniqueViolation } from './errors.js';

const attempts = 5;

/**
 * Inserts a row under a fresh reference. References are random, so two can clash (rarely): the
 * unique index refuses the second, and the insert is tried again with a new one.
 */
export async function insertWithReference<T>(
  prefix: string,
  now: Date,
  insert: (reference: string) => Promise<T>,
  newReference: () => string = () => createReference(prefix, now),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newReference());
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error, '_reference_unique')) throw error;
    }
  }
}
