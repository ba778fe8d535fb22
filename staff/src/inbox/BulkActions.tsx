import type { InboxItem } from '@inclusion/forms';
import { Alert, Button, FormField, Modal, ModalClose, Select } from '@inclusion/ui';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { Typed } from '../format.js';
import { kinds } from '../kinds.js';
import type { Outcome } from './BulkOutcome.js';
import { staffClient } from '../staffApi.js';
import type { InboxFilters } from './inboxTypes.js';
import { inboxText as text } from './inboxText.js';
import { itemKey } from './InboxRows.js';
import { assignableFailed as failedWords } from './useAssignable.js';

export type Selection =
  { mode: 'items'; items: ReadonlyMap<string, InboxItem> } | { mode: 'matching'; count: number };

export interface Assignable {
  id: string;
  name: string;
}

type Ask = { action: 'status'; status: string } | { action: 'assign'; assigneeId: string | null };

/** Every status a record of the inbox can have, labelled; the kind's own when one kind is shown. */
function statusOptions(kind: string) {
  const shown = kinds.filter(
    (candidate) => candidate.apiKind !== 'newsletter' && (!kind || candidate.apiKind === kind),
  );
  const seen = new Map<string, string>();
  for (const candidate of shown) {
    for (const option of candidate.statuses)
      if (!seen.has(option.value)) seen.set(option.value, option.label);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/**
 * Changing the status or assignee of the selected records in one step, after the list (selecting is
 * above it, BulkSelect): a person who ticked rows reaches it by Tab from the last one they ticked.
 * Choose, then confirm in a dialog that says how many; focus moves only to the result, once the
 * change is confirmed.
 */
export function BulkActions({
  filters,
  search,
  selection,
  onSelect,
  assignable,
  assignableFailed,
  onChanged,
  outcome,
  onOutcome,
  outcomeBox,
}: {
  filters: InboxFilters;
  search: string;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  assignable: Assignable[];
  /** The accounts could not be read: the hint says why only nobody is offered. */
  assignableFailed: boolean;
  onChanged: () => void;
  /** The page shows the outcome (BulkOutcome) where it stays, even once the list is empty. */
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
  /** Where the outcome is drawn: focus goes to it when the dialog closes after a change. */
  outcomeBox: RefObject<HTMLDivElement | null>;
}) {
  const [status, setStatus] = useState('');
  const [assignee, setAssignee] = useState('');
  const [ask, setAsk] = useState<Ask | null>(null);
  const [working, setWorking] = useState(false);
  const setOutcome = onOutcome;
  const [missing, setMissing] = useState('');
  // The outcome is drawn once the dialog has closed, not while it is open: the page behind a modal
  // dialog is hidden from screen readers, so a result shown (and focused) then would not be heard.
  // The dialog asks where focus goes as it closes: that is the moment to draw the result, which then
  // takes focus itself.
  const latest = useRef(outcome);
  latest.current = outcome;
  const resultRef = useMemo(
    () => ({
      get current(): HTMLElement | null {
        const pending = latest.current;
        if (pending && !pending.shown) {
          onOutcome({ ...pending, shown: true });
          // The list reloads after the result is drawn, so the result is heard first.
          if (pending.state === 'done') {
            onSelect({ mode: 'items', items: new Map() });
            onChanged();
          }
        }
        return (outcomeBox.current?.firstElementChild as HTMLElement | null) ?? null;
      },
    }),
    [outcomeBox, onOutcome, onSelect, onChanged],
  );
  const options = useMemo(() => statusOptions(filters.kind ?? ''), [filters.kind]);

  const count = selection.mode === 'matching' ? selection.count : selection.items.size;

  const assigneeName = (id: string | null) =>
    id === null ? null : (assignable.find((person) => person.id === id)?.name ?? id);
  const statusLabel = (value: string) => options.find((option) => option.value === value)?.label ?? value;

  function open(next: Ask | null, why: string) {
    setOutcome(null);
    if (count === 0) {
      setMissing(text.pickFirst);
      return;
    }
    if (!next) {
      setMissing(why);
      return;
    }
    setMissing('');
    setAsk(next);
  }

  async function confirm() {
    if (!ask) return;
    setWorking(true);
    const change =
      ask.action === 'status'
        ? { action: 'status' as const, status: ask.status }
        : { action: 'assign' as const, assigneeId: ask.assigneeId };
    const target =
      selection.mode === 'matching'
        ? { matching: { ...filters, search: search || undefined }, expectedCount: selection.count }
        : {
            items: [...selection.items.values()].map((item) => ({
              kind: item.kind,
              id: item.id,
              version: item.version,
            })),
          };
    const serial = (outcome?.serial ?? 0) + 1;
    try {
      const answer = await staffClient.inbox.bulk({ ...change, ...target });
      const result = { message: answer.message, ...answer.data };
      setOutcome({ state: 'done', result, serial, shown: false });
    } catch (error) {
      setOutcome({
        state: 'failed',
        message: error instanceof Error ? error.message : String(error),
        serial,
        shown: false,
      });
    } finally {
      setWorking(false);
      setAsk(null);
    }
  }

  const title =
    ask?.action === 'status'
      ? text.confirmStatus(count, statusLabel(ask.status))
      : ask?.action === 'assign'
        ? text.confirmAssign(count, assigneeName(ask.assigneeId))
        : '';

  return (
    <section className="staff-section staff-bulk" aria-labelledby="bulk-heading">
      <h2 id="bulk-heading">{text.withSelected}</h2>
      {/* Choosing what to change is no question of a form: no '(optional)' after these labels. */}
      <div className="staff-filters">
        <div className="staff-bulk__action">
          <FormField label={text.newStatus} hideNecessity>
            <Select
              placeholder={text.chooseStatus}
              options={options}
              value={status}
              onValueChange={setStatus}
            />
          </FormField>
          <Button
            variant="secondary"
            onClick={() => open(status ? { action: 'status', status } : null, text.chooseStatus)}
          >
            {text.changeStatus}
          </Button>
        </div>
        <div className="staff-bulk__action">
          <FormField label={text.assignTo} hideNecessity hint={assignableFailed ? failedWords : undefined}>
            <Select
              placeholder={text.chooseAssignee}
              options={[
                { value: 'nobody', label: text.nobodyOption },
                ...assignable.map((person) => ({ value: person.id, label: person.name })),
              ]}
              value={assignee}
              onValueChange={setAssignee}
            />
          </FormField>
          <Button
            variant="secondary"
            onClick={() =>
              open(
                assignee ? { action: 'assign', assigneeId: assignee === 'nobody' ? null : assignee } : null,
                text.chooseAssignee,
              )
            }
          >
            {text.assign}
          </Button>
        </div>
      </div>
      {missing ? (
        <Alert variant="error" title={missing} focusKey={missing}>
          {missing === text.pickFirst ? null : `${missing}, then press the button again.`}
        </Alert>
      ) : null}
      <Modal
        open={ask !== null}
        onOpenChange={(next) => {
          if (!next && !working) setAsk(null);
        }}
        title={title}
        description={text.confirmNote}
        returnFocusRef={resultRef}
        size="sm"
        footer={
          <>
            <Button onClick={() => void confirm()} busy={working} busyLabel={text.working}>
              {text.confirm(count)}
            </Button>
            <ModalClose>
              <Button variant="secondary">{text.cancel}</Button>
            </ModalClose>
          </>
        }
      >
        {selection.mode === 'items' && selection.items.size <= 10 ? (
          <ul>
            {[...selection.items.values()].map((item) => (
              <li key={itemKey(item)}>
                {item.reference}: <Typed text={item.fullName} />
              </li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </section>
  );
}
