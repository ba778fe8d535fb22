import type { AuditAction, AuditKind } from '@inclusion/forms';

/** The words of /staff/audit. */
export const auditText = {
  title: 'Audit',
  intro:
    'What was done to staff accounts, invites and people’s data, newest first. It records who acted, ' +
    'when, and ids, roles and counts: never whom a person search was about. A submission’s own ' +
    'history is on the submission.',
  refusedTitle: 'Only admins read the audit',
  refused: 'Ask an administrator if you need to know what was done.',
  kindsLabel: 'Which audit',
  kinds: { account: 'Accounts', person: 'People', invite: 'Invites' } satisfies Record<AuditKind, string>,
  caption: (kind: string, from: number, to: number, total: number) =>
    total === 0
      ? `Audit of ${kind.toLowerCase()}`
      : `Audit of ${kind.toLowerCase()}, events ${from} to ${to} of ${total}, newest first`,
  empty: 'Nothing has been recorded yet.',
  loading: 'Loading the audit…',
  loadFailed: 'The audit could not be loaded',
  pages: (kind: string) => `Pages of the audit of ${kind.toLowerCase()}`,
  columns: { at: 'When', action: 'What', actor: 'Who', record: 'Record', details: 'Details' },
  byCommand: 'The admin command',
  nobodySignedIn: 'Nobody signed in',
  noRecord: 'Nobody named',
  actions: {
    'status.changed': 'Status changed',
    'note.added': 'Note added',
    'assignment.changed': 'Assignment changed',
    'staff.invited': 'Staff member invited',
    'staff.invite-accepted': 'Invite accepted',
    'staff.disabled': 'Account disabled',
    'staff.enabled': 'Account enabled',
    'list.exported': 'List exported',
    'record.corrected': 'Record corrected',
    'person.searched': 'Person searched',
    'person.exported': 'Person’s data exported',
    'person.erased': 'Person erased',
    'data-request.recorded': 'Data request recorded',
    'data-request.completed': 'Data request completed',
    'account.created': 'Admin created',
    'account.role-changed': 'Role changed',
    'account.password-set': 'Password set',
    'retention.deleted': 'Old records deleted',
    'reply.sent': 'Reply queued',
  } satisfies Record<AuditAction, string>,
} as const;
