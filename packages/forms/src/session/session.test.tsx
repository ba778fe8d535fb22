import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { SessionProvider, useSession } from './SessionProvider.js';
import { createSessionStore, sessionKeys, type SessionStore } from './sessionStore.js';

const response = {
  success: true,
  message: 'Welcome',
  token: 'tok-1',
  name: 'Asha  Verma',
  email: 'asha@example.org',
};

function renderSession(store: SessionStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider store={store}>{children}</SessionProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('sessionStore', () => {
  test('signIn keeps the token once, under authToken, and the rest of the response as the user', () => {
    const store = createSessionStore();
    expect(store.signIn(response)).toBe(true);
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    const stored = JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown>;
    expect(stored).toEqual({
      success: true,
      message: 'Welcome',
      name: 'Asha  Verma',
      email: 'asha@example.org',
    });
    expect(stored).not.toHaveProperty('token');
    expect(store.getToken()).toBe('tok-1');
  });

  test('a response without a token signs nobody in and stores nothing', () => {
    const store = createSessionStore();
    expect(store.signIn({ success: true, name: 'Asha' })).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.get()).toEqual({ token: null, user: null });
  });

  test('signOut clears both keys and tells subscribers; the snapshot is stable between changes', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(response);
    expect(store.get()).toBe(store.get());
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
    expect(localStorage.getItem(sessionKeys.user)).toBeNull();
    unsubscribe();
    store.signIn(response);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('keeps working for the page when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createSessionStore({ storage: () => full });
    store.signIn(response);
    expect(store.get().token).toBe('tok-1');
    store.signOut();
    expect(store.get().token).toBeNull();
  });
});

describe('useSession', () => {
  test('restores the session from storage on load', async () => {
    localStorage.setItem('authToken', 'stored');
    localStorage.setItem('user', JSON.stringify({ name: 'Ravi Kumar', email: 'ravi@example.org' }));
    const { result } = await renderSession(createSessionStore());
    expect(result.current.isSignedIn).toBe(true);
    expect(result.current.token).toBe('stored');
    expect(result.current.firstName).toBe('Ravi');
    expect(result.current.email).toBe('ravi@example.org');
  });

  test('signed in is judged by the token alone; without a name the first name is User', async () => {
    localStorage.setItem('authToken', 'stored');
    localStorage.setItem('user', '{not json');
    const { result } = await renderSession(createSessionStore());
    expect(result.current.isSignedIn).toBe(true);
    expect(result.current.user).toBeNull();
    expect(result.current.firstName).toBe('User');
    expect(result.current.email).toBeNull();
  });

  test('signIn and signOut re-render the hook', async () => {
    const { result, act } = await renderSession(createSessionStore());
    expect(result.current.isSignedIn).toBe(false);
    await act(() => result.current.signIn(response));
    expect(result.current.isSignedIn).toBe(true);
    expect(result.current.firstName).toBe('Asha');
    expect(result.current.user).toMatchObject({ name: 'Asha  Verma' });
    await act(() => result.current.signOut());
    expect(result.current.isSignedIn).toBe(false);
    expect(result.current.firstName).toBe('User');
  });

  test('a sign-in in another tab arrives through the storage event', async () => {
    const { result } = await renderSession(createSessionStore());
    // Another tab writes storage; this tab is only told by the event.
    localStorage.setItem('user', JSON.stringify({ name: 'Meera', email: 'meera@example.org' }));
    localStorage.setItem('authToken', 'other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'authToken', newValue: 'other-tab', storageArea: localStorage }),
    );
    await vi.waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.firstName).toBe('Meera');

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await vi.waitFor(() => expect(result.current.isSignedIn).toBe(false));
  });

  test('a second document signing out is seen here through a real storage event', async () => {
    const store = createSessionStore();
    store.signIn(response);
    const { result } = await renderSession(store);
    expect(result.current.isSignedIn).toBe(true);

    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const other = frame.contentWindow;
      if (!other) throw new Error('the frame has no window');
      other.localStorage.removeItem('authToken');
      other.localStorage.removeItem('user');
      await vi.waitFor(() => expect(result.current.isSignedIn).toBe(false));
      expect(result.current.user).toBeNull();
    } finally {
      frame.remove();
    }
  });

  test('events for other keys or other storage do not disturb it', async () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', storageArea: sessionStorage }));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
