import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// The dialog, its forms and their rules load the first time someone opens it.
const SignInDialog = lazy(() => import('./SignInDialog.js'));

interface SignInLauncher {
  /** Opens the sign-in dialog; focus returns to `opener` when it closes, if it is still on the page. */
  open(opener?: HTMLElement | null): void;
}

const SignInContext = createContext<SignInLauncher>({ open: () => undefined });

export const useSignIn = () => useContext(SignInContext);

/** Holds the inbox's sign-in dialog: any page opens it with `useSignIn().open(button)`. */
export function SignInProvider({ children }: { children: ReactNode }) {
  // Counts requests, so asking twice opens the dialog twice.
  const [request, setRequest] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  // After signing in, the page that held the opener is replaced: focus then goes to the new page's heading.
  const returnFocusTo = useMemo(
    () => ({
      get current(): HTMLElement | null {
        if (opener.current?.isConnected) return opener.current;
        return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
      },
    }),
    [],
  );
  const launcher = useMemo<SignInLauncher>(
    () => ({
      open(element) {
        opener.current = element ?? null;
        setRequest((previous) => previous + 1);
      },
    }),
    [],
  );

  return (
    <SignInContext.Provider value={launcher}>
      {children}
      {request > 0 ? (
        <Suspense fallback={null}>
          <SignInDialog request={request} returnFocusTo={returnFocusTo} />
        </Suspense>
      ) : null}
    </SignInContext.Provider>
  );
}
