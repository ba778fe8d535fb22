import {
  collaborations,
  contactMessages,
  contactUsMessages,
  donations,
  internshipApplications,
  newsSubmissions,
  volunteers,
} from '../../src/db/schema.js';
import type { SubmissionTable } from '../../src/submissions/form-kinds.js';

const person = { fullName: 'Asha Rao', email: 'Asha.Rao@example.org', mobile: '+91 98765-43210' };

/** Every kind of submission as the spec names its paths and answers, with a valid payload. */
export interface SubmissionCase {
  name: string;
  submit: string;
  list: string;
  /** PATCH `${resource}/:id/status` */
  resource: string;
  referenceName: string;
  prefix: string;
  table: SubmissionTable;
  payload: Record<string, unknown>;
  /** The status a new record has, and one it may move to. */
  initialStatus: string;
  nextStatus: string;
  /** The response time the success message promises (spec section 1). */
  promise: string;
}

export const submissionCases: SubmissionCase[] = [
  {
    name: 'contact',
    submit: '/api/contact/submit',
    list: '/api/contact/all',
    resource: '/api/contact',
    referenceName: 'reference',
    prefix: 'CON',
    table: contactMessages,
    payload: { ...person, message: 'I would like to know more about your programmes.' },
    initialStatus: 'new',
    nextStatus: 'in-progress',
    promise: '24-48 hours',
  },
  {
    name: 'contactus',
    submit: '/api/contactus/submit',
    list: '/api/contactus/all',
    resource: '/api/contactus',
    referenceName: 'ticketReference',
    prefix: 'TKT',
    table: contactUsMessages,
    payload: { ...person, subject: 'general-inquiry', message: 'How can my school work with you?' },
    initialStatus: 'new',
    nextStatus: 'resolved',
    promise: '24-48 hours',
  },
  {
    name: 'volunteer',
    submit: '/api/volunteer/register',
    list: '/api/volunteer/all',
    resource: '/api/volunteer',
    referenceName: 'volunteerReference',
    prefix: 'VOL',
    table: volunteers,
    payload: { ...person, expertise: ['Education', 'Advocacy'], howToHelp: 'I can teach on weekends.' },
    initialStatus: 'pending',
    nextStatus: 'approved',
    promise: '2-3 business days',
  },
  {
    name: 'internship',
    submit: '/api/intern/apply',
    list: '/api/intern/all',
    resource: '/api/intern',
    referenceName: 'internReference',
    prefix: 'INT',
    table: internshipApplications,
    payload: {
      ...person,
      internshipArea: 'Social Media',
      motivation: 'I want to learn how advocacy campaigns are run.',
    },
    initialStatus: 'pending',
    nextStatus: 'shortlisted',
    promise: '5-7 business days',
  },
  {
    name: 'donation',
    submit: '/api/donation/submit',
    list: '/api/donation/all',
    resource: '/api/donation',
    referenceName: 'donationReference',
    prefix: 'DON',
    table: donations,
    payload: { ...person, donationAmount: '1500.50', donationType: 'One-Time' },
    initialStatus: 'pending',
    nextStatus: 'contacted',
    promise: 'payment details within 24 hours',
  },
  {
    name: 'news',
    submit: '/api/news/submit',
    list: '/api/news/submissions',
    resource: '/api/news',
    referenceName: 'submissionReference',
    prefix: 'NEW',
    table: newsSubmissions,
    payload: {
      fullName: person.fullName,
      email: person.email,
      newsUpdate: 'Our ramp at the library is finished!',
    },
    initialStatus: 'pending',
    nextStatus: 'published',
    promise: 'review',
  },
  {
    name: 'partnership',
    submit: '/api/collaborate/submit',
    list: '/api/collaborate/all',
    resource: '/api/collaborate',
    referenceName: 'collaborationReference',
    prefix: 'COL',
    table: collaborations,
    payload: { ...person, organizationName: 'Access Trust', areaOfInterest: 'Accessibility' },
    initialStatus: 'pending',
    nextStatus: 'under-review',
    promise: 'within 48 hours',
  },
];

export const caseNamed = (name: string): SubmissionCase => {
  const found = submissionCases.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return found;
};

/** `VOL-20261121-7F3K9Q`: the prefix, the test clock's date, six Crockford base32 characters. */
export const referenceOf = (prefix: string) => new RegExp(`^${prefix}-20261121-[0-9A-HJKMNP-TV-Z]{6}$`);

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
