import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('finds the common passwords, in any case, with digits or symbols added, and spelled with digits', () => {
    for (const password of [
      'Password1',
      'Passw0rd!',
      'PASSWORD',
      'Iloveyou2024!',
      'Qwerty123',
      'Dragon99',
      'L3tme1n!!',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets through passwords that are not on the list', () => {
    for (const password of ['Strong-Pass1', 'Passw0rd-for-tests', 'Tiger-Lamp-92!', 'Durable-Admin-2026']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
