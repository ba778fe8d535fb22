import type { PersonSearchResult } from '@inclusion/forms';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How long backups are kept: the nightly schedule in the operators' guide (packages/api/README.md, Backups). */
export const backupDays = 30;

/** The words of the People page (/staff/people): a person's data on request (DPDP Act 2023). */
export const peopleText = {
  title: 'A person’s data',
  intro:
    'When someone asks what we hold about them, or asks us to erase it (the Digital Personal Data Protection Act 2023), find them here by the e-mail address or mobile number they gave. You can export everything we hold in one file, or erase it.',
  search: {
    heading: 'Find a person',
    labels: { person: 'E-mail address or mobile number' },
    hint: 'Type it as the person gave it, such as name@example.org or 98765 43210. It is sent in the request’s body, never in the page’s address.',
    submit: 'Search',
    busy: 'Searching…',
    failed: 'The search could not be done. Please try again.',
  },
  results: {
    heading: (who: string) => `What we hold about ${who}`,
    nothing: (who: string) =>
      `We hold nothing about ${who}: no submissions, no account, no newsletter subscription and no mails waiting to be sent.`,
    summary: (result: PersonSearchResult) => {
      const parts = [plural(result.records.length, 'submission', 'submissions')];
      parts.push(result.account ? 'an account' : 'no account');
      parts.push(result.newsletter ? 'a newsletter subscription' : 'no newsletter subscription');
      parts.push(plural(result.outboxMails, 'mail in the outbox', 'mails in the outbox'));
      return `Found ${parts.join(', ')}.`;
    },
    recordsCaption: (who: string) => `Submissions of ${who}`,
    noRecords: 'No submissions.',
    columns: {
      kind: 'Kind',
      reference: 'Reference',
      name: 'Name given',
      status: 'Status',
      received: 'Received',
    },
    open: 'Open',
    otherHeading: 'Account, newsletter and mails',
    account: 'Account',
    noAccount: 'No account',
    accountValue: (name: string, email: string, role: string) => `${name} (${email}), role: ${role}`,
    newsletter: 'Newsletter',
    subscribed: 'Subscribed',
    notSubscribed: 'Not subscribed',
    outbox: 'Mails in the outbox (sent or waiting)',
  },
  export: {
    heading: 'Export',
    intro: 'One file with every record we hold about this person, to send them when they ask for it.',
    json: 'Export everything (JSON)',
    csv: 'Export everything (CSV)',
    busy: 'Preparing the file…',
    done: (filename: string) => `Downloaded ${filename}.`,
    failed: 'The file could not be made. Please try again.',
  },
  erase: {
    heading: 'Erase',
    intro: 'Erase everything listed above when the person asks for it. You are asked to confirm first.',
    start: 'Erase this person',
    confirmHeading: (who: string) => `Erase everything about ${who}?`,
    warning: 'This cannot be undone. Pressing ‘Erase permanently’ deletes:',
    keeps: 'The audit keeps that an erasure was made, by you and when, without any of the person’s data.',
    confirm: 'Erase permanently',
    cancel: 'Cancel',
    busy: 'Erasing…',
    changed:
      'What we hold about this person changed since your search, so nothing was erased. The results below are new: check them and erase again.',
    failed: 'The erasure could not be done. Nothing was erased. Please try again.',
    doneTitle: 'Erased from the server',
    doneIntro: (who: string) => `What the server held about ${who} is deleted:`,
    nothingErased: 'Nothing was left to delete.',
    files: (count: number) =>
      plural(count, 'mail file from the outbox folder', 'mail files from the outbox folder'),
    folderCleared:
      'The database’s files were rewritten and its log cleared: no file on the server holds the deleted rows.',
    postgres:
      'The rows are deleted from the database. PostgreSQL’s write-ahead log, its archive and any replica can keep them until they are recycled; the server’s operator knows for how long.',
    copiesHeading: 'Copies the server cannot reach',
    copiesIntro: 'This page could not delete these. They are the foundation’s to delete, or to let expire:',
    mailbox: (notices: number) =>
      notices > 0
        ? `The foundation’s mailbox received ${plural(notices, 'notice', 'notices')} about this person. Delete them there, with any mails to or from them kept in that mailbox.`
        : 'The foundation’s mailbox may hold notices about this person, and mails to or from them. Delete them there.',
    sentToPerson: (count: number) =>
      `${plural(count, 'mail was', 'mails were')} sent to the person (confirmations, replies). If the mailbox that sends them keeps sent mail, delete them there.`,
    backups: (until: string) =>
      `Backups made before now still hold this person. Backups are kept ${backupDays} days, so the last one holding them is deleted by ${until}. If a backup is restored before then, erase this person again.`,
    logged: (dueOn: string) =>
      `The erasure is recorded in the data-request log as completed (deadline ${dueOn}).`,
    again: 'Find another person',
  },
  /** Recording the erasure in the data-request log, as part of the confirmation. */
  log: {
    checkbox: 'Record this erasure in the data-request log',
    hint: 'The log keeps when the request came, how identity was checked and its deadline, never the person’s name, address or number.',
    identity: 'How you checked their identity',
    identityHint:
      'Such as: asked from the address on the records, and they quoted the reference of their confirmation. No e-mail address or phone number.',
    received: 'Date the request was received',
    receivedHint: 'For example, 28 11 2026. Its deadline is 30 days after it.',
  },
  /** Correcting one field on every record of the person at once. */
  correct: {
    heading: 'Correct across their records',
    intro:
      'When the person asks for a correction, change their name, e-mail address or mobile number on every record at once. Each record is checked by its own form’s rules and recorded in its history.',
    field: 'Field to correct',
    fields: [
      { value: 'fullName', label: 'Name' },
      { value: 'email', label: 'E-mail address' },
      { value: 'mobile', label: 'Mobile number' },
    ],
    value: 'Corrected value',
    valueHint: 'As the person gave it.',
    check: 'Check what changes',
    checking: 'Checking…',
    confirmHeading: (count: number, field: string) =>
      `Correct the ${field.toLowerCase()} on ${plural(count, 'record', 'records')}?`,
    confirmIntro: 'These records hold another value and will change:',
    nothing: 'Every record of this person already holds this value. Nothing needs to change.',
    confirm: (count: number) => `Correct ${plural(count, 'record', 'records')}`,
    busy: 'Correcting…',
    cancel: 'Cancel',
    notCorrected: 'Nothing was corrected.',
    failed: 'The correction could not be made. Nothing was changed. Please try again.',
    unchangedNote: 'The account and the newsletter subscription are not changed here.',
  },
  /** The list of what an erasure will delete, as the confirmation names it. */
  willGo: {
    submissions: (count: number) => `${plural(count, 'submission', 'submissions')}:`,
    account: (name: string, email: string) => `their account, ${name} (${email}), and its sessions`,
    newsletter: 'their newsletter subscription',
    outbox: (count: number) => plural(count, 'mail in the outbox', 'mails in the outbox'),
  },
  /** The server's counts after an erasure, in words. */
  erased: {
    account: (count: number) => plural(count, 'account', 'accounts'),
    notes: (count: number) => plural(count, 'staff note', 'staff notes'),
    outboxMails: (count: number) => plural(count, 'mail from the outbox', 'mails from the outbox'),
    tokens: (count: number) => plural(count, 'session or link', 'sessions and links'),
    newsletter: (count: number) => plural(count, 'newsletter subscription', 'newsletter subscriptions'),
  } as Record<string, (count: number) => string>,
} as const;
