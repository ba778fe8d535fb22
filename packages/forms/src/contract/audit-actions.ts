/** What an audit event records. */
export const auditActions = [
  /** A submission's status or staff fields changed (the PATCH endpoints). */
  'status.changed',
  /** A staff note was added to a submission. */
  'note.added',
  /** A record was assigned to a staff account, or unassigned: the account ids and names before and after. */
  'assignment.changed',
  /** An admin invited a person to the staff (the record is the invite). */
  'staff.invited',
  /** An invite was accepted (the record is the account). */
  'staff.invite-accepted',
  'staff.disabled',
  'staff.enabled',
  /** A staff list was exported as CSV: the filters' names and the row count, never the search. */
  'list.exported',
  /** Fields a visitor submitted were corrected (DPDP): their names only, never the values. */
  'record.corrected',
  /** Everything held about a person was exported: counts per kind only. */
  'person.exported',
  /** A person was erased: counts per kind only, no e-mail, mobile or name. */
  'person.erased',
  /** Staff searched everything held about a person: counts per kind only, never whom. */
  'person.searched',
  /** An admin recorded a data request in the log (the record is the log entry): its kind only. */
  'data-request.recorded',
  /** An admin completed a data request (the record is the log entry): that it happened only. */
  'data-request.completed',
  /** The admin command created an admin (the record is the account; no actor: the command line). */
  'account.created',
  /** The admin command changed an account's role (promote, demote): the roles before and after. */
  'account.role-changed',
  /** The admin command set an account's password: nothing but that it happened. */
  'account.password-set',
  /** The retention run deleted closed submissions: counts per kind. */
  'retention.deleted',
  /** A staff member queued a reply to the person behind a record: the mail's and the note's ids, never the text. */
  'reply.sent',
] as const;

export type AuditAction = (typeof auditActions)[number];
