import type { PersonSearchResult } from '@inclusion/forms';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
    outbox: 'Mails waiting in the outbox',
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
    doneTitle: 'The person’s data has been erased',
    doneIntro: (who: string) => `Everything we held about ${who} has been deleted:`,
    nothingErased: 'Nothing was left to delete.',
    again: 'Find another person',
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
