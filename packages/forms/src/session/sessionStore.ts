/** The signed-in state, kept in localStorage under the spec's keys, with no React in sight. */
import type { AuthResponse } from '../client/types.js';

export const sessionKeys = { token: 'authToken', user: 'user' } as const;

/** What the server answered to signin or signup, minus the token: name, email and whatever else it sent. */
export interface SessionUser {
  name?: string;
  email?: string;
  [key: string]: unknown;
}

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
}

export interface SessionStore {
  /** The current session; the same object until the stored values change. */
  get(): SessionSnapshot;
  getToken(): string | null;
  /** Called after a sign-in or sign-out here or in another tab. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stores the token and the rest of the response as the user. False (and nothing stored) without a token. */
  signIn(response: AuthResponse): boolean;
  signOut(): void;
}

export interface SessionStoreOptions {
  /** Defaults to `localStorage`; undefined outside a browser. */
  storage?: () => Storage | undefined;
  /** Where `storage` events arrive from other tabs; defaults to `window`. */
  target?: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window);

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SessionUser)
      : null;
  } catch {
    return null;
  }
}

export function createSessionStore({
  storage = defaultStorage,
  target = defaultTarget,
}: SessionStoreOptions = {}): SessionStore {
  // Values storage would not take (missing, full, or disabled), so signing in still works for this page's life.
  const unsaved = new Map<string, string | null>();
  const listeners = new Set<() => void>();
  let cached: { token: string | null; user: string | null; snapshot: SessionSnapshot } | undefined;

  const read = (key: string): string | null => {
    if (unsaved.has(key)) return unsaved.get(key) ?? null;
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      const store = storage();
      if (!store) throw new Error('no storage');
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
      unsaved.delete(key);
    } catch {
      unsaved.set(key, value);
    }
  };
  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    const ours = event.key === null || event.key === sessionKeys.token || event.key === sessionKeys.user;
    if (ours && (event.storageArea === null || event.storageArea === storage())) notify();
  };

  return {
    // Reads storage on every call, so a change made by another tab is seen even with no subscriber.
    get() {
      const token = read(sessionKeys.token) || null;
      const user = read(sessionKeys.user);
      if (!cached || cached.token !== token || cached.user !== user) {
        cached = { token, user, snapshot: { token, user: parseUser(user) } };
      }
      return cached.snapshot;
    },
    getToken() {
      return read(sessionKeys.token) || null;
    },
    subscribe(listener) {
      if (listeners.size === 0) target()?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target()?.removeEventListener('storage', onStorage);
      };
    },
    signIn(response) {
      const { token, ...user } = response;
      if (typeof token !== 'string' || token === '') return false;
      // The token is kept once, under its own key; the user is everything else the server returned.
      write(sessionKeys.user, JSON.stringify(user));
      write(sessionKeys.token, token);
      notify();
      return true;
    },
    signOut() {
      write(sessionKeys.token, null);
      write(sessionKeys.user, null);
      notify();
    },
  };
}

/** The page's session. The API client can take `getToken` and, for a 401, `signOut` from here. */
export const sessionStore: SessionStore = createSessionStore();
