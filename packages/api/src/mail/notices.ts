import { findEvent } from '@inclusion/events';
import { contactSubjectOptions, recordPaths } from '@inclusion/forms';
import type { Draft } from './confirmations.js';
import { formatRupees, given, type SubmissionKind, type SubmissionRecords } from './records.js';
import { oneLine, type Block } from './render.js';

type Row = readonly [label: string, value: string];

interface Notice<K extends SubmissionKind> {
  /** "volunteer registration", as in "New volunteer registration". */
  name: string;
  /** What the sender was promised, so staff know the deadline. */
  promise: string;
  rows: (record: SubmissionRecords[K]) => Row[];
}

type Notices = { [K in SubmissionKind]: Notice<K> };

const within24to48 = 'The sender was told to expect a reply within 24-48 hours.';

function subjectLabel(value: string): string {
  return contactSubjectOptions.find((option) => option.value === value)?.label ?? value;
}

/** Every field staff need, labelled, in the order of the form. */
export const notices: Notices = {
  contact: {
    name: 'contact message',
    promise: within24to48,
    rows: (r) => [
      ['Reference', r.reference],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Mobile', r.mobile],
      ['Message', r.message],
    ],
  },
  contactus: {
    name: 'Contact Us message',
    promise: within24to48,
    rows: (r) => [
      ['Ticket reference', r.reference],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Mobile', r.mobile],
      ['Subject', subjectLabel(r.subject)],
      ['Message', r.message],
    ],
  },
  newsletter: {
    name: 'newsletter subscription',
    promise: 'The subscriber received a welcome mail with an unsubscribe link.',
    rows: (r) => [['Email', r.email]],
  },
  volunteer: {
    name: 'volunteer registration',
    promise: 'The volunteer was told to expect an answer within 2-3 business days.',
    rows: (r) => [
      ['Reference', r.reference],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Mobile', r.mobile],
      ['Expertise', r.expertise.length > 0 ? r.expertise.join(', ') : '(none chosen)'],
      ['How they would like to help', r.howToHelp],
      ['Message', given(r.message)],
    ],
  },
  internship: {
    name: 'internship application',
    promise: 'The applicant was told to expect an answer within 5-7 business days.',
    rows: (r) => [
      ['Reference', r.reference],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Mobile', r.mobile],
      ['Internship area', r.internshipArea],
      ['Education', given(r.education)],
      ['Motivation', r.motivation],
    ],
  },
  donation: {
    name: 'donation pledge',
    promise: 'No payment has been taken. The donor was promised payment details within 24 hours.',
    rows: (r) => [
      ['Reference', r.reference],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Mobile', r.mobile],
      ['Amount', formatRupees(r.donationAmount)],
      ['Donation type', r.donationType],
      ['Message', given(r.message)],
    ],
  },
  news: {
    name: 'news submission',
    promise: 'The sender was told that the item is reviewed before publication.',
    rows: (r) => [
      ['Reference', r.reference],
      ['Name', r.fullName],
      ['Email', r.email],
      ['News update', r.newsUpdate],
    ],
  },
  partnership: {
    name: 'partnership request',
    promise: 'The organisation was promised a reply within 48 hours.',
    rows: (r) => [
      ['Reference', r.reference],
      ['Name', r.fullName],
      ['Organization', r.organizationName],
      ['Email', r.email],
      ['Mobile', r.mobile],
      ['Area of interest', r.areaOfInterest],
      ['Message', given(r.message)],
    ],
  },
  'event-registration': {
    name: 'event registration',
    promise: 'The participant received their registration ID and the date, time and place.',
    rows: (r) => {
      const event = findEvent(r.eventId);
      const registered =
        r.registrationDate instanceof Date ? r.registrationDate.toISOString() : r.registrationDate;
      return [
        ['Registration ID', r.reference],
        ['Event', event ? `${event.title}, ${event.dateLabel}, ${event.location}` : given(r.eventTitle)],
        ['Name', r.fullName],
        ['Email', r.email],
        ['Mobile', r.mobileNumber],
        ['City', given(r.city)],
        ['Occupation', given(r.occupation)],
        ['Organization', given(r.organization)],
        ['Person with disability', r.isPersonWithDisability],
        ['Disability type', given(r.disabilityType)],
        ['Disability, in their words', given(r.otherDisabilityText)],
        ['Registered at', given(registered)],
      ];
    },
  },
};

/** The record's page in the staff inbox: `<site>/staff/<kind's inbox path>/<id>`. */
export const staffRecordUrl = (publicUrl: string, kind: SubmissionKind, id: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/staff/${recordPaths[kind].inbox}/${encodeURIComponent(id)}`;

/**
 * The notice: every field, what the sender was promised, and a link to the record in the staff inbox
 * (where it is answered, assigned and closed) when the site's address is known.
 */
export function noticeDraft<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecords[K],
  options?: { publicUrl: string },
): Draft {
  const notice = notices[kind] as Notice<K>;
  const { fullName, reference, id } = record as { fullName?: string; reference?: string; id?: string };
  const about = [reference, fullName && `from ${oneLine(fullName, 60)}`].filter(Boolean).join(' ');
  const link: Block[] =
    options && id
      ? [
          {
            type: 'link',
            text: 'Open it in the staff inbox',
            href: staffRecordUrl(options.publicUrl, kind, id),
          },
        ]
      : [];
  return {
    subject: about ? `New ${notice.name}: ${about}` : `New ${notice.name}`,
    blocks: [
      { type: 'paragraph', text: `A new ${notice.name} came in through the website.` },
      ...link,
      { type: 'fields', rows: notice.rows(record) },
      { type: 'paragraph', text: notice.promise },
    ],
  };
}
