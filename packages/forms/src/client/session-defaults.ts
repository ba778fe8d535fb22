import { sessionStore } from '../session/sessionStore.js';

/** The default `getToken`: the token stored under 'authToken'. */
export function readStoredToken(): string | null {
  return sessionStore.getToken();
}

/** The default `onUnauthorized`: clear the stored token and user, then go to the home page. */
export function clearSessionAndGoHome(): void {
  sessionStore.signOut();
  if (typeof window !== 'undefined') window.location.assign('/');
}
