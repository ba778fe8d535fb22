import { useSession } from '@inclusion/forms/react';
import { Button, MenuDisclosure, useAnnounce, VisuallyHidden } from '@inclusion/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { layoutText } from '../../content/shared.js';
import { loadApi } from '../../lib/loadApi.js';
import { extraRoutes } from '../../routes.js';
import { DialogOpener } from '../DialogLink.js';
import { useAuthLauncher } from './AuthProvider.js';

/**
 * Only a signed-in visitor whose address is unconfirmed sees it, inside the closed account menu: its
 * code (and the alert it may show) loads when the menu is first drawn, not on every visitor's page.
 */
const EmailVerificationNotice = lazy(() =>
  import('./EmailVerificationNotice.js').then((module) => ({ default: module.EmailVerificationNotice })),
);

/**
 * Signed out: Sign In and Register. Signed in: the first name, and a menu with the e-mail and Sign Out.
 * While the page's script is not running, Sign In and Register are links to /sign-in, which says
 * honestly that both need JavaScript and what works without it. Once it runs, they are buttons that
 * open the sign-in dialog.
 */
export function HeaderAccount({ inMenu = false }: { inMenu?: boolean }) {
  const session = useSession();
  const { open } = useAuthLauncher();
  const announce = useAnnounce();
  const signInButton = useRef<HTMLElement>(null);
  // Set by this header's Sign Out: the menu that had focus is gone, so focus goes to Sign In, where
  // the visitor can sign in again, and the change is said. A sign-out in another tab moves nothing.
  const [signedOutHere, setSignedOutHere] = useState(false);

  useEffect(() => {
    if (!signedOutHere || session.isSignedIn) return;
    setSignedOutHere(false);
    signInButton.current?.focus();
    announce(layoutText.signedOut);
  }, [signedOutHere, session.isSignedIn, announce]);

  if (!session.isSignedIn) {
    return (
      <div className="site-account">
        <DialogOpener
          ref={signInButton}
          href={extraRoutes.signIn.path}
          variant="secondary"
          size="sm"
          onOpen={(button) => open('signin', button)}
        >
          {layoutText.signIn}
        </DialogOpener>
        <DialogOpener href={extraRoutes.signIn.path} size="sm" onOpen={(button) => open('register', button)}>
          {layoutText.register}
        </DialogOpener>
      </div>
    );
  }

  const signOut = () => {
    // Revokes the token on the server too; the visitor is signed out here whatever the answer.
    loadApi()
      .then((api) => api.auth.logout())
      .catch(() => undefined);
    setSignedOutHere(true);
    session.signOut();
  };
  const initial = session.firstName.charAt(0).toUpperCase();
  return (
    <MenuDisclosure
      className="site-account-menu"
      label={
        <>
          <span className="site-avatar" aria-hidden="true">
            {initial}
          </span>
          <span>{session.firstName}</span>
          <VisuallyHidden>{inMenu ? layoutText.accountInMenu : layoutText.accountMenu}</VisuallyHidden>
        </>
      }
    >
      <p className="site-account-menu__email">
        <VisuallyHidden>{layoutText.signedInAs}</VisuallyHidden>
        {session.email}
      </p>
      <Suspense fallback={null}>
        <EmailVerificationNotice className="site-account-menu__verification" />
      </Suspense>
      <Button variant="secondary" size="sm" onClick={signOut}>
        {layoutText.signOut}
      </Button>
    </MenuDisclosure>
  );
}
