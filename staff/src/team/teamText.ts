/** The words of the Team page (/staff/team) and of signing out everywhere. */
export const teamText = {
  title: 'Staff accounts',
  intro:
    'Everyone who can open the staff inbox. Staff read and answer submissions; admins also manage the staff accounts on this page.',
  refusedTitle: 'Only admins manage staff',
  refused:
    'Your account is a staff account: you can read and answer submissions, but only an administrator can invite, disable or enable staff accounts. Ask an administrator if something needs to change.',
  accountsHeading: 'Accounts',
  caption: 'Staff and administrator accounts',
  loading: 'Loading the staff accounts…',
  loadFailed: 'The staff accounts could not be loaded',
  empty: 'There are no staff accounts yet.',
  columns: {
    name: 'Name',
    email: 'E-mail address',
    role: 'Role',
    confirmed: 'Address confirmed',
    status: 'Account',
    action: 'Action',
  },
  roles: { staff: 'Staff', admin: 'Admin' } as Record<string, string>,
  yes: 'Yes',
  notYet: 'Not yet',
  active: 'Active',
  disabled: 'Disabled',
  disable: 'Disable',
  enable: 'Enable',
  confirmDisable: {
    title: (name: string) => `Disable ${name}?`,
    description: (name: string, email: string) =>
      `${name} (${email}) will not be able to sign in, and every session they have open ends at once. You can enable the account again later; they then sign in again.`,
    confirm: (name: string) => `Disable ${name}`,
    cancel: 'Cancel',
    busy: 'Disabling…',
  },
  confirmEnable: {
    title: (name: string) => `Enable ${name}?`,
    description: (name: string, email: string) =>
      `${name} (${email}) will be able to sign in again with their password.`,
    confirm: (name: string) => `Enable ${name}`,
    cancel: 'Cancel',
    busy: 'Enabling…',
  },
  disabledResult: (name: string) =>
    `${name} is disabled: they cannot sign in, and their sessions have ended.`,
  enabledResult: (name: string) => `${name} is enabled: they can sign in again.`,
  invite: {
    title: 'Invite a staff member',
    intro:
      'We e-mail them a link to set their password. The link works once, for 3 days; inviting the same address again replaces it.',
    labels: { email: 'E-mail address', role: 'Role' },
    emailHint: 'The address they will sign in with.',
    roles: [
      { value: 'staff', label: 'Staff', hint: 'Reads and answers submissions.' },
      { value: 'admin', label: 'Admin', hint: 'Also manages staff accounts.' },
    ],
    submit: 'Send invitation',
    busy: 'Sending invitation…',
    successTitle: (email: string) => `Invite sent to ${email}`,
    again: 'Invite someone else',
    failed: 'The invitation could not be sent. Please try again.',
  },
  signOutEverywhere: {
    button: 'Sign out everywhere',
    title: 'Sign out everywhere?',
    description:
      'This ends every session of your account: on this device and on any other computer or phone where you are signed in. You then sign in again here.',
    confirm: 'Sign out everywhere',
    cancel: 'Cancel',
    busy: 'Signing out…',
    doneTitle: 'You are signed out everywhere',
    done: 'Every session of your account has ended, on every device. Sign in again to go on working.',
    failed: 'Signing out everywhere failed. Please try again.',
  },
} as const;
