import { staffSortColumns, type StaffKind, type StaffListPage } from '@inclusion/forms';
import {
  Alert,
  Button,
  FormField,
  InsetText,
  Pagination,
  Select,
  Status,
  Table,
  TextInput,
  type TableColumn,
} from '@inclusion/ui';
import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { RenderLink } from '@inclusion/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { routerLink } from '../routerLink.js';
import { indiaTimeLabel, StatusTag, textOf, TypedValue, When } from '../format.js';
import { detailAddress, kindOf, listAddress, type KindInfo } from '../kinds.js';
import { lastSearch, rememberSearch } from '../searches.js';
import { staffClient } from '../staffApi.js';
import { focusHeading, useStaffPage } from '../useStaffPage.js';
import StaffNotFound from './StaffNotFound.js';

const PAGE_SIZE = 20;

type Row = Record<string, unknown> & { id: string };

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; page: StaffListPage<Row> };

/** The view in the address: status, the kind's filters, sort and page. Never the search text. */
interface View {
  status: string;
  filters: Record<string, string>;
  sort: string;
  page: number;
}

function viewOf(kind: KindInfo, params: URLSearchParams): View {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') ?? '',
    filters: Object.fromEntries(kind.filters.map((filter) => [filter.param, params.get(filter.param) ?? ''])),
    sort: params.get('sort') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function addressOf(kind: KindInfo, view: View): string {
  return listAddress(kind.slug, {
    status: view.status,
    ...view.filters,
    sort: view.sort,
    page: view.page > 1 ? String(view.page) : undefined,
  });
}

/** The API's query for a view and a search. */
function apiFilters(kind: KindInfo, view: View, search: string) {
  const query: Record<string, string | number | undefined> = {
    sort: view.sort || undefined,
    search: search.trim() || undefined,
  };
  if (view.status) query[kind.statusParam] = view.status;
  for (const filter of kind.filters) {
    const value = view.filters[filter.param];
    if (value) query[filter.apiParam] = value;
  }
  return query;
}

/**
 * 'with status Pending, expertise Education, matching your search' for the caption and the result
 * line: the filters after 'with', the search after them ('matching your search' alone when it is all).
 */
function describe(kind: KindInfo, view: View, search: string): string {
  const parts: string[] = [];
  if (view.status) parts.push(`status ${kind.statusLabel(view.status)}`);
  for (const filter of kind.filters) {
    const value = view.filters[filter.param];
    const option = filter.options.find((candidate) => candidate.value === value);
    if (value) parts.push(`${filter.label.toLowerCase()} ${option?.label ?? value}`);
  }
  const filtered = parts.length ? [`with ${parts.join(', ')}`] : [];
  return [...filtered, ...(search.trim() ? ['matching your search'] : [])].join(', ');
}

/** Saves the file through a link the page clicks; returns its object URL, to release later. */
function download(blob: Blob, filename: string): string {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return url;
}

/** /staff/<kind>: one kind's submissions, filtered, searched, sorted and paged. */
export default function ListPage() {
  const kind = kindOf(useParams().kind ?? '');
  if (!kind) return <StaffNotFound />;
  return <List key={kind.slug} kind={kind} />;
}

function List({ kind }: { kind: KindInfo }) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewOf(kind, params), [kind, params]);
  // The search text is personal data (a name, an address): it stays in this page, out of the address.
  const [search, setSearchState] = useState(() => lastSearch(kind.slug));
  const setSearch = (text: string) => {
    setSearchState(text);
    rememberSearch(kind.slug, text);
  };
  const [draft, setDraft] = useState({ status: view.status, filters: view.filters, search });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [exporting, setExporting] = useState<{ state: 'idle' | 'busy' | 'done' | 'failed'; text: string }>({
    state: 'idle',
    text: '',
  });
  const [attempt, setAttempt] = useState(0);
  const lastDownload = useRef<string | null>(null);
  // Set when the visitor follows a page link: once that page is shown, focus goes to the list's heading.
  const pageChosen = useRef(false);
  // The page shown while the next one loads: the table and the pagination stay, and so does focus.
  const [shown, setShown] = useState<StaffListPage<Row> | undefined>(undefined);
  const described = describe(kind, view, search);
  useStaffPage(kind.plural);

  // A new address (back, forward, a shared link) shows its own filters in the form.
  useEffect(() => {
    setDraft((previous) => ({ ...previous, status: view.status, filters: view.filters }));
  }, [view.status, view.filters]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    staffClient.staff
      .list(
        kind.apiKind as StaffKind,
        { page: view.page, limit: PAGE_SIZE, ...apiFilters(kind, view, search) },
        { signal: controller.signal },
      )
      .then(
        (page) => {
          setLoad({ state: 'ready', page: page as StaffListPage<Row> });
          setShown(page as StaffListPage<Row>);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => controller.abort();
  }, [kind, view, search, attempt]);

  // A page link is gone or redrawn once its page shows (Next on the last page): the list's heading
  // takes focus, and the result line says which rows are shown.
  useEffect(() => {
    if (load.state !== 'ready' || !pageChosen.current) return;
    pageChosen.current = false;
    focusHeading();
  }, [load]);

  const pageLink: RenderLink = (props) =>
    routerLink({
      ...props,
      onClick: () => {
        pageChosen.current = true;
      },
    });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: View = { status: draft.status, filters: draft.filters, sort: view.sort, page: 1 };
    const address = addressOf(kind, next);
    // One render for the new search and the new address: the router navigates in a transition, and a
    // search set outside it would load the list twice (and screen readers would hear 'Loading…' twice).
    startTransition(() => {
      setSearch(draft.search);
      if (address !== addressOf(kind, view)) setParams(new URL(address, window.location.origin).searchParams);
      else setAttempt((count) => count + 1);
    });
  }

  async function exportCsv() {
    setExporting({ state: 'busy', text: 'Preparing the CSV file…' });
    try {
      const file = await staffClient.staff.exportCsv(
        kind.apiKind as StaffKind,
        apiFilters(kind, view, search),
      );
      if (lastDownload.current) URL.revokeObjectURL(lastDownload.current);
      lastDownload.current = download(file.blob, file.filename);
      setExporting({ state: 'done', text: `Downloaded ${file.filename}.` });
    } catch (error) {
      setExporting({
        state: 'failed',
        text: error instanceof Error ? error.message : 'The export failed. Please try again.',
      });
    }
  }

  const sortable = new Set<string>(staffSortColumns[kind.apiKind as StaffKind] ?? []);
  const sortMatch = /^(-?)(.+)$/.exec(view.sort || '-createdAt');
  const tableSort = sortMatch
    ? {
        column: sortMatch[2] ?? 'createdAt',
        direction: sortMatch[1] === '-' ? ('descending' as const) : ('ascending' as const),
      }
    : null;

  const isNewsletter = kind.slug === 'newsletter';
  const columns: TableColumn<Row>[] = [
    {
      id: isNewsletter ? 'email' : 'reference',
      header: isNewsletter ? 'E-mail address' : 'Reference',
      rowHeader: true,
      sortable: sortable.has(isNewsletter ? 'email' : 'reference'),
      cell: (row) => (
        <Link
          to={detailAddress(kind.slug, row.id)}
          state={{ from: `${window.location.pathname}${window.location.search}` }}
        >
          {textOf(isNewsletter ? row.email : row.reference)}
        </Link>
      ),
    },
    ...(isNewsletter
      ? []
      : [
          {
            id: 'fullName',
            header: 'Name',
            sortable: sortable.has('fullName'),
            cell: (row: Row) => <TypedValue value={row.fullName} />,
          },
        ]),
    ...kind.columns.map((column): TableColumn<Row> => ({
      id: column.field,
      header: column.header,
      numeric: column.numeric,
      sortable: sortable.has(column.field),
      cell: (row) => {
        const value = row[column.field];
        if (column.field === 'eventId') return <TypedValue value={row.eventTitle ?? value} />;
        const filter = kind.filters.find((candidate) => candidate.apiParam === column.field);
        const option = filter?.options.find((candidate) => candidate.value === value);
        return option?.label ?? <TypedValue value={value} />;
      },
    })),
    {
      id: 'createdAt',
      header: `Received (${indiaTimeLabel})`,
      headerText: 'Received',
      sortable: sortable.has('createdAt'),
      sortLabels: { ascending: 'oldest first', descending: 'newest first' },
      firstSortDirection: 'descending',
      cell: (row) => <When value={row.createdAt} label={false} />,
    },
    {
      id: kind.statusField,
      header: 'Status',
      sortable: sortable.has(kind.statusField),
      cell: (row) => {
        const status = String(row[kind.statusField] ?? '');
        return <StatusTag status={status} label={kind.statusLabel(status)} />;
      },
    },
  ];

  const page = load.state === 'ready' ? load.page : load.state === 'loading' ? shown : undefined;
  const total = page?.pagination.total ?? 0;
  const first = page ? (page.pagination.page - 1) * page.pagination.limit + 1 : 0;
  const last = page ? first + page.data.length - 1 : 0;
  const result =
    load.state === 'loading'
      ? 'Loading…'
      : load.state === 'failed'
        ? ''
        : total === 0
          ? `No ${kind.plural.toLowerCase()}${described ? ` ${described}` : ''}.`
          : `${total} ${total === 1 ? kind.singular.toLowerCase() : kind.plural.toLowerCase()}${
              described ? ` ${described}` : ''
            }. Showing ${first} to ${last}.`;

  return (
    <>
      <h1>{kind.plural}</h1>
      <form
        method="get"
        action={`/staff/${kind.slug}`}
        onSubmit={apply}
        aria-label={`Filter ${kind.plural.toLowerCase()}`}
        className="staff-section"
      >
        <div className="staff-filters">
          <FormField label="Status">
            <Select
              name="status"
              placeholder="Any status"
              options={kind.statuses}
              value={draft.status}
              onValueChange={(status) => setDraft((previous) => ({ ...previous, status }))}
            />
          </FormField>
          {kind.filters.map((filter) => (
            <FormField key={filter.param} label={filter.label}>
              <Select
                name={filter.param}
                placeholder={`Any ${filter.label.toLowerCase()}`}
                options={filter.options}
                value={draft.filters[filter.param] ?? ''}
                onValueChange={(value) =>
                  setDraft((previous) => ({
                    ...previous,
                    filters: { ...previous.filters, [filter.param]: value },
                  }))
                }
              />
            </FormField>
          ))}
          <FormField
            label="Search"
            hint="A name, e-mail address or reference. It is not put in the page’s address, so it is not kept in bookmarks or history."
          >
            {/* No name: the search never goes into an address, even if the form were sent without scripts. */}
            <TextInput
              type="search"
              value={draft.search}
              onChange={(event) => setDraft((previous) => ({ ...previous, search: event.target.value }))}
            />
          </FormField>
        </div>
        <div className="staff-actions">
          <Button type="submit">Apply</Button>
          {view.status || Object.values(view.filters).some(Boolean) || search ? (
            <Link
              to={listAddress(kind.slug, { sort: view.sort })}
              onClick={() => {
                setSearch('');
                setDraft({ status: '', filters: {}, search: '' });
              }}
            >
              Clear the filters and search
            </Link>
          ) : null}
        </div>
      </form>

      <Status>{result}</Status>
      {load.state === 'failed' ? (
        <Alert variant="error" title={`The ${kind.plural.toLowerCase()} could not be loaded`}>
          {load.message}{' '}
          <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </Alert>
      ) : null}

      {page && total === 0 ? (
        <InsetText>
          {described ? (
            <p>
              Nothing matches. Widen the view: choose ‘Any status’ or another filter value, clear the search,
              or <Link to={listAddress(kind.slug)}>show every {kind.singular.toLowerCase()}</Link>.
            </p>
          ) : (
            <p>There are no {kind.plural.toLowerCase()} yet.</p>
          )}
        </InsetText>
      ) : null}

      {page && total > 0 ? (
        <>
          <Table
            caption={`${kind.plural}${described ? ` ${described}` : ''}`}
            columns={columns}
            rows={page.data}
            rowKey={(row) => row.id}
            sort={tableSort}
            onSortChange={(sort) => {
              const next = sort.direction === 'descending' ? `-${sort.column}` : sort.column;
              setParams(
                new URL(addressOf(kind, { ...view, sort: next, page: 1 }), window.location.origin)
                  .searchParams,
              );
            }}
          />
          <Pagination
            page={page.pagination.page}
            pageCount={page.pagination.pages}
            results={{ total, pageSize: page.pagination.limit }}
            label={`Pages of ${kind.plural.toLowerCase()}`}
            getHref={(number) => addressOf(kind, { ...view, page: number })}
            renderLink={pageLink}
          />
          <div className="staff-actions">
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              // Busy, not disabled: a disabled button drops focus to the page's body.
              busy={exporting.state === 'busy'}
              busyLabel="Preparing the CSV file…"
            >
              Export CSV
            </Button>
            <span>Every {kind.singular.toLowerCase()} this view shows, on every page.</span>
          </div>
        </>
      ) : null}
      {exporting.state === 'failed' ? (
        <Alert variant="error" title="The export failed" focusKey={exporting.text}>
          {exporting.text}
        </Alert>
      ) : (
        <Status>{exporting.text}</Status>
      )}
    </>
  );
}
