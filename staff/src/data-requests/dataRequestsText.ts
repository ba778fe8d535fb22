import { dataRequestDays, type DataRequestKind } from '@inclusion/forms';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The words of /staff/data-requests (admins): the log of people's requests about their data. */
export const dataRequestsText = {
  title: 'Data requests',
  refusedTitle: 'Only admins keep the data-request log',
  refused:
    'Ask an administrator to record a request, or record an erasure as you make it on the People page.',
  intro: `The requests people made about their data under the Digital Personal Data Protection Act 2023: to see it, to correct it or to erase it. For each, when it came, how their identity was checked, its deadline and what was done. The log holds no name, e-mail address or mobile number: name records by their reference. A deadline is ${dataRequestDays} days after the request came unless you set another (the foundation’s policy).`,
  kinds: { access: 'Access', correction: 'Correction', erasure: 'Erasure' } satisfies Record<
    DataRequestKind,
    string
  >,
  summary: (open: number, overdue: number) =>
    `${plural(open, 'open request', 'open requests')}, ${overdue} overdue.`,
  caption: (total: number, open: number, overdue: number) =>
    `Data requests: ${total} in all, ${open} open, ${overdue} overdue; open ones first, by deadline`,
  empty: 'No request has been recorded yet.',
  loading: 'Loading the data requests…',
  loadFailed: 'The data requests could not be loaded',
  columns: {
    received: 'Received',
    kind: 'Kind',
    identity: 'Identity checked',
    due: 'Deadline',
    outcome: 'Outcome',
  },
  overdue: 'Overdue',
  open: 'Open',
  completedOn: (day: string) => `Completed ${day}:`,
  completeButton: (kind: string, received: string) =>
    `Complete the ${kind.toLowerCase()} request received ${received}`,
  record: {
    heading: 'Record a request',
    kind: 'Kind of request',
    kindHints: {
      access: 'They asked what we hold about them',
      correction: 'They asked us to correct something',
      erasure: 'They asked us to erase their data',
    } satisfies Record<DataRequestKind, string>,
    received: 'Date the request was received',
    receivedHint: 'For example, 28 11 2026.',
    identity: 'How their identity was checked',
    identityHint:
      'Such as: asked from the address on the records, and they quoted a reference. No e-mail address or phone number.',
    due: 'Deadline',
    dueHint: `Leave it empty for ${dataRequestDays} days after the date received.`,
    submit: 'Record the request',
    busy: 'Recording…',
    failed: 'The request could not be recorded. Please try again.',
  },
  complete: {
    heading: (kind: string, received: string) =>
      `Complete the ${kind.toLowerCase()} request received ${received}`,
    outcome: 'What was done',
    outcomeHint:
      'Such as: sent the export of CON-20261128-ESREKV by reply. Name records by their reference only.',
    submit: 'Mark completed',
    busy: 'Saving…',
    cancel: 'Cancel',
    failed: 'The request could not be completed. Please try again.',
  },
} as const;
