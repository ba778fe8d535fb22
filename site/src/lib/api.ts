import { createApiClient } from '@inclusion/forms';

/** The one API client of the site: '/api' on this host, the stored token, and the spec's 401 handling. */
export const api = createApiClient();
