import {
  areaOfInterestOptions,
  contactSubjectOptions,
  donationTypeOptions,
  eventFilterOptions,
  listFilters,
  paymentStatuses,
  priorities,
  recordKinds,
  recordPaths,
  recordStatuses,
  sortColumns,
  statusFieldOf,
  statusPathOf,
  volunteerExpertiseOptions,
  waitingStatuses,
  type RecordKind,
  type statusUpdateFields,
} from '@inclusion/forms';

/**
 * The kinds of record the staff inbox shows. What each is (its statuses, filters, sort columns,
 * addresses and status update) is the contract's, in @inclusion/forms; here are only the words the
 * pages show, keyed by the contract's kinds, so a kind without its words fails the type check.
 */

/** A kind's address under /staff (`contact-us` for the kind `contactus`: the contract's `recordPaths`). */
export type KindSlug = (typeof recordPaths)[RecordKind]['inbox'];

export interface Option {
  value: string;
  label: string;
}

export interface KindFilter {
  /** Its name in the inbox's address (`?subject=partnership`). */
  param: string;
  /** Its name in the API's query. */
  apiParam: string;
  label: string;
  options: Option[];
}

export interface KindColumn {
  /** The field of the row; also the API's sort column. */
  field: string;
  header: string;
  numeric?: boolean;
  /** The server can sort by it (`sort=field` or `sort=-field`). */
  sortable?: boolean;
}

export interface AdminField {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'select' | 'date' | 'datetime';
  options?: Option[];
  hint?: string;
  maxLength?: number;
}

export interface KindInfo {
  slug: KindSlug;
  /** The kind in /api/staff/submissions/:kind/... */
  apiKind: RecordKind;
  singular: string;
  plural: string;
  /** GET path of its list (under /api). */
  listPath: string;
  /** PATCH path of its status update (under /api), or undefined when staff cannot change it. */
  statusPath?: (id: string) => string;
  /** The record's status field (event registrations: registrationStatus). */
  statusField: string;
  /** The API's filter name for the status. */
  statusParam: string;
  statuses: Option[];
  newStatus: string;
  /** The statuses in which the next step is the foundation's. */
  waiting: string[];
  filters: KindFilter[];
  /** The kind's own columns, after reference and name and before received and status. */
  columns: KindColumn[];
  adminFields: AdminField[];
  statusLabel(status: string): string;
}

const words = (value: string) => {
  const text = value.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const options = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: words(value) }));
const labelled = (list: readonly { value: string; label: string }[]): Option[] =>
  list.map(({ value, label }) => ({ value, label }));

export const contactSubjects: Option[] = labelled(contactSubjectOptions);

/** The labels of a filter's values: the forms' option lists, else the values in words. */
const filterOptions: Record<string, Option[]> = {
  subject: contactSubjects,
  expertise: labelled(volunteerExpertiseOptions),
  donationType: labelled(donationTypeOptions),
  areaOfInterest: labelled(areaOfInterestOptions),
  eventId: eventFilterOptions,
};

/** A field of a kind's status update: its name is one the contract's update of that kind takes. */
type AdminFieldOf<K extends RecordKind> = AdminField & {
  name: K extends keyof typeof statusUpdateFields ? keyof (typeof statusUpdateFields)[K] & string : never;
};

interface KindWords<K extends RecordKind> {
  singular: string;
  plural: string;
  /** The filters the list offers, by the contract's filter name, with their label (and address name). */
  filters: {
    name: Exclude<keyof (typeof listFilters)[K], 'status' | 'registrationStatus'> & string;
    label: string;
    param?: string;
  }[];
  columns: { field: string; header: string; numeric?: boolean }[];
  adminFields: AdminFieldOf<K>[];
}

// Two kinds of note: this one summary, kept with the status and replaced each time it is saved, and
// the dated notes of 'Add a note', each kept in the history with its author. The words say which is which.
const notes = {
  name: 'notes',
  label: 'Case summary',
  type: 'textarea',
  hint: 'One summary of where this stands, replaced each time you save it. The history says it changed, not what it said. To leave a dated remark with your name, use ‘Add a note’ below.',
  maxLength: 5000,
} as const;
const reviewedBy = { name: 'reviewedBy', label: 'Reviewed by', type: 'text', maxLength: 100 } as const;
const rejectionReason = {
  name: 'rejectionReason',
  label: 'Rejection reason',
  type: 'textarea',
  maxLength: 1000,
} as const;
const priority = {
  name: 'priority',
  label: 'Priority',
  type: 'select',
  options: options(priorities),
} as const;

const content: { [K in RecordKind]: KindWords<K> } = {
  contact: {
    singular: 'Contact message',
    plural: 'Contact messages',
    filters: [],
    columns: [],
    adminFields: [notes],
  },
  contactus: {
    singular: 'Contact Us ticket',
    plural: 'Contact Us tickets',
    filters: [
      { name: 'subject', label: 'Subject' },
      { name: 'priority', label: 'Priority' },
    ],
    columns: [
      { field: 'subject', header: 'Subject' },
      { field: 'priority', header: 'Priority' },
    ],
    adminFields: [
      priority,
      // The ticket's own free text from before records were assigned to accounts ('Assigned to', its
      // own section, is what the inbox's 'Mine' reads): kept, so what it holds stays readable.
      {
        name: 'assignedTo',
        label: 'Handled by (free text)',
        type: 'text',
        maxLength: 100,
        hint: 'A name in words, kept with the ticket. To give the ticket to a staff account, use ‘Assigned to’ below.',
      },
      notes,
    ],
  },
  newsletter: {
    singular: 'Newsletter subscription',
    plural: 'Newsletter subscriptions',
    filters: [],
    columns: [],
    adminFields: [],
  },
  volunteer: {
    singular: 'Volunteer registration',
    plural: 'Volunteer registrations',
    filters: [{ name: 'expertise', label: 'Expertise' }],
    columns: [{ field: 'expertise', header: 'Expertise' }],
    adminFields: [
      { name: 'availability', label: 'Availability', type: 'textarea', maxLength: 500 },
      rejectionReason,
      reviewedBy,
      notes,
    ],
  },
  internship: {
    singular: 'Internship application',
    plural: 'Internship applications',
    filters: [],
    columns: [{ field: 'internshipArea', header: 'Area' }],
    adminFields: [rejectionReason, reviewedBy, notes],
  },
  donation: {
    singular: 'Donation pledge',
    plural: 'Donation pledges',
    filters: [{ name: 'donationType', label: 'Donation type' }],
    columns: [
      { field: 'donationType', header: 'Type' },
      { field: 'donationAmount', header: 'Amount (₹)', numeric: true },
      { field: 'paymentStatus', header: 'Payment' },
    ],
    adminFields: [
      { name: 'paymentStatus', label: 'Payment status', type: 'select', options: options(paymentStatuses) },
      notes,
    ],
  },
  news: {
    singular: 'News submission',
    plural: 'News submissions',
    filters: [],
    columns: [{ field: 'category', header: 'Category' }],
    adminFields: [
      { name: 'category', label: 'Category', type: 'text', maxLength: 100 },
      rejectionReason,
      reviewedBy,
    ],
  },
  partnership: {
    singular: 'Partnership request',
    plural: 'Partnership requests',
    filters: [{ name: 'areaOfInterest', label: 'Area of interest' }],
    columns: [
      { field: 'organizationName', header: 'Organisation' },
      { field: 'areaOfInterest', header: 'Area of interest' },
      { field: 'priority', header: 'Priority' },
    ],
    adminFields: [
      priority,
      { name: 'organizationType', label: 'Organisation type', type: 'text', maxLength: 100 },
      { name: 'partnershipType', label: 'Partnership type', type: 'text', maxLength: 100 },
      { name: 'meetingDate', label: 'Meeting date', type: 'date' },
      { name: 'partnershipStartDate', label: 'Partnership start date', type: 'date' },
      { name: 'declineReason', label: 'Decline reason', type: 'textarea', maxLength: 1000 },
      reviewedBy,
      notes,
    ],
  },
  'event-registration': {
    singular: 'Event registration',
    plural: 'Event registrations',
    filters: [{ name: 'eventId', label: 'Event', param: 'event' }],
    columns: [
      { field: 'eventId', header: 'Event' },
      { field: 'city', header: 'City' },
    ],
    adminFields: [notes],
  },
};

function kindInfo<K extends RecordKind>(kind: K): KindInfo {
  const own: KindWords<K> = content[kind];
  const sortable = new Set<string>(sortColumns[kind]);
  const statuses = options(recordStatuses[kind]);
  const filterValues = listFilters[kind] as Record<string, readonly string[] | null>;
  const statusPath = statusPathOf(kind, 'ID') ? (id: string) => statusPathOf(kind, id) ?? '' : undefined;
  return {
    slug: recordPaths[kind].inbox,
    apiKind: kind,
    singular: own.singular,
    plural: own.plural,
    listPath: recordPaths[kind].list,
    ...(statusPath ? { statusPath } : {}),
    statusField: statusFieldOf(kind),
    statusParam: statusFieldOf(kind),
    statuses,
    newStatus: recordStatuses[kind][0],
    waiting: [...waitingStatuses[kind]],
    filters: own.filters.map(({ name, label, param }) => ({
      param: param ?? name,
      apiParam: name,
      label,
      options: filterOptions[name] ?? options(filterValues[name] ?? []),
    })),
    columns: own.columns.map((column) => ({ ...column, sortable: sortable.has(column.field) })),
    adminFields: own.adminFields.map((field) => ({
      ...field,
      options: field.options ? [...field.options] : undefined,
    })),
    statusLabel: (status) => statuses.find((option) => option.value === status)?.label ?? status,
  };
}

export const kinds: KindInfo[] = recordKinds.map(kindInfo);

/** The kind an address or an API answer names (`contact-us` or `contactus`), if any. */
export function kindOf(name: string): KindInfo | undefined {
  return kinds.find((candidate) => candidate.slug === name || candidate.apiKind === name);
}

/** `/staff/<kind>?<query>` with the given query (empty values left out). */
export function listAddress(slug: KindSlug, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return `/staff/${slug}${text ? `?${text}` : ''}`;
}

export const detailAddress = (slug: KindSlug, id: string) => `/staff/${slug}/${encodeURIComponent(id)}`;
