import type { PersonRecord } from '@inclusion/forms';
import { Alert, Button, Status, SummaryList, Table, Tag, type TableColumn } from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Typed, When } from '../format.js';
import { detailAddress, kindOf } from '../kinds.js';
import type { Found } from './found.js';
import { peopleText } from './peopleText.js';
import { staffClient } from '../staffApi.js';

export const kindLabel = (kind: string) => kindOf(kind)?.singular ?? kind;
const statusLabel = (record: PersonRecord) =>
  kindOf(record.kind)?.statusLabel(record.status) ?? record.status;

/** What one search found: every record across kinds, the account, the newsletter, the outbox; and the export. */
export function PersonResults({ found, focusOnShow }: { found: Found; focusOnShow: boolean }) {
  const text = peopleText.results;
  const heading = useRef<HTMLHeadingElement>(null);
  const { result, who } = found;

  // After each search, focus goes to the heading of what it found (the user acted): it is read, and
  // reading on gives the results. Not when a refused erasure searched again: its notice has focus.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [found.serial, focusOnShow]);

  const nothing =
    result.records.length === 0 && !result.account && !result.newsletter && result.outboxMails === 0;

  const columns: TableColumn<PersonRecord>[] = [
    {
      id: 'kind',
      header: text.columns.kind,
      cell: (row) => (row.eventTitle ? `${kindLabel(row.kind)}: ${row.eventTitle}` : kindLabel(row.kind)),
      sortValue: (row) => kindLabel(row.kind),
    },
    {
      id: 'reference',
      header: text.columns.reference,
      rowHeader: true,
      cell: (row) => {
        const info = kindOf(row.kind);
        const label = row.reference ?? `${text.open} ${kindLabel(row.kind).toLowerCase()}`;
        return info ? <Link to={detailAddress(info.slug, row.id)}>{label}</Link> : label;
      },
    },
    { id: 'name', header: text.columns.name, cell: (row) => (row.name ? <Typed text={row.name} /> : '—') },
    {
      id: 'status',
      header: text.columns.status,
      cell: (row) => <Tag tone="neutral">{statusLabel(row)}</Tag>,
    },
    {
      id: 'received',
      header: text.columns.received,
      cell: (row) => <When value={row.createdAt} />,
      sortValue: (row) => row.createdAt,
      sortLabels: { ascending: 'oldest first', descending: 'newest first' },
      firstSortDirection: 'descending',
    },
  ];

  return (
    <section className="staff-section" aria-labelledby="person-results-heading">
      <h2 id="person-results-heading" ref={heading} tabIndex={-1}>
        {text.heading(who)}
      </h2>
      {nothing ? (
        <p>{text.nothing(who)}</p>
      ) : (
        <>
          <p>{text.summary(result)}</p>
          {result.records.length > 0 ? (
            <Table
              caption={text.recordsCaption(who)}
              columns={columns}
              rows={result.records}
              rowKey={(row) => `${row.kind}:${row.id}`}
              defaultSort={{ column: 'received', direction: 'descending' }}
            />
          ) : null}
          <h3>{text.otherHeading}</h3>
          <SummaryList
            rows={[
              {
                key: text.account,
                value: result.account
                  ? text.accountValue(result.account.name, result.account.email, result.account.role)
                  : text.noAccount,
              },
              { key: text.newsletter, value: result.newsletter ? text.subscribed : text.notSubscribed },
              { key: text.outbox, value: String(result.outboxMails) },
            ]}
          />
          <PersonExport found={found} />
        </>
      )}
    </section>
  );
}

/** Saves a downloaded file under the server's name. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Export everything (JSON)' and '(CSV)': each downloads one file; the status says which. */
function PersonExport({ found }: { found: Found }) {
  const text = peopleText.export;
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  const [said, setSaid] = useState('');
  // A failed export is reported where the user is, and takes focus (like a failed send).
  const [failed, setFailed] = useState<{ message: string; count: number } | null>(null);

  async function download(format: 'json' | 'csv') {
    setBusy(format);
    setSaid('');
    try {
      const file = await staffClient.staff.people.export({ ...found.query, format });
      save(file.blob, file.filename);
      setFailed(null);
      setSaid(text.done(file.filename));
    } catch (error) {
      setFailed((previous) => ({
        message: error instanceof Error && error.message ? error.message : text.failed,
        count: (previous?.count ?? 0) + 1,
      }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <h3>{text.heading}</h3>
      <p>{text.intro}</p>
      <div className="staff-actions">
        <Button
          variant="secondary"
          busy={busy === 'json'}
          busyLabel={text.busy}
          onClick={() => void download('json')}
        >
          {text.json}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'csv'}
          busyLabel={text.busy}
          onClick={() => void download('csv')}
        >
          {text.csv}
        </Button>
      </div>
      {/* Polite: the download is the user's own action, and focus stays on the button they pressed. */}
      <Status>{said}</Status>
      {failed ? (
        <Alert variant="error" focusKey={failed.count}>
          {failed.message}
        </Alert>
      ) : null}
    </>
  );
}
