/** Column headers a person understands ("Full name", not "fullName") for the CSV files. */
const named: Record<string, string> = {
  id: 'ID',
  reference: 'Reference',
  fullName: 'Full name',
  email: 'E-mail',
  mobile: 'Mobile number',
  mobileNumber: 'Mobile number',
  createdAt: 'Received (UTC)',
  updatedAt: 'Last changed (UTC)',
  eventId: 'Event ID',
  userId: 'Account ID',
  isPersonWithDisability: 'Person with disability',
  donationAmount: 'Donation amount',
  currency: 'Currency',
  meetingDate: 'Meeting date (UTC)',
  registrationDate: 'Registered (UTC)',
  confirmedAt: 'Confirmed (UTC)',
  subscribedAt: 'Subscribed (UTC)',
  unsubscribedAt: 'Unsubscribed (UTC)',
  cancelledAt: 'Cancelled (UTC)',
  confirmExpiresAt: 'Confirmation link expires (UTC)',
};

/** `organizationName` → "Organization name"; known names keep their own words. */
export function headerOf(key: string): string {
  const known = named[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
