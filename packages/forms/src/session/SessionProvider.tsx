import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { firstNameOf } from './firstName.js';
import type { AuthResponse } from '../client/types.js';
import { sessionStore, type SessionSnapshot, type SessionStore, type SessionUser } from './sessionStore.js';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** Judged by the stored token alone (spec section 4). */
  isSignedIn: boolean;
  /** The first word of the user's name, else 'User'. */
  firstName: string;
  email: string | null;
  signIn(response: AuthResponse): boolean;
  signOut(): void;
}

const SessionContext = createContext<SessionStore>(sessionStore);

const signedOut: SessionSnapshot = { token: null, user: null };
const serverSnapshot = () => signedOut;

export interface SessionProviderProps {
  children: ReactNode;
  /** Defaults to the page's `sessionStore`; tests pass their own. */
  store?: SessionStore;
}

export function SessionProvider({ children, store = sessionStore }: SessionProviderProps) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The session, kept in step with localStorage in this tab and in the others. Works without a provider too. */
export function useSession(): Session {
  const store = useContext(SessionContext);
  const { token, user } = useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
  return useMemo(
    () => ({
      user,
      token,
      isSignedIn: token !== null,
      firstName: firstNameOf(user),
      email: typeof user?.email === 'string' ? user.email : null,
      signIn: store.signIn,
      signOut: store.signOut,
    }),
    [store, token, user],
  );
}
