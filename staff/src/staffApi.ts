import { createStaffClient, sessionStore } from '@inclusion/forms';

/**
 * The staff inbox's API client (its calls are `staffClient.staff.*`, from @inclusion/forms' `createStaffClient`, which the public pages never import). A 401
 * (the staff session expired after a working day idle, or was ended everywhere) signs out but stays
 * on the page: the inbox then asks to sign in again and, once signed in, shows the same address, so a
 * bookmarked view is not lost.
 */
export const staffClient = createStaffClient({
  onUnauthorized() {
    if (sessionStore.getToken()) sessionStore.signOut();
  },
});

/** The signed-in account's role, as the server knows it now (not as stored at sign-in). */
export async function currentRole(signal?: AbortSignal): Promise<string | undefined> {
  const answer = (await staffClient.auth.session({ signal })) as { data?: { role?: unknown } };
  return typeof answer?.data?.role === 'string' ? answer.data.role : undefined;
}
