/** Column headers a person understands ("Full name", not "fullName") for the CSV files. */
const named: Record<string, string> = {
  id: 'ID',
  assigneeId: 'Assigned to',
  staffNotes: 'Staff notes (oldest first)',
  reference: 'Reference',
  fullName: 'Full name',
  email: 'E-mail',
  mobile: 'Mobile number',
  mobileNumber: 'Mobile number',
  createdAt: 'Received (India time)',
  updatedAt: 'Last changed (India time)',
  eventId: 'Event ID',
  userId: 'Account ID',
  isPersonWithDisability: 'Person with disability',
  donationAmount: 'Donation amount',
  currency: 'Currency',
  meetingDate: 'Meeting date (India time)',
  registrationDate: 'Registered (India time)',
  confirmedAt: 'Confirmed (India time)',
  subscribedAt: 'Subscribed (India time)',
  unsubscribedAt: 'Unsubscribed (India time)',
  cancelledAt: 'Cancelled (India time)',
  confirmExpiresAt: 'Confirmation link expires (India time)',
};

/** `organizationName` → "Organization name"; known names keep their own words. */
export function headerOf(key: string): string {
  const known = named[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The notes staff added to a record: a column of the export, not of the table. */
export const staffNotesColumn = 'staffNotes';

/** What the CSV leaves out: the record's count of changes means nothing to a reader. */
const internal = new Set(['version']);

/**
 * The export's columns: the reference first (what staff and the person quote), then the name, the
 * table's own order, the staff notes, and the id last (for matching with another export).
 */
export function columnOrder(keys: readonly string[]): string[] {
  const first = ['reference', 'fullName'].filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !first.includes(key) && key !== 'id' && !internal.has(key));
  return [...first, ...rest, staffNotesColumn, ...(keys.includes('id') ? ['id'] : [])];
}
