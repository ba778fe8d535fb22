import type { StaffKind, StaffRecordDetail } from '@inclusion/forms';
import { Alert, BackLink, Status, SummaryList, Table, type SummaryListRow } from '@inclusion/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { routerLink } from '../routerLink.js';
import { correctableFields } from '../correctable.js';
import { AssigneeForm } from '../detail/AssigneeForm.js';
import { CorrectFieldForm } from '../detail/CorrectFieldForm.js';
import { History } from '../detail/History.js';
import { NoteForm } from '../detail/NoteForm.js';
import { StatusForm } from '../detail/StatusForm.js';
import { labelOf, StatusTag, textOf, TypedValue, When } from '../format.js';
import { groupedPhone, phoneFields } from '../mobile.js';
import { nextInQueue, queueState, isQueue } from '../inbox/queue.js';
import { useAssignable } from '../inbox/useAssignable.js';
import { detailAddress, kindOf, listAddress, type KindInfo } from '../kinds.js';
import { ReplySection } from '../reply/ReplySection.js';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';
import StaffNotFound from './StaffNotFound.js';

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; detail: StaffRecordDetail };

/** Fields shown in the summary's head or not at all (ids, secrets' traces, staff fields with a form). */
const hidden = new Set(['id', 'userId', 'unsubscribeToken', 'confirmTokenHash', 'confirmExpiresAt']);

/** /staff/<kind>/<id>: one submission, what was mailed for it, its status, notes and history. */
export default function DetailPage() {
  const params = useParams();
  const kind = kindOf(params.kind ?? '');
  if (!kind || !params.id) return <StaffNotFound />;
  return <Detail key={`${kind.slug}/${params.id}`} kind={kind} id={params.id} />;
}

function Detail({ kind, id }: { kind: KindInfo; id: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [hasErrors, setHasErrors] = useState(false);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // The list this page was opened from (its filters and sort), kept while the page stays open: a
  // correction's Change link is a new address without it.
  const [back] = useState(() => {
    const from = (location.state as { from?: unknown } | null)?.from;
    return typeof from === 'string' &&
      (from.startsWith(`/staff/${kind.slug}`) || from.startsWith('/staff/inbox'))
      ? from
      : listAddress(kind.slug);
  });
  const backWords = back.startsWith('/staff/inbox') ? 'the inbox' : kind.plural.toLowerCase();
  // Opened from the inbox: where it stands in that list, for 'Save and next' (history state, not the address).
  const [queue] = useState(() => {
    const state = (location.state as { queue?: unknown } | null)?.queue;
    return isQueue(state) ? state : undefined;
  });
  const navigate = useNavigate();
  const { people, failed: peopleFailed } = useAssignable();
  const [lastOne, setLastOne] = useState(false);
  const record = load.state === 'ready' ? load.detail.record : undefined;
  // The reference names the record; an address would name a person, and titles are kept in history.
  const reference = typeof record?.reference === 'string' ? record.reference : '';
  const title =
    load.state === 'missing'
      ? 'Submission not found'
      : reference
        ? `${kind.singular} ${reference}`
        : kind.singular;
  const where = queue ? `, item ${queue.position} of ${queue.total}` : '';
  useStaffPage(hasErrors ? `Error: ${title}${where}` : `${title}${where}`, load.state !== 'loading');

  /** Opens the inbox's next item, keeping the inbox's query; at the end, says so. */
  const openNext = useCallback(async () => {
    if (!queue) return;
    const next = await nextInQueue(queue, id);
    if (!next) {
      // The alert that says so is announced as it appears.
      setLastOne(true);
      return;
    }
    const nextKind = kindOf(next.item.kind);
    if (!nextKind) return;
    navigate(detailAddress(nextKind.slug, next.item.id), { state: queueState(next.queue) });
  }, [queue, id, navigate]);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await staffClient.staff.detail(kind.apiKind as StaffKind, id, { signal });
        setLoad({ state: 'ready', detail: answer.data as StaffRecordDetail });
      } catch (error) {
        if (signal?.aborted) return;
        const status = (error as { status?: number }).status;
        if (status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [kind, id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  if (load.state === 'loading') {
    return (
      <>
        <h1>{kind.singular}</h1>
        <Status>Loading…</Status>
      </>
    );
  }
  if (load.state === 'missing') {
    return (
      <>
        <BackLink asChild>
          <Link to={back}>Back to {backWords}</Link>
        </BackLink>
        <h1>Submission not found</h1>
        <p>
          There is no {kind.singular.toLowerCase()} at this address: it may have been erased at its sender’s
          request, or deleted after the retention period.{' '}
          <Link to={listAddress(kind.slug)}>Show every {kind.singular.toLowerCase()}</Link>.
        </p>
      </>
    );
  }
  if (load.state === 'failed') {
    return (
      <>
        <h1>{kind.singular}</h1>
        <Alert variant="error" title="The submission could not be loaded">
          {load.message} Reload the page to try again.
        </Alert>
      </>
    );
  }

  const { detail } = load;
  const fields = detail.record;
  const status = String(fields[kind.statusField] ?? '');
  const correctable = correctableFields(kind);
  const correcting = correctable.find((field) => field.name === searchParams.get('correct'));
  const changeAddress = (field: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('correct', field);
    return `${location.pathname}?${next.toString()}#correct-field`;
  };

  const rows: SummaryListRow[] = [
    ...(fields.reference ? [{ id: 'reference', key: 'Reference', value: textOf(fields.reference) }] : []),
    { id: 'createdAt', key: 'Received', value: <When value={fields.createdAt} /> },
    {
      id: 'status',
      key: 'Status',
      value: <StatusTag status={status} label={kind.statusLabel(status)} />,
    },
    ...Object.entries(fields)
      .filter(
        ([field]) =>
          !hidden.has(field) &&
          !['reference', 'createdAt', kind.statusField].includes(field) &&
          !kind.adminFields.some((admin) => admin.name === field),
      )
      .map(([field, value]) => ({
        id: field,
        key: labelOf(field),
        value:
          /At$|Date$/.test(field) && typeof value === 'string' ? (
            <When value={value} />
          ) : phoneFields.has(field) && typeof value === 'string' && value ? (
            groupedPhone(value)
          ) : (
            (kind.filters
              .find((filter) => filter.apiParam === field)
              ?.options.find((option) => option.value === value)?.label ?? <TypedValue value={value} />)
          ),
        actions: correctable.some((candidate) => candidate.name === field)
          ? [
              {
                label: 'Change',
                href: changeAddress(field),
                visuallyHiddenText: labelOf(field).toLowerCase(),
              },
            ]
          : undefined,
      })),
  ];
  const staffRows: SummaryListRow[] = kind.adminFields.map((admin) => ({
    id: admin.name,
    key: admin.label,
    value: <TypedValue value={fields[admin.name]} />,
  }));

  return (
    <>
      <BackLink asChild>
        <Link to={back}>Back to {backWords}</Link>
      </BackLink>
      <h1>{title}</h1>
      {queue ? (
        <p className="staff-queue-position">
          Item {queue.position} of {queue.total} in the inbox list.
        </p>
      ) : null}
      {lastOne ? (
        // It takes focus, as the person asked for the next item with Save and next: its link back is
        // then one Tab away, and it is read once, named by its title and described by its message.
        <Alert variant="info" title="That was the last item" focusKey="last">
          <p>
            Nothing follows it in the inbox list. <Link to={back}>Back to the inbox</Link>.
          </p>
        </Alert>
      ) : null}

      <section className="staff-section" aria-labelledby="record-details">
        <h2 id="record-details">What was sent</h2>
        <SummaryList rows={rows} renderLink={routerLink} />
        {correcting ? (
          <CorrectFieldForm
            key={correcting.name}
            kind={kind}
            id={id}
            field={correcting}
            value={fields[correcting.name]}
            closeHref={location.pathname}
            version={detail.version}
            onErrors={setHasErrors}
            onSaved={() => reload()}
            onReload={() => reload()}
          />
        ) : null}
      </section>

      {kind.statusPath ? (
        <section className="staff-section" aria-labelledby="change-status">
          <h2 id="change-status">Change status</h2>
          {staffRows.length > 0 ? <SummaryList rows={staffRows} /> : null}
          <StatusForm
            kind={kind}
            id={id}
            record={fields}
            version={detail.version}
            onErrors={setHasErrors}
            onSaved={() => reload()}
            onReload={() => reload()}
            onNext={queue ? openNext : undefined}
          />
        </section>
      ) : (
        <p>
          A subscription’s status is its subscriber’s to change: they confirm or unsubscribe from the mails.
        </p>
      )}

      {kind.apiKind !== 'newsletter' ? (
        <section className="staff-section" aria-labelledby="assigned-to">
          <h2 id="assigned-to">Assigned to</h2>
          <AssigneeForm
            kind={kind}
            id={id}
            assignee={detail.assignee ?? null}
            version={detail.version}
            people={people}
            peopleFailed={peopleFailed}
            onErrors={setHasErrors}
            onSaved={() => reload()}
            onReload={() => reload()}
          />
        </section>
      ) : null}

      <ReplySection
        kind={kind.apiKind}
        id={id}
        detail={detail}
        onErrors={setHasErrors}
        onChanged={() => reload()}
      />

      <section className="staff-section" aria-labelledby="add-note">
        <h2 id="add-note">Add a note</h2>
        <NoteForm
          kind={kind}
          id={id}
          version={detail.version}
          onErrors={setHasErrors}
          onSaved={() => reload()}
          onReload={() => reload()}
        />
      </section>

      <section className="staff-section" aria-labelledby="history">
        <h2 id="history">History</h2>
        <History kind={kind} items={detail.history} notes={detail.notes ?? []} />
      </section>

      <section className="staff-section" aria-labelledby="mails">
        <h2 id="mails">Mails sent</h2>
        {detail.mails.length === 0 ? (
          <p>No mail was sent for it.</p>
        ) : (
          <Table
            caption="Mails queued for this submission"
            columns={[
              { id: 'kind', header: 'Mail', rowHeader: true, cell: (mail) => labelOf(mail.kind) },
              { id: 'recipient', header: 'To', cell: (mail) => mail.recipient },
              { id: 'status', header: 'Status', cell: (mail) => labelOf(mail.status) },
              { id: 'attempts', header: 'Attempts', numeric: true, cell: (mail) => mail.attempts },
              {
                id: 'sentAt',
                header: 'Sent',
                cell: (mail) => (mail.sentAt ? <When value={mail.sentAt} /> : 'Not yet'),
              },
              { id: 'lastError', header: 'Last error', cell: (mail) => mail.lastError ?? 'None' },
            ]}
            rows={detail.mails}
            rowKey={(mail) => mail.id}
          />
        )}
      </section>
    </>
  );
}
