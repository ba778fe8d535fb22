import { createApiClient, sessionStore } from '@inclusion/forms';
import { siteLanguage } from '../app/language.js';
import { formWords } from '../forms/formWords.en.js';
import { rememberSessionNotice } from '../app/sessionNotice.js';

/**
 * The one API client of the site: '/api' on this host, the stored token, and the spec's 401 handling
 * (sign out, go home), which also leaves the home page a note of why, so it can say so.
 */
export const api = createApiClient({
  // The page's language: every call says it, so the server answers (and mails) in it.
  language: siteLanguage,
  messages: formWords,
  onUnauthorized() {
    // Already signed out (Sign Out revokes the token, and an expired one answers 401): nothing to end.
    if (!sessionStore.getToken()) return;
    sessionStore.signOut();
    rememberSessionNotice('expired');
    window.location.assign('/');
  },
});
