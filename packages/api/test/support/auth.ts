import type { App } from '../../src/types.js';
import { bearer } from './accounts.js';

/** A signup body that passes every rule. */
export const newAccount = {
  name: 'Asha.Rao',
  email: 'Asha.Rao@Example.org',
  phoneNumber: '+91 98765-43210',
  password: 'Strong-Pass1',
};

/** Calls of the auth routes; `from` is the client's address (the login limit counts per address). */
export function authCalls(app: () => App) {
  const post = (url: string, payload: object, from?: string) =>
    app().inject({ method: 'POST', url, payload, ...(from ? { remoteAddress: from } : {}) });
  return {
    signup: (payload: object = newAccount) => post('/api/auth/signup', payload),
    /** Signs up, then in (sign-up gives no session): the sign-in's answer, with the token. */
    signupAndLogin: async (
      payload: { email: string; password: string; [field: string]: unknown } = newAccount,
    ) => {
      const signup = await post('/api/auth/signup', payload);
      if (signup.statusCode !== 202) throw new Error(`signup answered ${signup.statusCode}: ${signup.body}`);
      return post('/api/auth/login', { email: payload.email, password: payload.password });
    },
    login: (email: string, password: string, from?: string) =>
      post('/api/auth/login', { email, password }, from),
    logout: (token?: string) =>
      app().inject({ method: 'POST', url: '/api/auth/logout', headers: token ? bearer(token) : {} }),
    forgot: (email: string) => post('/api/auth/forgot-password', { email }),
    reset: (token: string, password: string) => post('/api/auth/reset-password', { token, password }),
    /** An admin-only list: 200 for an admin's live token, 403 for a user's, 401 otherwise. */
    adminList: (token: string) =>
      app().inject({ method: 'GET', url: '/api/contact/all', headers: bearer(token) }),
  };
}

/** The token of a reset link in a mail's text. */
export function resetTokenIn(text: string | undefined): string {
  const match = /\/reset-password\?token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

/** These tests send many sign-ins from one address: the general limit per address is not what they test. */
export const authTestEnv = { RATE_LIMIT_PER_MINUTE: '10000' };
