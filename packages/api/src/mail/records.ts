import type { Language, RecordKind } from '@inclusion/forms';

/** Optional columns may come back from the database as null. */
type Optional = string | null | undefined;

interface Person {
  /** The submission's reference, e.g. VOL-20261121-7F3K9Q (the createReference value the row stores). */
  reference: string;
  fullName: string;
  email: string;
  /** The language of the form that sent it ('en' or 'hi'), for the mails back; English when absent. */
  language?: Optional;
}

/** The fields each kind of mail reads; a database row with more columns fits too. */
export interface SubmissionRecords extends Record<RecordKind, unknown> {
  contact: Person & { mobile: string; message: string };
  contactus: Person & { mobile: string; subject: string; message: string };
  newsletter: { email: string; unsubscribeToken: string; language?: Optional };
  volunteer: Person & { mobile: string; expertise: readonly string[]; howToHelp: string; message?: Optional };
  internship: Person & { mobile: string; internshipArea: string; education?: Optional; motivation: string };
  donation: Person & {
    mobile: string;
    /** Rupees; a string too, as PostgreSQL's numeric type arrives. */
    donationAmount: number | string;
    donationType: string;
    message?: Optional;
  };
  news: Person & { newsUpdate: string };
  partnership: Person & {
    organizationName: string;
    mobile: string;
    areaOfInterest: string;
    message?: Optional;
  };
  'event-registration': Person & {
    mobileNumber: string;
    city?: Optional;
    occupation?: Optional;
    organization?: Optional;
    isPersonWithDisability: string;
    disabilityType?: Optional;
    otherDisabilityText?: Optional;
    eventId: number;
    eventTitle?: Optional;
    registrationDate?: string | Date | null;
  };
}

/** A mail names its submission by the contract's kind of record (`recordKinds` of @inclusion/forms). */
export type SubmissionKind = RecordKind & keyof SubmissionRecords;

export interface MailTemplateOptions {
  /** The site's address without a trailing slash, e.g. https://example.org */
  publicUrl: string;
  /** Where staff notices go, and where people can write back. */
  foundationEmail: string;
  /** Signs the mails; "The foundation team" when absent. */
  foundationName?: string;
  /** The language of a mail to a visitor (the request's or the record's); English when absent. */
  language?: Language;
}

/** What confirmationMail and staffNotice return: ready for mailer.send(). */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export function given(value: Optional): string {
  const text = value?.trim();
  return text ? text : '(not given)';
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** ₹1,00,000 */
export function formatRupees(amount: number | string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? rupees.format(value) : `₹${String(amount)}`;
}
