/** The inbox page's words: its filters, its rows, selecting many and the bulk changes. */

const records = (count: number) => (count === 1 ? '1 record' : `${count} records`);

/** '5 minutes', '3 hours', '2 days': how long ago `from` was, in the largest whole unit. */
export function ageOf(from: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(from)) / 60_000));
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}

export const inboxText = {
  title: 'Inbox',
  intro:
    'Everything the site’s forms sent that waits on the foundation, across kinds, oldest waiting first. Open an item to answer it; from there, ‘Save and next’ moves through this list.',
  filterLabel: 'Filter the inbox',
  kind: 'Kind',
  anyKind: 'Every kind',
  whose: 'Whose',
  whoseOptions: [
    { value: '', label: 'Everyone’s' },
    { value: 'me', label: 'Mine' },
    { value: 'nobody', label: 'Unassigned' },
  ],
  status: 'Status',
  statusOptions: [
    { value: 'waiting', label: 'Waiting on us' },
    { value: 'all', label: 'All' },
    { value: 'closed', label: 'Closed' },
  ],
  sort: 'Order',
  sortOptions: [
    { value: 'oldest', label: 'Oldest first' },
    { value: 'newest', label: 'Newest first' },
    { value: 'due', label: 'Due soonest' },
  ],
  overdueOnly: 'Only overdue items',
  search: 'Search',
  searchHint:
    'Words of a message, a name, e-mail address, organisation, reference or mobile number. It is not put in the page’s address, so it is not kept in bookmarks or history.',
  apply: 'Apply',
  clear: 'Clear the filters and search',
  loading: 'Loading…',
  failed: 'The inbox could not be loaded',
  tryAgain: 'Try again',
  empty: 'Nothing matches. Choose another status, kind or person, or clear the search.',
  listLabel: 'Items',
  pages: 'Pages of the inbox',
  result: (total: number, first: number, last: number, searched: boolean) =>
    total === 0
      ? `No items${searched ? ' matching your search' : ''}.`
      : `${total === 1 ? '1 item' : `${total} items`}${searched ? ' matching your search' : ''}. Showing ${first} to ${last}.`,
  // The row's link says, on its own, what a screen reader's list of links needs:
  // 'Contact message from Asha Verma, 2 days waiting, overdue: I need braille books for…'.
  from: (kind: string) => `${kind} from`,
  age: (age: string, waiting: boolean) => (waiting ? `${age} waiting` : `${age} ago`),
  overdueMark: ', overdue',
  noMessage: 'no message',
  overdue: 'Overdue',
  received: 'Received',
  due: 'Due',
  assignedTo: 'Assigned to',
  nobody: 'Nobody assigned',
  select: 'Select',
  selectPage: (count: number) => `Select all ${count} on this page`,
  selectMatching: (count: number) => `Select all ${count} matching this filter`,
  clearSelection: 'Clear the selection',
  // Nothing said when nothing is selected: after a change clears the selection, its result speaks.
  selected: (count: number) => (count === 0 ? '' : `${records(count)} selected.`),
  selectedMatching: (count: number) => `All ${records(count)} matching this filter selected.`,
  withSelected: 'Change the selected records',
  newStatus: 'New status',
  chooseStatus: 'Choose a status',
  changeStatus: 'Change status',
  assignTo: 'Assign to',
  chooseAssignee: 'Choose a person',
  assign: 'Assign',
  nobodyOption: 'Nobody (unassign)',
  confirmStatus: (count: number, status: string) => `Mark ${records(count)} as ${status}?`,
  confirmAssign: (count: number, name: string | null) =>
    name ? `Assign ${records(count)} to ${name}?` : `Unassign ${records(count)}?`,
  confirmNote:
    'Each change is recorded in the record’s history with your name. Records whose kind has no such status, or that someone changed since you chose them, are skipped and listed.',
  confirm: (count: number) => `Change ${records(count)}`,
  cancel: 'Cancel',
  working: 'Changing the records…',
  resultTitle: 'Done',
  skippedTitle: (count: number) => `${records(count)} skipped`,
  noneSkipped: 'Nothing was skipped.',
  bulkFailed: 'Nothing was changed',
  pickFirst: 'Select at least one record first.',
} as const;
