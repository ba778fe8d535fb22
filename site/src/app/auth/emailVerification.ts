import { useSession } from '@inclusion/forms/react';
import { useEffect, useSyncExternalStore } from 'react';
import { loadApi } from '../../lib/loadApi.js';

/**
 * Whether the signed-in account's address is confirmed. Sign-in and sign-up answers carry
 * `emailVerified`, which the session stores; but the visitor may confirm in another tab or on
 * another device. So while the stored answer is not `true`, the server is asked once per page
 * load (and again after the confirmation page succeeds), and what it says wins.
 */
interface LiveState {
  token: string;
  verified: boolean;
}

let live: LiveState | null = null;
let askedFor: string | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => live;
const serverSnapshot = () => null;

/** Asks the server about the account of `token`; the answer reaches every component using the hook. */
export async function refreshEmailVerified(token: string | null): Promise<void> {
  if (!token) return;
  askedFor = token;
  try {
    const api = await loadApi();
    const answer = await api.auth.session();
    const data = answer.data as { emailVerified?: unknown } | undefined;
    if (typeof data?.emailVerified !== 'boolean') return;
    live = { token, verified: data.emailVerified };
    listeners.forEach((listener) => listener());
  } catch {
    // A 401 ends the session (the client's handling); offline, the stored answer stands.
  }
}

/** true, false, or undefined when signed out or not known (an answer from before this server said). */
export function useEmailVerified(): boolean | undefined {
  const { token, user } = useSession();
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const stored = user?.emailVerified;

  useEffect(() => {
    if (!token || stored === true || askedFor === token) return;
    void refreshEmailVerified(token);
  }, [token, stored]);

  if (!token) return undefined;
  if (state?.token === token) return state.verified;
  return typeof stored === 'boolean' ? stored : undefined;
}
