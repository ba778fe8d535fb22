import { useSession } from '@inclusion/forms/react';
import { Announcement, Button, Container, SkipLink, useAnnounce, VisuallyHidden } from '@inclusion/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { foundation } from './config.js';
import { staffClient } from './staffApi.js';

/**
 * The signed-in account and Sign out, for this browser. Signing out here takes focus to the page's
 * heading (the sign-in prompt's), where the visitor can sign in again, and says so.
 */
function Account() {
  const session = useSession();
  const announce = useAnnounce();
  const [signedOutHere, setSignedOutHere] = useState(false);

  useEffect(() => {
    if (!signedOutHere || session.isSignedIn) return;
    setSignedOutHere(false);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }
    announce('You are signed out.');
  }, [signedOutHere, session.isSignedIn, announce]);

  if (!session.isSignedIn) return null;
  const signOut = () => {
    // Revokes the token on the server too; the browser is signed out whatever the answer.
    staffClient.auth.logout().catch(() => undefined);
    setSignedOutHere(true);
    session.signOut();
  };
  return (
    <div className="staff-header__account">
      <p className="staff-header__email">
        <VisuallyHidden>Signed in as </VisuallyHidden>
        {session.email ?? session.firstName}
      </p>
      <Button variant="secondary" size="sm" onClick={signOut}>
        Sign out
      </Button>
    </div>
  );
}

/** The inbox's page: a skip link, its header (the foundation's name links to the public site), main, and the live region. */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main" />
      <header className="staff-header">
        <Container className="staff-header__bar">
          <p className="staff-header__name">
            {/* The public site is another application: a plain link loads it. */}
            <a href="/">{foundation.name}</a> <span className="staff-header__app">Staff inbox</span>
          </p>
          <Account />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="staff-main">
        {children}
      </main>
      <Announcement />
    </>
  );
}
