// No React here: the server reads and writes this state too.

/**
 * Where a form starts when the page is the server's answer to posting it without JavaScript: what was
 * typed with its errors, a failed send's banner, or the thanks of an accepted post. Plain JSON, as the
 * server writes it into the page, so hydration renders what the server sent.
 */
export interface FormInitialState {
  values?: Record<string, unknown>;
  errors?: Record<string, string>;
  bannerError?: string | null;
  success?: { message: string; reference: string | null } | null;
}
