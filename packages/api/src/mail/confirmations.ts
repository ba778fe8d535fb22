import { findEvent } from '@inclusion/events';
import {
  formatRupees,
  type MailTemplateOptions,
  type SubmissionKind,
  type SubmissionRecords,
} from './records.js';
import type { Block } from './render.js';

export interface Draft {
  subject: string;
  blocks: Block[];
  headers?: Record<string, string>;
}

export type Confirmations = {
  [K in SubmissionKind]: (record: SubmissionRecords[K], options: MailTemplateOptions) => Draft;
};

const paragraph = (text: string): Block => ({ type: 'paragraph', text });
const urgent = paragraph('For anything urgent, please call us on the phone number shown on our website.');

/**
 * What the sender is told, kind by kind: the reference and the response time of spec section 1, in
 * our own words only. Nothing the visitor typed goes back out (not their name, message or organisation):
 * anyone can type any address into a form, so a confirmation must carry nothing a stranger could use
 * to send their words from the foundation's address. Values chosen from our lists (an event, a donation
 * type) and the amount, formatted by us, may appear.
 */
export const confirmations: Confirmations = {
  contact: (record) => ({
    subject: `We received your message (${record.reference})`,
    blocks: [
      paragraph(
        'Thank you for writing to us. We have received your message and will reply within 24-48 hours.',
      ),
      paragraph(
        `Your reference is ${record.reference}. Please mention it if you write to us about this message.`,
      ),
      urgent,
    ],
  }),

  contactus: (record) => ({
    subject: `Your ticket ${record.reference}: we received your message`,
    blocks: [
      paragraph(
        'Thank you for contacting us. We have received your message and will reply within 24-48 hours.',
      ),
      paragraph(
        `Your ticket reference is ${record.reference}. Please mention it if you write to us about this message.`,
      ),
      urgent,
    ],
  }),

  newsletter: (record, options) => {
    const unsubscribe = `${options.publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(record.unsubscribeToken)}`;
    return {
      subject: 'Welcome to our newsletter',
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      blocks: [
        paragraph(
          'Thank you for confirming your subscription. We will write to you about our programmes, events and ' +
            'ways to take part.',
        ),
        paragraph('If you no longer wish to receive the newsletter, you can unsubscribe at any time:'),
        { type: 'link', text: 'Unsubscribe from the newsletter', href: unsubscribe },
      ],
    };
  },

  volunteer: (record) => ({
    subject: `Thank you for registering as a volunteer (${record.reference})`,
    blocks: [
      paragraph(
        'Thank you for offering your time to work with us. We have received your volunteer registration and ' +
          'will get back to you within 2-3 business days.',
      ),
      paragraph(`Your reference is ${record.reference}.`),
    ],
  }),

  internship: (record) => ({
    subject: `We received your internship application (${record.reference})`,
    blocks: [
      paragraph(
        'Thank you for applying for an internship with us. We will review your application and get back to you ' +
          'within 5-7 business days.',
      ),
      paragraph(`Your reference is ${record.reference}.`),
    ],
  }),

  donation: (record, options) => ({
    subject: `Thank you for your donation pledge (${record.reference})`,
    blocks: [
      paragraph('Thank you for choosing to support our work. We have received your donation form:'),
      {
        type: 'fields',
        rows: [
          ['Amount', formatRupees(record.donationAmount)],
          ['Donation type', record.donationType],
        ],
      },
      paragraph(
        'This form records your intention to donate; no payment has been taken. We will send you the payment ' +
          'details within 24 hours.',
      ),
      paragraph(
        'Please check the amount and your contact details before you pay: donations are final and cannot be ' +
          'refunded, cancelled or transferred.',
      ),
      { type: 'link', text: 'Refund and Cancellation Policy', href: `${options.publicUrl}/refund-policy` },
      paragraph(`Your reference is ${record.reference}.`),
    ],
  }),

  news: (record) => ({
    subject: `We received your news item (${record.reference})`,
    blocks: [
      paragraph(
        'Thank you for sharing your news with us. Our team reviews every news item before publication; we will ' +
          'write to you if we have any questions.',
      ),
      paragraph(`Your reference is ${record.reference}.`),
    ],
  }),

  partnership: (record) => ({
    subject: `We received your partnership request (${record.reference})`,
    blocks: [
      paragraph(
        'Thank you for your interest in working with us. We have received your partnership request and ' +
          'will reply within 48 hours.',
      ),
      paragraph(`Your reference is ${record.reference}.`),
    ],
  }),

  'event-registration': (record) => {
    const event = findEvent(record.eventId);
    const title = event?.title ?? record.eventTitle ?? 'our event';
    return {
      subject: `Your registration for ${title} (${record.reference})`,
      blocks: [
        paragraph(`Thank you for registering for ${title}. Registration is free.`),
        paragraph(`Your registration ID is ${record.reference}. Please keep it.`),
        event
          ? {
              type: 'fields',
              rows: [
                ['Event', event.title],
                ['Date', event.dateLabel],
                ['Time', event.time],
                ['Place', event.location],
              ],
            }
          : paragraph('We will write to you with the date, time and place.'),
        paragraph(
          'If you need any support to take part, such as step-free access, a sign language interpreter or ' +
            'materials in an accessible format, please reply to this e-mail and tell us.',
        ),
      ],
    };
  },
};
