/**
 * Every kind of record the foundation keeps, with ONE spelling: its id. The id is what the staff
 * calls name (`/api/staff/submissions/:kind/...`), what the audit, the notes and the mail outbox
 * store, and what the client and the staff inbox key their tables by.
 *
 * Where a published address spells a kind otherwise, `paths` below says so, and nowhere else does:
 * the public calls keep the specification's paths (`/api/contactus/...`, `/api/collaborate/...`,
 * `/api/intern/...`) and the staff inbox keeps its addresses (`/staff/contact-us`).
 */
export const recordKinds = [
  'contact',
  'contactus',
  'newsletter',
  'volunteer',
  'internship',
  'donation',
  'news',
  'partnership',
  'event-registration',
] as const;

export type RecordKind = (typeof recordKinds)[number];

/** The kinds sent by a form of their own and handled alike (submit, list, status update). */
export const submissionKinds = [
  'contact',
  'contactus',
  'volunteer',
  'internship',
  'donation',
  'news',
  'partnership',
] as const satisfies readonly RecordKind[];

export type SubmissionKind = (typeof submissionKinds)[number];

/** The kinds a person's records are searched in; the newsletter is answered on its own. */
export const personKinds = recordKinds.filter(
  (kind): kind is Exclude<RecordKind, 'newsletter'> => kind !== 'newsletter',
);

export type PersonKind = Exclude<RecordKind, 'newsletter'>;

export const isRecordKind = (kind: string): kind is RecordKind =>
  (recordKinds as readonly string[]).includes(kind);

/**
 * The lifecycle of each kind (the spec gives none; these are ours). The first value of each list is
 * the status a new record gets. The database checks them too (packages/api, src/db/schema.ts).
 */
export const recordStatuses = {
  contact: ['new', 'in-progress', 'resolved', 'closed'],
  contactus: ['new', 'in-progress', 'resolved', 'closed'],
  /** 'pending' until the address confirms the subscription (double opt-in). */
  newsletter: ['pending', 'active', 'unsubscribed'],
  volunteer: ['pending', 'approved', 'rejected', 'active', 'inactive'],
  internship: ['pending', 'shortlisted', 'accepted', 'rejected'],
  donation: ['pending', 'contacted', 'completed', 'cancelled'],
  news: ['pending', 'approved', 'published', 'rejected'],
  partnership: ['pending', 'under-review', 'meeting-scheduled', 'approved', 'declined'],
  'event-registration': ['pending', 'confirmed', 'cancelled', 'attended'],
} as const satisfies Record<RecordKind, readonly [string, ...string[]]>;

export type RecordStatus<K extends RecordKind = RecordKind> = (typeof recordStatuses)[K][number];

/** The priority of a Contact Us ticket or a partnership request. */
export const priorities = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof priorities)[number];
/** Contact Us tickets start at this priority until staff triage them. */
export const defaultPriority = 'medium' satisfies Priority;

/** Whether a pledged donation has arrived. */
export const paymentStatuses = ['pending', 'received', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The field that holds a record's status: event registrations call it `registrationStatus`. */
export const statusFieldOf = (kind: RecordKind) =>
  kind === 'event-registration' ? 'registrationStatus' : 'status';

/**
 * The statuses in which the next step is the foundation's (the staff overview's "waiting"). A
 * newsletter subscription never waits on the foundation: a pending one waits on its subscriber.
 */
export const waitingStatuses = {
  contact: ['new', 'in-progress'],
  contactus: ['new', 'in-progress'],
  newsletter: [],
  volunteer: ['pending', 'approved'],
  internship: ['pending', 'shortlisted'],
  donation: ['pending', 'contacted'],
  news: ['pending', 'approved'],
  partnership: ['pending', 'under-review', 'meeting-scheduled'],
  'event-registration': ['pending'],
} as const satisfies { [K in RecordKind]: readonly RecordStatus<K>[] };

/**
 * The statuses in which the foundation is done with a record: what RETENTION_MONTHS deletes once
 * unchanged that long. Not a completed donation (accounts keep it), an accepted intern, a published
 * story, an attended event: those are still the foundation's records.
 */
export const closedStatuses = {
  contact: ['resolved', 'closed'],
  contactus: ['resolved', 'closed'],
  newsletter: ['unsubscribed'],
  volunteer: ['rejected', 'inactive'],
  internship: ['rejected'],
  donation: ['cancelled'],
  news: ['rejected'],
  partnership: ['declined'],
  'event-registration': ['cancelled'],
} as const satisfies { [K in RecordKind]: readonly RecordStatus<K>[] };

const listed = ['createdAt', 'updatedAt', 'reference', 'fullName', 'email', 'status'] as const;

/**
 * The columns each kind's list may be sorted by: `sort=<column>` ascending, `sort=-<column>`
 * descending; the default is `-createdAt` (newest first). Any other value is a 400.
 */
export const sortColumns = {
  contact: listed,
  contactus: [...listed, 'subject', 'priority'],
  newsletter: ['createdAt', 'updatedAt', 'email', 'status', 'confirmedAt'],
  volunteer: listed,
  internship: [...listed, 'internshipArea'],
  donation: [...listed, 'donationType', 'donationAmount', 'paymentStatus'],
  news: [...listed, 'category'],
  partnership: [...listed, 'organizationName', 'areaOfInterest', 'organizationType', 'priority'],
  'event-registration': [...listed, 'registrationStatus', 'eventId', 'city'],
} as const satisfies Record<RecordKind, readonly string[]>;

export type SortColumn<K extends RecordKind = RecordKind> = (typeof sortColumns)[K][number];
/** A sort value: a column (ascending) or `-column` (descending). */
export type SortValue<K extends RecordKind = RecordKind> = SortColumn<K> | `-${SortColumn<K>}`;

/** Every sort value a kind's list takes: each column, and each after '-'. */
export const sortValuesOf = <K extends RecordKind>(kind: K) =>
  sortColumns[kind].flatMap((column) => [column, `-${column}`]) as [SortValue<K>, ...SortValue<K>[]];

/** How a correctable field is typed in: `choice` is one value (or several) of the form's list. */
export type CorrectableInput = 'text' | 'email' | 'tel' | 'textarea' | 'number' | 'choice';

export interface CorrectableField {
  name: string;
  input: CorrectableInput;
}

const fullName = { name: 'fullName', input: 'text' } as const;
const email = { name: 'email', input: 'email' } as const;
const mobile = { name: 'mobile', input: 'tel' } as const;
const message = { name: 'message', input: 'textarea' } as const;

/**
 * What a staff member may correct on a person's request (DPDP Act, right to correction): the fields
 * the visitor typed, each checked by the same rule and message as the public form. Not: staff
 * fields (status, notes, reviewer…), ids, dates, references, and the event's disability answers,
 * whose rules depend on each other (a correction there is a new registration).
 */
export const correctableFields = {
  contact: [fullName, email, mobile, message],
  contactus: [fullName, email, mobile, { name: 'subject', input: 'choice' }, message],
  newsletter: [email],
  volunteer: [
    fullName,
    email,
    mobile,
    { name: 'expertise', input: 'choice' },
    { name: 'howToHelp', input: 'textarea' },
    message,
  ],
  internship: [
    fullName,
    email,
    mobile,
    { name: 'internshipArea', input: 'choice' },
    { name: 'education', input: 'text' },
    { name: 'motivation', input: 'textarea' },
  ],
  donation: [
    fullName,
    email,
    mobile,
    { name: 'donationAmount', input: 'number' },
    { name: 'donationType', input: 'choice' },
    message,
  ],
  news: [fullName, email, { name: 'newsUpdate', input: 'textarea' }],
  partnership: [
    fullName,
    email,
    mobile,
    { name: 'organizationName', input: 'text' },
    { name: 'areaOfInterest', input: 'choice' },
    message,
  ],
  'event-registration': [
    fullName,
    email,
    { name: 'mobileNumber', input: 'tel' },
    { name: 'city', input: 'text' },
    { name: 'occupation', input: 'text' },
    { name: 'organization', input: 'text' },
  ],
} as const satisfies Record<RecordKind, readonly CorrectableField[]>;

export interface RecordPaths {
  /** POST path of its public form, under /api (none for the newsletter and events: their own calls). */
  submit?: string;
  /** GET path of its staff list, under /api. */
  list: string;
  /** The segment of its status update, `PATCH /api/{status}/:id/status`; none when staff cannot set it. */
  status?: string;
  /** Its address in the staff inbox, `/staff/{inbox}`. */
  inbox: string;
}

/**
 * The published addresses of each kind. They are the specification's and the site's, kept as they
 * are: this is the one place where an address spells a kind otherwise than its id.
 */
export const recordPaths = {
  contact: { submit: '/contact/submit', list: '/contact/all', status: 'contact', inbox: 'contact' },
  contactus: {
    submit: '/contactus/submit',
    list: '/contactus/all',
    status: 'contactus',
    inbox: 'contact-us',
  },
  newsletter: { list: '/newsletter/subscribers', inbox: 'newsletter' },
  volunteer: {
    submit: '/volunteer/register',
    list: '/volunteer/all',
    status: 'volunteer',
    inbox: 'volunteer',
  },
  internship: { submit: '/intern/apply', list: '/intern/all', status: 'intern', inbox: 'internship' },
  donation: { submit: '/donation/submit', list: '/donation/all', status: 'donation', inbox: 'donation' },
  news: { submit: '/news/submit', list: '/news/submissions', status: 'news', inbox: 'news' },
  partnership: {
    submit: '/collaborate/submit',
    list: '/collaborate/all',
    status: 'collaborate',
    inbox: 'partnership',
  },
  'event-registration': {
    list: '/events/registrations',
    status: 'events/registration',
    inbox: 'event-registration',
  },
} as const satisfies Record<RecordKind, RecordPaths>;

/** `/{segment}/{id}/status` of a kind staff can set, under /api. */
export const statusPathOf = (kind: RecordKind, id: string): string | undefined => {
  const segment = (recordPaths[kind] as RecordPaths).status;
  return segment ? `/${segment}/${encodeURIComponent(id)}/status` : undefined;
};

/** The kind whose staff inbox address is `segment` (`contact-us` → `contactus`). */
export const kindOfInboxSegment = (segment: string): RecordKind | undefined =>
  recordKinds.find((kind) => recordPaths[kind].inbox === segment);
