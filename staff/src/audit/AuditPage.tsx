import { ApiError, auditKinds, type AuditKind, type AuditPage as AuditAnswer } from '@inclusion/forms';
import { Alert, Pagination, Status, Table, type TableColumn } from '@inclusion/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { When } from '../format.js';
import { routerLink } from '../routerLink.js';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';
import { auditText as text } from './auditText.js';

type AuditEvent = AuditAnswer['data'][number];

type Load =
  | { state: 'loading' }
  | { state: 'ready'; answer: AuditAnswer }
  | { state: 'refused' }
  | { state: 'failed'; message: string };

const pageSize = 20;
const noRecord = '00000000-0000-0000-0000-000000000000';

const kindOf = (value: string | null): AuditKind => auditKinds.find((kind) => kind === value) ?? 'account';
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const addressOf = (kind: AuditKind, page = 1) =>
  `/staff/audit?kind=${kind}${page > 1 ? `&page=${page}` : ''}`;

/** The values an event holds, in words: 'role: admin → user', 'counts: volunteer 1, account 1'. */
function details(event: AuditEvent): string {
  const words = (values: Record<string, unknown> | null) =>
    Object.entries(values ?? {}).map(([name, value]) => {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const inner = Object.entries(value).map(([key, count]) => `${key} ${String(count)}`);
        return `${name}: ${inner.join(', ') || 'none'}`;
      }
      return `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    });
  const from = event.from ?? {};
  const to = Object.entries(event.to ?? {});
  const changed = to
    .filter(([name]) => name in from)
    .map(([name, value]) => `${name}: ${String(from[name])} → ${String(value)}`);
  const rest = words(Object.fromEntries(to.filter(([name]) => !(name in from))));
  return [...changed, ...rest].join('; ') || '—';
}

/**
 * /staff/audit (admins): the audit of accounts, people and invites, a page at a time. The kind and the
 * page are in the address (they hold no personal data), so a view can be shared and Back returns to it.
 */
export default function AuditPage() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const page = pageOf(params.get('page'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useStaffPage(load.state === 'refused' ? text.refusedTitle : text.title, load.state !== 'loading');

  useEffect(() => {
    const controller = new AbortController();
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    staffClient.staff
      .audit({ kind, page, limit: pageSize }, { signal: controller.signal })
      .then((answer) => setLoad({ state: 'ready', answer }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setLoad({ state: 'refused' });
        else setLoad({ state: 'failed', message: error instanceof Error ? error.message : text.loadFailed });
      });
    return () => controller.abort();
  }, [kind, page]);

  if (load.state === 'refused') {
    return (
      <>
        <h1>{text.refusedTitle}</h1>
        <p>{text.refused}</p>
      </>
    );
  }

  const columns: TableColumn<AuditEvent>[] = [
    { id: 'at', header: text.columns.at, cell: (row) => <When value={row.at} />, rowHeader: true },
    { id: 'action', header: text.columns.action, cell: (row) => text.actions[row.action] ?? row.action },
    {
      id: 'actor',
      header: text.columns.actor,
      cell: (row) =>
        row.actorName ??
        (row.actorId
          ? row.actorId
          : row.action.startsWith('account.')
            ? text.byCommand
            : text.nobodySignedIn),
    },
    {
      id: 'record',
      header: text.columns.record,
      cell: (row) => (row.recordId === noRecord ? text.noRecord : <code>{row.recordId}</code>),
    },
    { id: 'details', header: text.columns.details, cell: details },
  ];

  const kindName = text.kinds[kind];
  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <nav aria-label={text.kindsLabel} className="staff-audit-kinds">
        <ul>
          {auditKinds.map((each) => (
            <li key={each}>
              <Link to={addressOf(each)} aria-current={each === kind ? 'page' : undefined}>
                {text.kinds[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="staff-section" aria-labelledby="audit-heading">
        <h2 id="audit-heading">{kindName}</h2>
        {load.state === 'loading' ? <Status>{text.loading}</Status> : null}
        {load.state === 'failed' ? (
          <Alert variant="error" title={text.loadFailed}>
            {load.message}
          </Alert>
        ) : null}
        {load.state === 'ready' ? (
          <>
            <Table
              caption={text.caption(
                kindName,
                (load.answer.pagination.page - 1) * load.answer.pagination.limit + 1,
                (load.answer.pagination.page - 1) * load.answer.pagination.limit + load.answer.data.length,
                load.answer.pagination.total,
              )}
              columns={columns}
              rows={load.answer.data}
              rowKey={(row) => row.id}
              empty={text.empty}
            />
            <Pagination
              page={load.answer.pagination.page}
              pageCount={load.answer.pagination.pages}
              results={{ total: load.answer.pagination.total, pageSize: load.answer.pagination.limit }}
              label={text.pages(kindName)}
              getHref={(number) => addressOf(kind, number)}
              renderLink={routerLink}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
