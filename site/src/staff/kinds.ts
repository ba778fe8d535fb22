/**
 * The kinds of submission the staff inbox shows: the address each has under /staff, the API calls
 * that list and update it, its statuses (in the server's order; the first is a new record's), its
 * filters, its list's own columns and the fields a status change may set. The server's own lists are
 * in packages/api (src/statuses.ts, src/submissions/kinds.ts, src/staff/kinds.ts); the site cannot
 * import the API, so they are written out here, and tests/site/staff-kinds.test.ts proves they agree.
 */
export type KindSlug =
  | 'contact'
  | 'contact-us'
  | 'newsletter'
  | 'volunteer'
  | 'internship'
  | 'donation'
  | 'news'
  | 'partnership'
  | 'event-registration';

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
  apiKind: string;
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
const options = (values: readonly string[], label: (value: string) => string = words): Option[] =>
  values.map((value) => ({ value, label: label(value) }));
const same = (value: string) => value;

const priorities = ['low', 'medium', 'high', 'urgent'];
const contactStatuses = ['new', 'in-progress', 'resolved', 'closed'];

export const contactSubjects: Option[] = [
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'internship', label: 'Internship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'donation', label: 'Donation' },
  { value: 'other', label: 'Other' },
];
const expertise = options(
  [
    'Education',
    'Skill Development',
    'Content Creation',
    'Advocacy',
    'Event Coordination',
    'Research & Policy',
    'More',
  ],
  same,
);
const donationTypes = options(['One-Time', 'Monthly', 'Sponsor a Program', 'Corporate Donation'], same);
const areasOfInterest = options(
  [
    'Education',
    'Employment',
    'Skill Development',
    'Livelihood',
    'Assistive Technology',
    'Healthcare & Rehabilitation',
    'Advocacy',
    'Accessibility',
    'Policy Development',
    'Research & Innovation',
    'Other',
  ],
  same,
);

const notes: AdminField = {
  name: 'notes',
  label: 'Notes for the record',
  type: 'textarea',
  hint: 'Saved with the status; the history says the notes changed, not what they say.',
  maxLength: 5000,
};
const reviewedBy: AdminField = { name: 'reviewedBy', label: 'Reviewed by', type: 'text', maxLength: 100 };
const rejectionReason: AdminField = {
  name: 'rejectionReason',
  label: 'Rejection reason',
  type: 'textarea',
  maxLength: 1000,
};

function kind(info: Omit<KindInfo, 'statusLabel' | 'statusField' | 'statusParam'> & Partial<KindInfo>) {
  const full: KindInfo = {
    statusField: 'status',
    statusParam: 'status',
    statusLabel: (status) => info.statuses.find((option) => option.value === status)?.label ?? status,
    ...info,
  };
  return full;
}

export const kinds: KindInfo[] = [
  kind({
    slug: 'contact',
    apiKind: 'contact',
    singular: 'Contact message',
    plural: 'Contact messages',
    listPath: '/contact/all',
    statusPath: (id) => `/contact/${id}/status`,
    statuses: options(contactStatuses),
    newStatus: 'new',
    waiting: ['new', 'in-progress'],
    filters: [],
    columns: [],
    adminFields: [notes],
  }),
  kind({
    slug: 'contact-us',
    apiKind: 'contactus',
    singular: 'Contact Us ticket',
    plural: 'Contact Us tickets',
    listPath: '/contactus/all',
    statusPath: (id) => `/contactus/${id}/status`,
    statuses: options(contactStatuses),
    newStatus: 'new',
    waiting: ['new', 'in-progress'],
    filters: [
      { param: 'subject', apiParam: 'subject', label: 'Subject', options: contactSubjects },
      { param: 'priority', apiParam: 'priority', label: 'Priority', options: options(priorities) },
    ],
    columns: [
      { field: 'subject', header: 'Subject', sortable: true },
      { field: 'priority', header: 'Priority', sortable: true },
    ],
    adminFields: [
      { name: 'priority', label: 'Priority', type: 'select', options: options(priorities) },
      { name: 'assignedTo', label: 'Assigned to', type: 'text', maxLength: 100 },
      notes,
    ],
  }),
  kind({
    slug: 'newsletter',
    apiKind: 'newsletter',
    singular: 'Newsletter subscription',
    plural: 'Newsletter subscriptions',
    listPath: '/newsletter/subscribers',
    statuses: options(['pending', 'active', 'unsubscribed']),
    newStatus: 'pending',
    waiting: [],
    filters: [],
    columns: [],
    adminFields: [],
  }),
  kind({
    slug: 'volunteer',
    apiKind: 'volunteer',
    singular: 'Volunteer registration',
    plural: 'Volunteer registrations',
    listPath: '/volunteer/all',
    statusPath: (id) => `/volunteer/${id}/status`,
    statuses: options(['pending', 'approved', 'rejected', 'active', 'inactive']),
    newStatus: 'pending',
    waiting: ['pending', 'approved'],
    filters: [{ param: 'expertise', apiParam: 'expertise', label: 'Expertise', options: expertise }],
    columns: [{ field: 'expertise', header: 'Expertise' }],
    adminFields: [
      { name: 'availability', label: 'Availability', type: 'textarea', maxLength: 500 },
      rejectionReason,
      reviewedBy,
      notes,
    ],
  }),
  kind({
    slug: 'internship',
    apiKind: 'internship',
    singular: 'Internship application',
    plural: 'Internship applications',
    listPath: '/intern/all',
    statusPath: (id) => `/intern/${id}/status`,
    statuses: options(['pending', 'shortlisted', 'accepted', 'rejected']),
    newStatus: 'pending',
    waiting: ['pending', 'shortlisted'],
    filters: [],
    columns: [{ field: 'internshipArea', header: 'Area', sortable: true }],
    adminFields: [rejectionReason, reviewedBy, notes],
  }),
  kind({
    slug: 'donation',
    apiKind: 'donation',
    singular: 'Donation pledge',
    plural: 'Donation pledges',
    listPath: '/donation/all',
    statusPath: (id) => `/donation/${id}/status`,
    statuses: options(['pending', 'contacted', 'completed', 'cancelled']),
    newStatus: 'pending',
    waiting: ['pending', 'contacted'],
    filters: [
      { param: 'donationType', apiParam: 'donationType', label: 'Donation type', options: donationTypes },
    ],
    columns: [
      { field: 'donationType', header: 'Type', sortable: true },
      { field: 'donationAmount', header: 'Amount (₹)', numeric: true, sortable: true },
      { field: 'paymentStatus', header: 'Payment', sortable: true },
    ],
    adminFields: [
      {
        name: 'paymentStatus',
        label: 'Payment status',
        type: 'select',
        options: options(['pending', 'received', 'failed']),
      },
      notes,
    ],
  }),
  kind({
    slug: 'news',
    apiKind: 'news',
    singular: 'News submission',
    plural: 'News submissions',
    listPath: '/news/submissions',
    statusPath: (id) => `/news/${id}/status`,
    statuses: options(['pending', 'approved', 'published', 'rejected']),
    newStatus: 'pending',
    waiting: ['pending', 'approved'],
    filters: [],
    columns: [{ field: 'category', header: 'Category', sortable: true }],
    adminFields: [
      { name: 'category', label: 'Category', type: 'text', maxLength: 100 },
      rejectionReason,
      reviewedBy,
    ],
  }),
  kind({
    slug: 'partnership',
    apiKind: 'partnership',
    singular: 'Partnership request',
    plural: 'Partnership requests',
    listPath: '/collaborate/all',
    statusPath: (id) => `/collaborate/${id}/status`,
    statuses: options(['pending', 'under-review', 'meeting-scheduled', 'approved', 'declined']),
    newStatus: 'pending',
    waiting: ['pending', 'under-review', 'meeting-scheduled'],
    filters: [
      {
        param: 'areaOfInterest',
        apiParam: 'areaOfInterest',
        label: 'Area of interest',
        options: areasOfInterest,
      },
    ],
    columns: [
      { field: 'organizationName', header: 'Organisation', sortable: true },
      { field: 'areaOfInterest', header: 'Area of interest', sortable: true },
      { field: 'priority', header: 'Priority', sortable: true },
    ],
    adminFields: [
      { name: 'priority', label: 'Priority', type: 'select', options: options(priorities) },
      { name: 'organizationType', label: 'Organisation type', type: 'text', maxLength: 100 },
      { name: 'partnershipType', label: 'Partnership type', type: 'text', maxLength: 100 },
      { name: 'meetingDate', label: 'Meeting date', type: 'date' },
      { name: 'partnershipStartDate', label: 'Partnership start date', type: 'date' },
      { name: 'declineReason', label: 'Decline reason', type: 'textarea', maxLength: 1000 },
      reviewedBy,
      notes,
    ],
  }),
  kind({
    slug: 'event-registration',
    apiKind: 'event-registration',
    singular: 'Event registration',
    plural: 'Event registrations',
    listPath: '/events/registrations',
    statusPath: (id) => `/events/registration/${id}/status`,
    statusField: 'registrationStatus',
    statusParam: 'registrationStatus',
    statuses: options(['pending', 'confirmed', 'cancelled', 'attended']),
    newStatus: 'pending',
    waiting: ['pending'],
    filters: [
      {
        param: 'event',
        apiParam: 'eventId',
        label: 'Event',
        options: [
          { value: '1', label: 'First Anniversary Convention' },
          { value: '2', label: 'Career Guidance Workshop at the Goa Fest' },
        ],
      },
    ],
    columns: [
      { field: 'eventId', header: 'Event', sortable: true },
      { field: 'city', header: 'City', sortable: true },
    ],
    adminFields: [notes],
  }),
];

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
