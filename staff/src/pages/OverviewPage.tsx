import type { StaffOverviewEntry } from '@inclusion/forms';
import { Alert, Status, Table, type TableColumn } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { kindOf, listAddress, type KindSlug } from '../kinds.js';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';

type OverviewEntry = StaffOverviewEntry;

interface Row extends OverviewEntry {
  slug: KindSlug;
  label: string;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: Row[] };

/** /staff: for each kind (and each event's registrations), how many are new and how many wait on us. */
export default function OverviewPage() {
  useStaffPage('Overview');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    staffClient.staff.overview({ signal: controller.signal }).then(
      (answer) => {
        const rows = (answer.data ?? []).flatMap((entry): Row[] => {
          const kind = kindOf(entry.kind);
          if (!kind) return [];
          const label = entry.eventTitle !== undefined ? `${kind.plural}: ${entry.eventTitle}` : kind.plural;
          return [{ ...entry, slug: kind.slug, label }];
        });
        setLoad({ state: 'ready', rows });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);

  const columns: TableColumn<Row>[] = [
    {
      id: 'kind',
      header: 'Kind',
      rowHeader: true,
      cell: (row) => (
        <Link to={listAddress(row.slug, row.eventId ? { event: String(row.eventId) } : {})}>{row.label}</Link>
      ),
    },
    {
      id: 'new',
      header: 'New',
      numeric: true,
      cell: (row) => {
        const kind = kindOf(row.slug);
        if (!kind || row.new === 0) return row.new;
        return (
          <Link
            to={listAddress(row.slug, {
              status: kind.newStatus,
              ...(row.eventId ? { event: String(row.eventId) } : {}),
            })}
            aria-label={`${row.new} new: ${row.label}`}
          >
            {row.new}
          </Link>
        );
      },
    },
    {
      id: 'waiting',
      header: 'Waiting on us',
      numeric: true,
      cell: (row) => {
        const kind = kindOf(row.slug);
        if (!kind || kind.waiting.length === 0) return <span>none (waits on the subscriber)</span>;
        if (row.waiting === 0) return 0;
        return (
          <span className="staff-overview__waiting">
            {row.waiting}{' '}
            <span className="staff-overview__by-status">
              (
              {kind.waiting.map((status, index) => (
                <span key={status}>
                  {index > 0 ? ', ' : ''}
                  <Link
                    to={listAddress(row.slug, {
                      status,
                      ...(row.eventId ? { event: String(row.eventId) } : {}),
                    })}
                    aria-label={`${kind.statusLabel(status)}: ${row.label}`}
                  >
                    {kind.statusLabel(status)}
                  </Link>
                </span>
              ))}
              )
            </span>
          </span>
        );
      },
    },
    {
      id: 'overdue',
      header: 'Overdue',
      numeric: true,
      cell: (row) => {
        // Kinds the site promises no answer time never count as overdue.
        const overdue = row.overdue ?? 0;
        if (overdue === 0) return 0;
        return (
          <Link
            to={`/staff/inbox?kind=${encodeURIComponent(row.kind)}&overdue=true`}
            aria-label={`${overdue} overdue: ${row.label}`}
          >
            {overdue}
          </Link>
        );
      },
    },
    { id: 'total', header: 'Total', numeric: true, cell: (row) => row.total },
  ];
  const rows = load.state === 'ready' ? load.rows : [];
  const waiting = rows.reduce((sum, row) => sum + (kindOf(row.slug)?.waiting.length ? row.waiting : 0), 0);
  const overdue = rows.reduce((sum, row) => sum + (row.overdue ?? 0), 0);

  return (
    <>
      <h1>Overview</h1>
      <p className="staff-overview__inbox">
        <Link to="/staff/inbox">Open the inbox</Link>: every kind’s waiting items in one list, oldest first.
        {load.state === 'ready' ? (
          <>
            {' '}
            {waiting} waiting on us,{' '}
            {overdue > 0 ? <Link to="/staff/inbox?overdue=true">{overdue} overdue</Link> : '0 overdue'}.
          </>
        ) : null}
      </p>
      <p>
        What the site’s forms have sent: how many are new, and how many wait on the foundation’s next step.
        Follow a number to the list filtered that way.
      </p>
      {load.state === 'failed' ? (
        <Alert variant="error" title="The counts could not be loaded">
          {load.message} Reload the page to try again.
        </Alert>
      ) : null}
      <Status visuallyHidden={load.state !== 'loading'}>
        {load.state === 'loading' ? 'Loading the counts…' : load.state === 'ready' ? 'Counts loaded.' : ''}
      </Status>
      {load.state === 'ready' ? (
        <Table
          caption="Submissions by kind"
          columns={columns}
          rows={load.rows}
          rowKey={(row) => `${row.slug}-${row.eventId ?? ''}`}
          empty="There are no kinds to show."
        />
      ) : null}
    </>
  );
}
