import type { StaffHistoryItem, StaffNote } from '@inclusion/forms';
import type { ReactNode } from 'react';
import { labelOf, Typed, When } from '../format.js';
import type { KindInfo } from '../kinds.js';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** What happened, in words: 'Status changed from Pending to Approved; also set: rejection reason'. */
function describe(kind: KindInfo, item: StaffHistoryItem, notes: StaffNote[]): ReactNode {
  const from = record(item.from);
  const to = record(item.to);
  switch (item.action) {
    case 'status.changed': {
      const field = 'registrationStatus' in to ? 'registrationStatus' : 'status';
      const parts: string[] = [];
      if (field in to) {
        const before = from[field] === undefined ? 'none' : kind.statusLabel(String(from[field]));
        parts.push(`Status changed from ${before} to ${kind.statusLabel(String(to[field]))}`);
      }
      for (const [name, value] of Object.entries(to)) {
        if (name === field || name === 'fields') continue;
        parts.push(
          `${labelOf(name)} changed from ${String(from[name] ?? 'none')} to ${String(value ?? 'none')}`,
        );
      }
      const named = Array.isArray(to.fields)
        ? to.fields.map((name) => labelOf(String(name)).toLowerCase())
        : [];
      if (named.length) parts.push(`also set: ${named.join(', ')}`);
      return parts.join('; ') || 'Status saved, nothing changed';
    }
    case 'note.added': {
      const text = item.note ?? notes.find((note) => note.id === to.noteId)?.body;
      return text === undefined ? (
        'Note added'
      ) : (
        <>
          Note added: <Typed text={text} />
        </>
      );
    }
    case 'record.corrected': {
      const named = Array.isArray(to.fields)
        ? to.fields.map((name) => labelOf(String(name)).toLowerCase())
        : [];
      return `Corrected on request: ${named.join(', ') || 'a field'}`;
    }
    case 'assignment.changed': {
      // The server names the accounts as the history is read ('a removed account' once gone).
      const before = typeof from.assigneeName === 'string' ? from.assigneeName : null;
      const after = typeof to.assigneeName === 'string' ? to.assigneeName : null;
      return (
        <>
          {after === null ? (
            'Unassigned'
          ) : (
            <>
              Assigned to <Typed text={after} />
            </>
          )}
          {before === null ? (
            ' (was nobody)'
          ) : (
            <>
              {' '}
              (was <Typed text={before} />)
            </>
          )}
        </>
      );
    }
    case 'reply.sent':
      // Queued, not sent: the Reply section shows its text and whether the outbox has sent it.
      return 'Reply queued to be sent (its text is under Reply)';
    default:
      return labelOf(item.action.replace(/\./g, ' '));
  }
}

/** Every change to the record, oldest first: who, when, from what to what. */
export function History({
  kind,
  items,
  notes,
}: {
  kind: KindInfo;
  items: StaffHistoryItem[];
  notes: StaffNote[];
}) {
  if (items.length === 0) return <p>Nothing has been done with it yet.</p>;
  return (
    <ol className="staff-history">
      {items.map((item) => (
        <li key={item.id}>
          <When value={item.at} /> — <Typed text={item.actorName ?? 'a former staff member'} />:{' '}
          {describe(kind, item, notes)}
        </li>
      ))}
    </ol>
  );
}
