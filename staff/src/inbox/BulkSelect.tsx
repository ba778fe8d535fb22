import type { InboxItem } from '@inclusion/forms';
import { Button, Checkbox, Status } from '@inclusion/ui';
import type { Selection } from './BulkActions.js';
import { inboxText as text } from './inboxText.js';
import { itemKey } from './InboxRows.js';

/**
 * Above the list: select the whole page or everything the filter matches, clear the selection, and
 * how many are selected (said politely as it changes). What to do with them comes after the list
 * (BulkActions), where a person who ticked rows further down is.
 */
export function BulkSelect({
  items,
  total,
  selection,
  onSelect,
}: {
  items: InboxItem[];
  total: number;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}) {
  const count = selection.mode === 'matching' ? selection.count : selection.items.size;
  const pageKeys = items.map(itemKey);
  const allOnPage =
    selection.mode === 'matching' ||
    (pageKeys.length > 0 && pageKeys.every((key) => selection.items.has(key)));

  function selectPage(checked: boolean) {
    const next = new Map(selection.mode === 'items' ? selection.items : []);
    for (const item of items) {
      if (checked) next.set(itemKey(item), item);
      else next.delete(itemKey(item));
    }
    onSelect({ mode: 'items', items: next });
  }

  return (
    <div>
      <div className="staff-actions">
        {/* Choosing what to change is no question of a form: no '(optional)' after this label. */}
        <Checkbox
          hideNecessity
          label={text.selectPage(items.length)}
          checked={allOnPage}
          onCheckedChange={selectPage}
        />
        {total > items.length ? (
          <Button variant="secondary" size="sm" onClick={() => onSelect({ mode: 'matching', count: total })}>
            {text.selectMatching(total)}
          </Button>
        ) : null}
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onSelect({ mode: 'items', items: new Map() })}>
            {text.clearSelection}
          </Button>
        ) : null}
      </div>
      <Status>{selection.mode === 'matching' ? text.selectedMatching(count) : text.selected(count)}</Status>
    </div>
  );
}
