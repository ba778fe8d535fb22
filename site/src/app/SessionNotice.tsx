import { Button, Container, Status } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { layoutText } from '../content/shared.js';
import { useAuthLauncher } from './auth/AuthProvider.js';
import { takeSessionNotice, type SessionNoticeReason } from './sessionNotice.js';

/**
 * Says, on the page the visitor lands on, why they were signed out (an expired or revoked session).
 * A polite status region, prerendered empty so screen readers announce the message when it is
 * filled after hydration; it stays until the visitor moves to another page.
 */
export function SessionNotice() {
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<{ reason: SessionNoticeReason; path: string } | null>(null);
  const auth = useAuthLauncher();

  useEffect(() => {
    const reason = takeSessionNotice();
    if (reason) setNotice({ reason, path: window.location.pathname });
  }, []);

  const shown = notice !== null && notice.path === pathname;
  return (
    <Container className={shown ? 'site-session-notice' : undefined}>
      <Status tone="info">{shown ? layoutText.sessionEnded : null}</Status>
      {shown ? (
        <p className="site-session-notice__action">
          <Button variant="secondary" onClick={(event) => auth.open('signin', event.currentTarget)}>
            {layoutText.signInAgain}
          </Button>
        </p>
      ) : null}
    </Container>
  );
}
