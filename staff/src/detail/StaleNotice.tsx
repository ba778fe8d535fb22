import { Alert, Button, Status } from '@inclusion/ui';
import { useState } from 'react';
import type { Outcome } from './useStaffForm.js';

/**
 * A change refused because someone changed the record after it was opened: who and when (the
 * server's words), and 'Reload the record', which fetches the record again and keeps what was typed
 * in the form, so it can be checked against the new version and sent again.
 */
export function StaleNotice({
  outcome,
  headingId,
  onReload,
  onReloaded,
}: {
  outcome: Outcome;
  /** The form's heading: focus goes there once the record is reloaded (the button is gone then). */
  headingId: string;
  onReload: () => Promise<void>;
  onReloaded: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      {outcome.state === 'stale' ? (
        <Alert variant="error" title="Your change was not saved" focusKey={outcome.serial}>
          <p>{outcome.stale.message}</p>
          <p>
            <Button
              variant="secondary"
              size="sm"
              busy={busy}
              busyLabel="Reloading…"
              onClick={() => {
                setBusy(true);
                void onReload().finally(() => {
                  setBusy(false);
                  onReloaded();
                  const heading = document.getElementById(headingId);
                  if (heading) {
                    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
                    heading.focus();
                  }
                });
              }}
            >
              Reload the record
            </Button>
          </p>
        </Alert>
      ) : null}
      <Status>
        {outcome.state === 'reloaded'
          ? 'The record is reloaded: the page shows its latest version. What you typed is still in the form: check it, then send it again.'
          : ''}
      </Status>
    </>
  );
}
