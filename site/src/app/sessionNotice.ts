/**
 * Why the visitor was signed out, carried across the full page load to the home page that the spec's
 * 401 rule sends them to (sessionStorage: this tab only, and nothing personal in it or in the URL).
 */
const key = 'session-notice';

export type SessionNoticeReason = 'expired';

export function rememberSessionNotice(reason: SessionNoticeReason) {
  try {
    sessionStorage.setItem(key, reason);
  } catch {
    // Storage off or full: the visitor is still signed out and sent home, only without the reason.
  }
}

/** Reads the reason once: a reload or a later visit does not show it again. */
export function takeSessionNotice(): SessionNoticeReason | null {
  try {
    const reason = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return reason === 'expired' ? reason : null;
  } catch {
    return null;
  }
}
