import type { InboxItem } from '@inclusion/forms';
import { Checkbox, Tag, VisuallyHidden } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { StatusTag, Typed, When } from '../format.js';
import { detailAddress, kindOf } from '../kinds.js';
import { groupedPhone } from '../mobile.js';
import { ageOf, inboxText as text } from './inboxText.js';
import { queueState, type Queue } from './queue.js';

export const itemKey = (item: Pick<InboxItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * The inbox's rows: a checkbox (named by the row's name and reference), then a link that says what
 * the row is on its own (kind, name, how long it has waited, overdue, the first words), so a screen
 * reader's list of links is a list of the work; then the sender's address, times and assignee.
 */
export function InboxRows({
  items,
  selected,
  onToggle,
  queueAt,
  now,
}: {
  items: InboxItem[];
  selected: ReadonlySet<string>;
  onToggle: (item: InboxItem, checked: boolean) => void;
  /** The queue each row's link carries, for 'Save and next' on the record. */
  queueAt: (index: number) => Queue;
  now: number;
}) {
  return (
    <ol className="staff-inbox" aria-label={text.listLabel}>
      {items.map((item, index) => {
        const kind = kindOf(item.kind);
        if (!kind) return null;
        const waiting = kind.waiting.includes(item.status);
        const contact = item.organisation ?? item.email;
        return (
          <li key={itemKey(item)} className="staff-inbox__item">
            <Checkbox
              hideNecessity
              className="staff-inbox__select"
              label={
                <>
                  {text.select}
                  <VisuallyHidden>
                    {' '}
                    <Typed text={item.fullName} />, {item.reference}
                  </VisuallyHidden>
                </>
              }
              checked={selected.has(itemKey(item))}
              onCheckedChange={(checked) => onToggle(item, checked)}
            />
            <div className="staff-inbox__body">
              <p className="staff-inbox__title">
                <Link to={detailAddress(kind.slug, item.id)} state={queueState(queueAt(index))}>
                  {text.from(kind.singular)} <Typed text={item.fullName} />,{' '}
                  {text.age(ageOf(item.createdAt, now), waiting)}
                  {item.overdue ? text.overdueMark : ''}: <Typed text={item.excerpt || text.noMessage} />
                </Link>
              </p>
              <p className="staff-inbox__meta">
                <Typed text={contact} />
                {item.mobile ? <> · {groupedPhone(item.mobile)}</> : null} · {item.reference} ·{' '}
                {text.received} <When value={item.createdAt} />
                {item.dueAt ? (
                  <>
                    {' '}
                    · {text.due} <When value={item.dueAt} label={false} />
                  </>
                ) : null}
              </p>
              <p className="staff-inbox__meta">
                <StatusTag status={item.status} label={kind.statusLabel(item.status)} />{' '}
                {item.overdue ? <Tag tone="danger">{text.overdue}</Tag> : null}{' '}
                {item.assignee ? (
                  <>
                    {text.assignedTo} <Typed text={item.assignee.name} />
                  </>
                ) : (
                  text.nobody
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
