import { ApiError, createApiClient, sessionStore } from '@inclusion/forms';

/**
 * The staff inbox's API client. A 401 (the staff session expired after a working day idle, or was
 * ended everywhere) signs out but stays on the page: the inbox then asks to sign in again and, once
 * signed in, shows the same address, so a bookmarked view is not lost.
 */
export const staffClient = createApiClient({
  onUnauthorized() {
    if (sessionStore.getToken()) sessionStore.signOut();
  },
});

/**
 * A call the shared client does not make yet (the staff calls arrive in @inclusion/forms with the API
 * work of issue 13): same base, token and error shape. Replace each use with `staffClient.staff.*`.
 */
export async function staffRequest<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const token = sessionStore.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new ApiError('The server could not be reached. Check your connection and try again.', {
      kind: signal?.aborted ? 'aborted' : 'network',
      cause,
    });
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (response.ok) return data as T;
  if (response.status === 401 && sessionStore.getToken()) sessionStore.signOut();
  const record = (typeof data === 'object' && data !== null ? data : {}) as {
    message?: unknown;
    errors?: { field: string; message: string }[];
  };
  throw new ApiError(
    typeof record.message === 'string' ? record.message : `The server answered ${response.status}.`,
    { kind: 'http', status: response.status, data, errors: record.errors },
  );
}

/** Ends every session of the signed-in account (this one too), then forgets it here. */
export async function signOutEverywhere(): Promise<void> {
  await staffRequest('POST', '/auth/logout-everywhere');
  sessionStore.signOut();
}

export type StaffRole = 'staff' | 'admin';

/** The signed-in account's role, as the server knows it now (not as stored at sign-in). */
export async function currentRole(signal?: AbortSignal): Promise<string | undefined> {
  const answer = await staffRequest<{ data?: { role?: unknown } }>('GET', '/auth/session', undefined, signal);
  return typeof answer?.data?.role === 'string' ? answer.data.role : undefined;
}
