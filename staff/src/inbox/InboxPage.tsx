import type { InboxItem } from '@inclusion/forms';
import {
  Alert,
  Button,
  Checkbox,
  FormField,
  InsetText,
  Pagination,
  RadioGroup,
  Select,
  Status,
  TextInput,
  type RenderLink,
} from '@inclusion/ui';
import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { kindOf } from '../kinds.js';
import { routerLink } from '../routerLink.js';
import { lastSearch, rememberSearch } from '../searches.js';
import { focusHeading, useStaffPage } from '../useStaffPage.js';
import { BulkActions, type Selection } from './BulkActions.js';
import { BulkOutcome, type Outcome } from './BulkOutcome.js';
import { BulkSelect } from './BulkSelect.js';
import { staffClient } from '../staffApi.js';
import type { InboxPage as Page } from './inboxTypes.js';
import { InboxRows } from './InboxRows.js';
import { inboxText as text } from './inboxText.js';
import { filtersOf, inboxAddress, viewOf, type InboxView } from './inboxView.js';
import { useAssignable } from './useAssignable.js';
import { inboxKinds } from '@inclusion/forms';

const PAGE_SIZE = 20;
/** searches.ts keeps each list's last search in this tab's memory; the inbox is one more list. */
const SEARCH_KEY = 'inbox';

/** `key` names the query a page or failure answers (`queryKey`): one that answers another is stale. */
type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string; key: string }
  | { state: 'ready'; page: Page; key: string };

const kindOptions = [
  { value: '', label: text.anyKind },
  ...inboxKinds.map((kind) => ({ value: kind, label: kindOf(kind)?.plural ?? kind })),
];

const noneSelected: Selection = { mode: 'items', items: new Map() };

/** /staff/inbox: every kind's waiting records in one list, filtered, searched, and changed many at once. */
export default function InboxPage() {
  useStaffPage(text.title);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewOf(params), [params]);
  // The search words can name a person: they stay in this page (and this tab's memory), never the address.
  const [search, setSearchState] = useState(() => lastSearch(SEARCH_KEY));
  const [draft, setDraft] = useState({ ...view, search });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [shown, setShown] = useState<Page | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [selection, setSelection] = useState<Selection>(noneSelected);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeBox = useRef<HTMLDivElement | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const pageChosen = useRef(false);
  const { people: assignable, failed: assignableFailed } = useAssignable();
  const filters = useMemo(() => filtersOf(view), [view]);

  useEffect(() => {
    setDraft((previous) => ({ ...previous, ...view }));
  }, [view]);

  // Another filter or search is another set of records: what was selected is no longer in view.
  useEffect(() => setSelection(noneSelected), [filters, search]);

  const queryKey = JSON.stringify([filters, view.page, search.trim(), attempt]);
  useEffect(() => {
    const controller = new AbortController();
    const key = JSON.stringify([filters, view.page, search.trim(), attempt]);
    setLoad({ state: 'loading' });
    staffClient.inbox
      .page(
        { ...filters, search: search.trim() || undefined, page: view.page, limit: PAGE_SIZE },
        { signal: controller.signal },
      )
      .then(
        ({ data: page }) => {
          setNow(Date.now());
          setLoad({ state: 'ready', page, key });
          setShown(page);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoad({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
            key,
          });
        },
      );
    return () => controller.abort();
  }, [filters, view.page, search, attempt]);

  // A page link is gone or redrawn once its page shows: the heading takes focus, the result line speaks.
  useEffect(() => {
    if (load.state !== 'ready' || !pageChosen.current) return;
    pageChosen.current = false;
    focusHeading();
  }, [load]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = inboxAddress({ ...draft, page: 1 });
    startTransition(() => {
      setSearchState(draft.search);
      rememberSearch(SEARCH_KEY, draft.search);
      if (address !== inboxAddress(view)) setParams(new URL(address, window.location.origin).searchParams);
      else setAttempt((count) => count + 1);
    });
  }

  const pageLink: RenderLink = (props) =>
    routerLink({
      ...props,
      onClick: () => {
        pageChosen.current = true;
      },
    });

  // A new search or filter renders once before its load starts: the page then still answers the last
  // query, and counts as loading, so the result line goes straight to 'Loading…' (said once), never
  // through the old count said of the new search.
  const loading = load.state === 'loading' || load.key !== queryKey;
  const page = loading ? shown : load.state === 'ready' ? load.page : undefined;
  const searched = search.trim() !== '';
  const first = page ? (page.page - 1) * page.limit + 1 : 0;
  const last = page ? first + page.items.length - 1 : 0;
  const result = loading ? text.loading : page ? text.result(page.total, first, last, searched) : '';
  const filtered = view.kind || view.assignee || view.status !== 'waiting' || view.overdue || searched;

  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <form
        method="get"
        action="/staff/inbox"
        onSubmit={apply}
        aria-label={text.filterLabel}
        className="staff-section"
      >
        <div className="staff-filters">
          <FormField label={text.kind}>
            <Select
              name="kind"
              options={kindOptions}
              value={draft.kind}
              onValueChange={(kind) => setDraft((previous) => ({ ...previous, kind }))}
            />
          </FormField>
          <FormField label={text.status}>
            <Select
              name="status"
              options={text.statusOptions}
              value={draft.status}
              onValueChange={(status) => setDraft((previous) => ({ ...previous, status }))}
            />
          </FormField>
          <FormField label={text.sort}>
            <Select
              name="sort"
              options={text.sortOptions}
              value={draft.sort}
              onValueChange={(sort) => setDraft((previous) => ({ ...previous, sort }))}
            />
          </FormField>
        </div>
        <RadioGroup
          legend={text.whose}
          name="assignee"
          inline
          options={text.whoseOptions}
          value={draft.assignee}
          onValueChange={(assignee) => setDraft((previous) => ({ ...previous, assignee }))}
        />
        <Checkbox
          name="overdue"
          value="true"
          label={text.overdueOnly}
          checked={draft.overdue}
          onCheckedChange={(overdue) => setDraft((previous) => ({ ...previous, overdue }))}
        />
        <FormField label={text.search} hint={text.searchHint}>
          {/* No name: the search never goes into an address, even if the form were sent without scripts. */}
          <TextInput
            type="search"
            value={draft.search}
            onChange={(event) => setDraft((previous) => ({ ...previous, search: event.target.value }))}
          />
        </FormField>
        <div className="staff-actions">
          <Button type="submit">{text.apply}</Button>
          {filtered ? (
            <Link
              to="/staff/inbox"
              onClick={() => {
                setSearchState('');
                rememberSearch(SEARCH_KEY, '');
                setDraft({ ...viewOf(new URLSearchParams()), search: '' });
              }}
            >
              {text.clear}
            </Link>
          ) : null}
        </div>
      </form>

      <BulkOutcome outcome={outcome} boxRef={outcomeBox} />
      <Status>{result}</Status>
      {load.state === 'failed' && !loading ? (
        <Alert variant="error" title={text.failed}>
          {load.message}{' '}
          <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            {text.tryAgain}
          </Button>
        </Alert>
      ) : null}

      {page && page.total === 0 ? (
        <InsetText>
          <p>{text.empty}</p>
        </InsetText>
      ) : null}

      {page && page.total > 0 ? (
        <>
          <BulkSelect items={page.items} total={page.total} selection={selection} onSelect={setSelection} />
          <InboxRows
            items={page.items}
            now={now}
            selected={selection.mode === 'matching' ? allKeys(page.items) : new Set(selection.items.keys())}
            onToggle={(item, checked) => {
              const next = new Map(selection.mode === 'items' ? selection.items : []);
              if (checked) next.set(`${item.kind}:${item.id}`, item);
              else next.delete(`${item.kind}:${item.id}`);
              setSelection({ mode: 'items', items: next });
            }}
            queueAt={(index) => ({
              filters,
              search: search.trim(),
              limit: page.limit,
              position: first + index,
              total: page.total,
              from: inboxAddress(view),
            })}
          />
          <BulkActions
            filters={filters}
            search={search.trim()}
            selection={selection}
            onSelect={setSelection}
            assignable={assignable}
            assignableFailed={assignableFailed}
            onChanged={() => setAttempt((count) => count + 1)}
            outcome={outcome}
            onOutcome={setOutcome}
            outcomeBox={outcomeBox}
          />
          <Pagination
            page={page.page}
            pageCount={page.pages}
            results={{ total: page.total, pageSize: page.limit }}
            label={text.pages}
            getHref={(number) => inboxAddress({ ...view, page: number } satisfies InboxView)}
            renderLink={pageLink}
          />
        </>
      ) : null}
    </>
  );
}

const allKeys = (items: InboxItem[]) => new Set(items.map((item) => `${item.kind}:${item.id}`));
