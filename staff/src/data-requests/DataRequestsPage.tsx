import { ApiError, type DataRequest, type DataRequestList } from '@inclusion/forms';
import { Alert, Button, Status, Table, Tag, type TableColumn } from '@inclusion/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { indiaTime, Typed } from '../format.js';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';
import { CompleteRequestForm } from './CompleteRequestForm.js';
import { dataRequestsText as text } from './dataRequestsText.js';
import { RecordRequestForm } from './RecordRequestForm.js';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; list: DataRequestList }
  | { state: 'refused' }
  | { state: 'failed'; message: string };

const kindName = (request: DataRequest) => text.kinds[request.requestKind];

/**
 * /staff/data-requests (admins): the log of people's requests about their data, open ones first with
 * the overdue flagged, a form to record one, and a form to complete one. 'Complete' on a row opens
 * its form below the table, whose heading takes focus; after completing, focus returns to the table's
 * caption area through the notice, and the list is read again from the server.
 */
export default function DataRequestsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [completing, setCompleting] = useState<DataRequest | null>(null);
  const [completed, setCompleted] = useState<{ message: string; count: number } | null>(null);
  const returnTo = useRef<HTMLButtonElement | null>(null);
  useStaffPage(load.state === 'refused' ? text.refusedTitle : text.title, load.state !== 'loading');

  const reload = useCallback((signal?: AbortSignal) => {
    staffClient.staff.dataRequests
      .list({ signal })
      .then((answer) => {
        if (answer.data) setLoad({ state: 'ready', list: answer.data });
      })
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 403) setLoad({ state: 'refused' });
        else setLoad({ state: 'failed', message: error instanceof Error ? error.message : text.loadFailed });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  if (load.state === 'refused') {
    return (
      <>
        <h1>{text.refusedTitle}</h1>
        <p>{text.refused}</p>
      </>
    );
  }

  const columns: TableColumn<DataRequest>[] = [
    {
      id: 'received',
      header: text.columns.received,
      rowHeader: true,
      cell: (row) => indiaTime(row.receivedOn),
    },
    { id: 'kind', header: text.columns.kind, cell: kindName },
    { id: 'identity', header: text.columns.identity, cell: (row) => <Typed text={row.identityCheck} /> },
    {
      id: 'due',
      header: text.columns.due,
      cell: (row) => (
        <>
          {indiaTime(row.dueOn)}
          {row.overdue ? (
            <>
              {' '}
              <Tag tone="danger">{text.overdue}</Tag>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'outcome',
      header: text.columns.outcome,
      cell: (row) =>
        row.completedOn ? (
          <>
            {text.completedOn(indiaTime(row.completedOn))} <Typed text={row.outcome ?? ''} />
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={(event) => {
              returnTo.current = event.currentTarget;
              setCompleted(null);
              setCompleting(row);
            }}
          >
            {text.completeButton(kindName(row), indiaTime(row.receivedOn))}
          </Button>
        ),
    },
  ];

  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <section className="staff-section" aria-labelledby="requests-heading">
        <h2 id="requests-heading">{text.title}</h2>
        {load.state === 'loading' ? <Status>{text.loading}</Status> : null}
        {load.state === 'failed' ? (
          <Alert variant="error" title={text.loadFailed}>
            {load.message}
          </Alert>
        ) : null}
        {completed ? (
          <Alert variant="success" focusKey={completed.count}>
            {completed.message}
          </Alert>
        ) : null}
        {load.state === 'ready' ? (
          <>
            <p>{text.summary(load.list.open, load.list.overdue)}</p>
            <Table
              caption={text.caption(load.list.items.length, load.list.open, load.list.overdue)}
              columns={columns}
              rows={load.list.items}
              rowKey={(row) => row.id}
              empty={text.empty}
            />
          </>
        ) : null}
      </section>
      {completing ? (
        <CompleteRequestForm
          request={completing}
          heading={text.complete.heading(kindName(completing), indiaTime(completing.receivedOn))}
          onCancel={() => {
            setCompleting(null);
            returnTo.current?.focus();
          }}
          onCompleted={(message) => {
            setCompleting(null);
            setCompleted((previous) => ({ message, count: (previous?.count ?? 0) + 1 }));
            reload();
          }}
        />
      ) : null}
      <RecordRequestForm onRecorded={() => reload()} />
    </>
  );
}
