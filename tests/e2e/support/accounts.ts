import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueMobile } from './site.js';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh user name and e-mail address (3 to 50 letters, digits, dots, hyphens, underscores). */
export function newAccount(prefix = 'visitor'): Account {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${prefix}_${tag}`, email: `${prefix}-${tag}@example.org`, password: 'Inclusion2025' };
}

/** Creates the account through the API, for tests that need one to sign in with. */
export async function signUp(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/signup', {
    data: { ...account, phoneNumber: uniqueMobile() },
  });
  // Sign-up gives no session; the account signs in with its password.
  expect(response.status(), 'sign-up').toBe(202);
}
