/** The server's words about the inbox: its filters, bulk changes, assignment and a stale change. */

/** The most records one bulk change may touch. */
export const bulkMaxRecords = 1000;

/** A moment as staff read it: the India time and date ("10:42 am on 29 November 2026"). */
export const indiaTimeOf = (at: Date): string => {
  // India keeps +05:30 all year (no daylight saving), so a fixed offset is its time.
  const local = new Date(at.getTime() + 330 * 60_000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const month = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ][local.getUTCMonth()];
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${clock} on ${local.getUTCDate()} ${month} ${local.getUTCFullYear()}`;
};

export const inboxMessages = {
  kind: 'Kind must be one of the kinds of record, other than the newsletter',
  status: 'Status must be waiting, all or closed',
  assignee: 'Assignee must be me, nobody or the id of a staff account',
  overdue: 'Overdue must be true, or left out',
  sort: 'Sort must be oldest, newest or due',
  searchRequired: 'Enter the words, name, e-mail, reference or mobile number to search for',
  version: 'Version must be a whole number from 1: the version of the record the change was made from',
  assigneeIdInvalid: 'Send assigneeId: the id of a staff account, or null to unassign',
  assigneeNotStaff: 'Only an active staff account can be assigned a record',
  assigned: (name: string) => `Assigned to ${name}.`,
  unassigned: 'Nobody is assigned now.',
  bulkAction: 'Send action: status (with the status) or assign (with assigneeId)',
  bulkStatus: 'Send the status to set',
  bulkTarget: 'Send either items (the records chosen) or matching with expectedCount, not both',
  bulkItems: 'Send items as a list of { kind, id, version }, at least one',
  bulkTooMany: `A bulk change takes at most ${bulkMaxRecords} records. Narrow the filter or choose fewer records.`,
  bulkExpectedCount: 'Send expectedCount: the number of records the filter showed, confirmed',
  bulkCountChanged: (expected: number, now: number) =>
    `The filter now matches ${now} records, not the ${expected} you confirmed: records came or went. ` +
    'Nothing was changed. Look at the list again and confirm.',
  bulkChanged: (count: number) => (count === 1 ? '1 record changed.' : `${count} records changed.`),
  skipNoSuchStatus: (status: string) => `This kind of record has no status "${status}"`,
  skipStale: 'Someone changed this record after you chose it',
  skipGone: 'This record no longer exists',
  skipUnchanged: 'Already so: nothing to change',
  correctionUnchanged: 'Nothing was corrected: every value sent is the one already held.',
  /** Who changed a record after the staff member opened it; `changedBy` null when the account is gone. */
  staleVersion: (changedBy: string | null, changedAt: Date) =>
    `${changedBy ?? 'Someone'} changed this record at ${indiaTimeOf(changedAt)} (India time), after you ` +
    'opened it. Your change was not saved.',
} as const;
