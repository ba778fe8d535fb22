import { ApiError, dataRequestCompleteRequest, type DataRequest } from '@inclusion/forms';
import { Button, FormField, FormFrame, TextArea } from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';
import { staffClient } from '../staffApi.js';
import { dataRequestsText } from './dataRequestsText.js';

const outcomeId = 'request-outcome';

/**
 * Completes one open request with what was done. Its heading takes focus when it opens (the admin
 * pressed the row's button); the outcome is checked by the contract's rule (no address or number),
 * then by the server.
 */
export function CompleteRequestForm({
  request,
  heading,
  onCancel,
  onCompleted,
}: {
  request: DataRequest;
  heading: string;
  onCancel: () => void;
  onCompleted: (message: string) => void;
}) {
  const text = dataRequestsText.complete;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => headingRef.current?.focus(), [request.id]);

  async function submit() {
    setTries((count) => count + 1);
    const checked = dataRequestCompleteRequest.safeParse({ outcome });
    if (!checked.success) {
      setError({ message: checked.error.issues[0]?.message ?? text.failed, field: true });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await staffClient.staff.dataRequests.complete(request.id, checked.data.outcome);
      onCompleted(answer.message ?? '');
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      setError({
        message: apiError && !apiError.generic ? apiError.message : text.failed,
        field: apiError?.status === 400,
      });
      setBusy(false);
    }
  }

  return (
    <section className="staff-section" aria-labelledby="complete-request-heading">
      <h2 id="complete-request-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <FormFrame
        aria-labelledby="complete-request-heading"
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        errors={error?.field ? [{ fieldId: outcomeId, message: error.message }] : []}
        bannerError={error && !error.field ? error.message : null}
        focusKey={tries}
        headingLevel={3}
        busy={busy}
        submitLabel={text.submit}
        busyLabel={text.busy}
      >
        <FormField
          id={outcomeId}
          label={text.outcome}
          hint={text.outcomeHint}
          error={error?.field ? error.message : undefined}
          required
        >
          <TextArea rows={3} value={outcome} onChange={(event) => setOutcome(event.currentTarget.value)} />
        </FormField>
      </FormFrame>
      <p>
        <Button variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
      </p>
    </section>
  );
}
