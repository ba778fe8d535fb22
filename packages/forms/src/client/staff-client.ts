import { authApi } from './auth-api.js';
import { inboxApi } from './inbox-api.js';
import { replyApi } from './reply-api.js';
import { createRequester, type ApiClientConfig } from './request.js';
import { staffApi } from './staff-api.js';

/**
 * The staff inbox's client: its calls (`staff`) and the session check it gates on (`auth`). It is its
 * own function, not a part of `createApiClient`, so the public pages, which never call it, do not
 * download it: a client object's members cannot be tree-shaken.
 */
export function createStaffClient(config: ApiClientConfig = {}) {
  const request = createRequester(config);
  return {
    auth: authApi(request),
    staff: staffApi(request),
    replies: replyApi(request),
    inbox: inboxApi(request),
  };
}

export type StaffClient = ReturnType<typeof createStaffClient>;
