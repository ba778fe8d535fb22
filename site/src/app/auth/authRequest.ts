import type { AuthMode } from '@inclusion/forms/react';

/** What opens the sign-in dialog: the mode it opens in. */
export interface AuthRequest {
  mode: AuthMode;
  /** Counts requests, so asking for the same mode twice opens the modal twice. */
  serial: number;
}
