/** The server's words for the staff calls. */
export const staffMessages = {
  emailInvalid: 'Enter a valid e-mail address',
  alreadyStaff: 'This address already belongs to a staff member or an administrator.',
  invited: 'The invitation has been sent. Its link works once, for 3 days.',
  inviteInvalid:
    'This invitation link is not valid, was used already, or has expired. Ask an administrator for a new one.',
  inviteAccepted: 'Your password is set. Please sign in with your e-mail address and the new password.',
  notYourself: 'You cannot disable your own account.',
  disabled: 'The account is disabled: it cannot sign in, and its sessions have ended.',
  enabled: 'The account is enabled: it can sign in again.',
  noteAdded: 'The note has been added.',
  noteRequired: 'Enter the note',
} as const;
