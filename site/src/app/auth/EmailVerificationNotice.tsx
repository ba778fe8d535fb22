import { ApiError } from '@inclusion/forms';
import { Alert, Button, Status } from '@inclusion/ui';
import { useState } from 'react';
import { emailVerificationText } from '../../content/email-verification.js';
import { loadApi } from '../../lib/loadApi.js';
import { useEmailVerified } from './emailVerification.js';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string };

/**
 * For a signed-in visitor whose address is not confirmed: says so, and sends the link again. The
 * answer is read out from a live region that is always there (a region that appears with its text
 * is missed by some screen readers); a failure is an alert. Nothing moves focus.
 */
export function EmailVerificationNotice({ className }: { className?: string }) {
  const verified = useEmailVerified();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const text = emailVerificationText.notice;
  if (verified !== false) return null;

  const resend = async () => {
    if (outcome.kind === 'sending') return;
    setOutcome({ kind: 'sending' });
    try {
      const api = await loadApi();
      const answer = await api.auth.resendVerification();
      setOutcome({ kind: 'sent', message: answer.message ?? '' });
    } catch (error) {
      // A 429 says how long to wait in its message; anything else gets the general words.
      const message = error instanceof ApiError && error.status === 429 ? error.message : text.failed;
      setOutcome({ kind: 'failed', message });
    }
  };

  return (
    <div className={className}>
      <p>{text.notConfirmed}</p>
      <Button
        variant="secondary"
        size="sm"
        busy={outcome.kind === 'sending'}
        busyLabel={text.busyLabel}
        onClick={() => void resend()}
      >
        {text.resendLabel}
      </Button>
      <Status tone="success">{outcome.kind === 'sent' ? outcome.message : ''}</Status>
      {outcome.kind === 'failed' ? <Alert>{outcome.message}</Alert> : null}
    </div>
  );
}
