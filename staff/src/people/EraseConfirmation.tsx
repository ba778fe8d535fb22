import { ApiError, type PersonErased, type PersonSearchResult } from '@inclusion/forms';
import { Alert, Button, Checkbox, ErrorSummary, WarningText, type ErrorSummaryItem } from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';
import { staffClient } from '../staffApi.js';
import { checkLog, emptyLog, ErasureLogFields, type LogErrors } from './ErasureLogFields.js';
import type { Found } from './found.js';
import { peopleText } from './peopleText.js';
import { kindLabel } from './PersonResults.js';

/** What the server checks before erasing: the search's records, plus its accounts and its subscription. */
export function expectedCount(result: PersonSearchResult): number {
  const accounts = result.accounts ?? (result.account ? 1 : 0);
  return result.records.length + accounts + (result.newsletter ? 1 : 0);
}

/**
 * The confirmation step of an erasure, in the page: a heading that takes focus (the user pressed
 * 'Erase this person'), a warning, the list of everything that will go, named, and two buttons. The
 * erasure sends `expected`, so data that arrived or changed since the search is never erased unseen:
 * the server then answers 409, and the page searches again. A checkbox records the erasure in the
 * data-request log with it (how identity was checked, the date received), checked here by the
 * contract's rules first: an error summary takes focus, and nothing is erased.
 */
export function EraseConfirmation({
  found,
  onCancel,
  onErased,
  onRefused,
}: {
  found: Found;
  onCancel: () => void;
  onErased: (report: PersonErased) => void;
  /** The server's 409 (data changed since the search, or a person who cannot be erased this way). */
  onRefused: (message: string, expected: number) => void;
}) {
  const text = peopleText.erase;
  const words = peopleText.willGo;
  const { result, who } = found;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; count: number } | null>(null);
  const [logged, setLogged] = useState(false);
  const [log, setLog] = useState(emptyLog);
  const [logErrors, setLogErrors] = useState<{
    errors: LogErrors;
    summary: ErrorSummaryItem[];
    count: number;
  }>({
    errors: {},
    summary: [],
    count: 0,
  });

  useEffect(() => heading.current?.focus(), []);

  async function erase() {
    let dataRequest: { receivedOn: string; identityCheck: string } | undefined;
    if (logged) {
      const checked = checkLog(log);
      if (checked.errors) {
        setLogErrors((previous) => ({
          errors: checked.errors,
          summary: checked.summary,
          count: previous.count + 1,
        }));
        return;
      }
      dataRequest = checked.entry;
    }
    setLogErrors((previous) => ({ errors: {}, summary: [], count: previous.count }));
    setBusy(true);
    const expected = expectedCount(result);
    try {
      const answer = await staffClient.staff.people.erase({
        ...found.query,
        expected,
        ...(dataRequest ? { dataRequest } : {}),
      });
      if (!answer.data) throw new ApiError(text.failed, { kind: 'unknown' });
      onErased(answer.data);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        onRefused(error.message, expected);
        return;
      }
      setFailure((previous) => ({
        message: error instanceof ApiError && !error.generic ? error.message : text.failed,
        count: (previous?.count ?? 0) + 1,
      }));
    }
  }

  return (
    <section className="staff-section staff-erase" aria-labelledby="erase-confirm-heading">
      <h2 id="erase-confirm-heading" ref={heading} tabIndex={-1}>
        {text.confirmHeading(who)}
      </h2>
      {failure ? (
        <Alert variant="error" focusKey={failure.count}>
          {failure.message}
        </Alert>
      ) : null}
      {logErrors.summary.length > 0 ? (
        <ErrorSummary errors={logErrors.summary} focusKey={logErrors.count} headingLevel={3} />
      ) : null}
      <WarningText>{text.warning}</WarningText>
      <ul className="staff-erase__list">
        {result.records.length > 0 ? (
          <li>
            {words.submissions(result.records.length)}
            <ul>
              {result.records.map((record) => (
                <li key={`${record.kind}:${record.id}`}>
                  {kindLabel(record.kind)} {record.reference ?? ''}
                  {record.eventTitle ? ` (${record.eventTitle})` : ''}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {result.account ? <li>{words.account(result.account.name, result.account.email)}</li> : null}
        {result.newsletter ? <li>{words.newsletter}</li> : null}
        {result.outboxMails > 0 ? <li>{words.outbox(result.outboxMails)}</li> : null}
      </ul>
      <p>{text.keeps}</p>
      <Checkbox
        label={peopleText.log.checkbox}
        hint={peopleText.log.hint}
        checked={logged}
        onCheckedChange={setLogged}
        conditional={<ErasureLogFields values={log} errors={logErrors.errors} onChange={setLog} />}
      />
      <div className="staff-actions">
        <Button variant="danger" busy={busy} busyLabel={text.busy} onClick={() => void erase()}>
          {text.confirm}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </section>
  );
}
