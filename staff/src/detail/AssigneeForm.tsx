import type { StaffKind } from '@inclusion/forms';
import { staffClient } from '../staffApi.js';
import { Alert, Button, FormField, NotificationBanner, Select } from '@inclusion/ui';
import { useState, type FormEvent } from 'react';
import type { Assignable } from '../inbox/BulkActions.js';
import { assignableFailed } from '../inbox/useAssignable.js';
import type { KindInfo } from '../kinds.js';
import { StaleNotice } from './StaleNotice.js';
import { useStaffForm } from './useStaffForm.js';

const NOBODY = 'nobody';

/**
 * Who handles the record: one of the staff accounts, or nobody. A select and a button, posting the
 * assignment with the record's version; the history records who assigned whom.
 */
export function AssigneeForm({
  kind,
  id,
  assignee,
  version,
  people,
  peopleFailed,
  onErrors,
  onSaved,
  onReload,
}: {
  kind: KindInfo;
  id: string;
  assignee: { id: string; name: string } | null;
  version: number | undefined;
  people: Assignable[];
  /** The accounts could not be read: the hint says why only nobody (or the one now) is offered. */
  peopleFailed: boolean;
  onErrors: (has: boolean) => void;
  /** Fetches the record again: its new version, before the success is said. */
  onSaved: () => Promise<void>;
  onReload: () => Promise<void>;
}) {
  const [chosen, setChosen] = useState(assignee?.id ?? NOBODY);
  const form = useStaffForm(onErrors);
  // The one assigned now stays an option even when the list of accounts does not hold them.
  const options = [
    { value: NOBODY, label: 'Nobody' },
    ...people.map((person) => ({ value: person.id, label: person.name })),
    ...(assignee && !people.some((person) => person.id === assignee.id)
      ? [{ value: assignee.id, label: assignee.name }]
      : []),
  ];

  async function send(): Promise<string> {
    const assigneeId = chosen === NOBODY ? null : chosen;
    const answer = await staffClient.inbox.assign(kind.apiKind as StaffKind, id, assigneeId, version ?? 1);
    // The success is said once the page holds the record's new version: a change made straight after
    // it would otherwise carry the old one, and be refused as if someone else had changed the record.
    await onSaved();
    const name = options.find((option) => option.value === chosen)?.label ?? '';
    return answer.message ?? (assigneeId ? `Assigned to ${name}.` : 'Nobody is assigned now.');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(() => ({}), send);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="staff-form" aria-labelledby="assigned-to">
      {form.outcome.state === 'saved' ? (
        <NotificationBanner type="success" heading={form.outcome.message} focusKey={form.outcome.serial}>
          <p>The history below records the change.</p>
        </NotificationBanner>
      ) : null}
      {form.outcome.state === 'failed' ? (
        <Alert variant="error" title="The assignment was not changed" focusKey={form.outcome.serial}>
          {form.outcome.message}
        </Alert>
      ) : null}
      <StaleNotice
        outcome={form.outcome}
        headingId="assigned-to"
        onReload={onReload}
        onReloaded={form.reloaded}
      />
      <FormField
        label="Assigned to"
        hint={
          peopleFailed
            ? assignableFailed
            : 'The staff member who handles it. ‘Mine’ in the inbox lists yours.'
        }
      >
        <Select name="assigneeId" options={options} value={chosen} onValueChange={setChosen} />
      </FormField>
      <div className="staff-actions">
        <Button type="submit" busy={form.outcome.state === 'sending'} busyLabel="Saving…">
          Save the assignment
        </Button>
      </div>
    </form>
  );
}
