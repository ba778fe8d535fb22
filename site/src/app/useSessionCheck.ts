import { useSession } from '@inclusion/forms/react';
import { useEffect } from 'react';
import { loadApi } from '../lib/loadApi.js';

/**
 * A stored token may have expired or been revoked since it was saved. Asking the server once per
 * page load lets the client's 401 handling (clear the session, go home) run before the visitor relies on it.
 */
export function useSessionCheck() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    loadApi()
      .then((api) => api.auth.session())
      .catch(() => {
        // A 401 is handled by the client; any other failure (offline, say) keeps the session as it is.
      });
  }, [token]);
}
