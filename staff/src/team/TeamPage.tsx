import { ApiError, type StaffAccount } from '@inclusion/forms';
import { Alert, Button, Status, Table, Tag, type TableColumn } from '@inclusion/ui';
import { useCallback, useEffect, useState } from 'react';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';
import { DisableDialog, type AccountChange } from './DisableDialog.js';
import { InviteStaffForm } from './InviteStaffForm.js';
import { teamText } from './teamText.js';

type Accounts =
  | { state: 'loading' }
  | { state: 'ready'; accounts: StaffAccount[] }
  | { state: 'refused' }
  | { state: 'failed'; message: string };

/**
 * /staff/team (admins): the staff accounts, inviting a staff member, disabling and enabling. The gate
 * lets only admins in; the server's 403 is the last word, and says 'Only admins manage staff'.
 */
export default function TeamPage() {
  const text = teamText;
  const [accounts, setAccounts] = useState<Accounts>({ state: 'loading' });
  // The last disable or enable: said once by the status region, and kept on the page until the next.
  const [result, setResult] = useState<string>('');
  const [changing, setChanging] = useState<AccountChange | null>(null);
  useStaffPage(accounts.state === 'refused' ? text.refusedTitle : text.title, accounts.state !== 'loading');

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await staffClient.staff.accounts.list({ signal });
        setAccounts({ state: 'ready', accounts: answer.data ?? [] });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 403) setAccounts({ state: 'refused' });
        else
          setAccounts({ state: 'failed', message: error instanceof Error ? error.message : text.loadFailed });
      }
    },
    [text.loadFailed],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const columns: TableColumn<StaffAccount>[] = [
    {
      id: 'name',
      header: text.columns.name,
      cell: (row) => row.name,
      rowHeader: true,
      sortValue: (row) => row.name,
    },
    { id: 'email', header: text.columns.email, cell: (row) => row.email, sortValue: (row) => row.email },
    {
      id: 'role',
      header: text.columns.role,
      cell: (row) => text.roles[row.role] ?? row.role,
      sortValue: (row) => row.role,
    },
    {
      id: 'confirmed',
      header: text.columns.confirmed,
      cell: (row) => (row.emailVerified ? text.yes : text.notYet),
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (row) =>
        row.disabled ? <Tag tone="neutral">{text.disabled}</Tag> : <Tag tone="success">{text.active}</Tag>,
      sortValue: (row) => (row.disabled ? 1 : 0),
    },
    {
      id: 'action',
      header: text.columns.action,
      cell: (row) => (
        <Button
          size="sm"
          variant={row.disabled ? 'secondary' : 'outline'}
          aria-label={`${row.disabled ? text.enable : text.disable} ${row.name}`}
          onClick={() => setChanging({ account: row, disable: !row.disabled })}
        >
          {row.disabled ? text.enable : text.disable}
        </Button>
      ),
    },
  ];

  if (accounts.state === 'refused') {
    return (
      <>
        <h1>{text.refusedTitle}</h1>
        <p>{text.refused}</p>
      </>
    );
  }

  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <section className="staff-section" aria-labelledby="staff-accounts-heading">
        <h2 id="staff-accounts-heading">{text.accountsHeading}</h2>
        <Status>{result}</Status>
        {accounts.state === 'loading' ? <Status>{text.loading}</Status> : null}
        {accounts.state === 'failed' ? (
          <Alert variant="error" title={text.loadFailed}>
            {accounts.message}
          </Alert>
        ) : null}
        {accounts.state === 'ready' ? (
          <Table
            caption={text.caption}
            columns={columns}
            rows={accounts.accounts}
            rowKey={(row) => row.id}
            defaultSort={{ column: 'name', direction: 'ascending' }}
            empty={text.empty}
          />
        ) : null}
      </section>
      <section className="staff-section" aria-labelledby="invite-heading">
        <h2 id="invite-heading">{text.invite.title}</h2>
        <InviteStaffForm onInvited={() => void load()} />
      </section>
      {changing ? (
        <DisableDialog
          change={changing}
          onClose={() => setChanging(null)}
          onChanged={(message) => {
            setChanging(null);
            setResult(message);
            void load();
          }}
        />
      ) : null}
    </>
  );
}
