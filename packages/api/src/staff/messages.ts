import { staffRequestMessages } from '@inclusion/forms';

/** The server's words for the staff calls; those of their requests' fields are the contract's. */
export const staffMessages = {
  ...staffRequestMessages,
  alreadyStaff: 'This address already belongs to a staff member or an administrator.',
  invited: 'The invitation has been sent. Its link works once, for 3 days.',
  inviteInvalid:
    'This invitation link is not valid, was used already, or has expired. Ask an administrator for a new one.',
  inviteAccepted: 'Your password is set. Please sign in with your e-mail address and the new password.',
  notYourself: 'You cannot disable your own account.',
  lastAdmin:
    'This is the last active administrator: without one, nobody could manage staff. Make another account an administrator first.',
  disabled: 'The account is disabled: it cannot sign in, and its sessions have ended.',
  enabled: 'The account is enabled: it can sign in again.',
  noteAdded: 'The note has been added.',
  notCorrectable: (field: string, allowed: readonly string[]) =>
    `${field} cannot be corrected here. Fields that can: ${allowed.join(', ')}`,
  invalidField: 'This value is not valid',
  corrected: 'The record has been corrected.',
  correctionTaken:
    'Another record of this kind already has this e-mail address (one subscription per address, one registration per address and event).',
  personChanged:
    'The data held about this person changed since the search (records were added or removed). Search again, check what will be erased, and confirm again.',
  personIsStaff:
    'This person has a staff or administrator account, which cannot be erased this way. Disable the account, change its role with the admin command, then erase.',
  personNothing: 'Nothing is held about this person.',
} as const;
