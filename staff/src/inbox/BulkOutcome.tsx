import { Alert, NotificationBanner } from '@inclusion/ui';
import type { Ref } from 'react';
import { kindOf } from '../kinds.js';
import type { BulkResult } from './inboxTypes.js';
import { inboxText as text } from './inboxText.js';

/** `shown` turns true once the confirmation dialog has closed (BulkActions says why). */
export type Outcome =
  | { state: 'done'; result: BulkResult; serial: number; shown: boolean }
  | { state: 'failed'; message: string; serial: number; shown: boolean }
  | null;

/**
 * What a confirmed bulk change did: how many changed and each record skipped with its reason, or why
 * nothing changed. It takes focus, and stays while the list reloads (even when the list is now empty).
 */
export function BulkOutcome({ outcome: given, boxRef }: { outcome: Outcome; boxRef: Ref<HTMLDivElement> }) {
  const outcome = given?.shown ? given : null;
  return (
    <div ref={boxRef}>
      {outcome?.state === 'done' ? (
        <NotificationBanner type="success" heading={outcome.result.message} focusKey={outcome.serial}>
          {outcome.result.skipped.length === 0 ? (
            <p>{text.noneSkipped}</p>
          ) : (
            <>
              <p>{text.skippedTitle(outcome.result.skipped.length)}:</p>
              <ul>
                {outcome.result.skipped.map((skip) => (
                  <li key={`${skip.kind}:${skip.id}`}>
                    {skip.reference ?? kindOf(skip.kind)?.singular ?? skip.kind}: {skip.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </NotificationBanner>
      ) : null}
      {outcome?.state === 'failed' ? (
        <Alert variant="error" title={text.bulkFailed} focusKey={outcome.serial}>
          {outcome.message}
        </Alert>
      ) : null}
    </div>
  );
}
