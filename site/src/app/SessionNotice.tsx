import { Button, Container, Status } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { layoutText } from '../content/shared.js';
import { useAuthLauncher } from './auth/AuthProvider.js';
import { takeSessionNotice, type SessionNoticeReason } from './sessionNotice.js';

/**
 * Says, on the home page the spec's 401 rule sends the visitor to, why they were signed out (an
 * expired or revoked session). A polite status region, prerendered empty so that screen readers
 * announce the message when it is filled after hydration. It stays until the visitor moves to
 * another page (the Layout renders it on the home page only, so leaving unmounts it), and is read
 * once: a reload or a later visit does not show it again.
 */
export function SessionNotice() {
  const [reason, setReason] = useState<SessionNoticeReason | null>(null);
  const auth = useAuthLauncher();

  useEffect(() => {
    setReason(takeSessionNotice());
  }, []);

  return (
    <Container className={reason ? 'site-session-notice' : undefined}>
      <Status tone="info">{reason ? layoutText.sessionEnded : null}</Status>
      {reason ? (
        <p className="site-session-notice__action">
          <Button variant="secondary" onClick={(event) => auth.open('signin', event.currentTarget)}>
            {layoutText.signInAgain}
          </Button>
        </p>
      ) : null}
    </Container>
  );
}
