import type { AuthMode } from '@inclusion/forms/react';
import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthRequest } from './authRequest.js';

// The dialog, its forms and their rules load the first time someone opens it.
const AuthDialog = lazy(() => import('./AuthDialog.js'));

interface AuthLauncher {
  /** Opens the modal; focus returns to `opener` when it closes. */
  open(mode: AuthMode, opener?: HTMLElement | null): void;
}

const AuthContext = createContext<AuthLauncher>({ open: () => undefined });

export const useAuthLauncher = () => useContext(AuthContext);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // After signing in, the Sign In button that opened the modal is gone: focus goes to the account menu.
  const returnFocusTo = useMemo(
    () => ({
      get current(): HTMLElement | null {
        if (opener.current?.isConnected) return opener.current;
        const toggles = document.querySelectorAll<HTMLElement>('.site-account-menu summary');
        return [...toggles].find((toggle) => toggle.offsetParent !== null) ?? null;
      },
    }),
    [],
  );
  const launcher = useMemo<AuthLauncher>(
    () => ({
      open(mode, element) {
        opener.current = element ?? null;
        setRequest((previous) => ({ mode, serial: (previous?.serial ?? 0) + 1 }));
      },
    }),
    [],
  );

  return (
    <AuthContext.Provider value={launcher}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <AuthDialog request={request} returnFocusTo={returnFocusTo} />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}
