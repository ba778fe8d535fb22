/**
 * The lifecycle values of every kind of submission (the spec gives none; these are ours). The first
 * value of each list is the status a new record gets. The database checks them too (see db/schema.ts).
 */
export const contactStatuses = ['new', 'in-progress', 'resolved', 'closed'] as const;
export const contactUsStatuses = contactStatuses;
export const priorities = ['low', 'medium', 'high', 'urgent'] as const;
export const volunteerStatuses = ['pending', 'approved', 'rejected', 'active', 'inactive'] as const;
export const internshipStatuses = ['pending', 'shortlisted', 'accepted', 'rejected'] as const;
export const donationStatuses = ['pending', 'contacted', 'completed', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'received', 'failed'] as const;
export const newsStatuses = ['pending', 'approved', 'published', 'rejected'] as const;
export const collaborationStatuses = [
  'pending',
  'under-review',
  'meeting-scheduled',
  'approved',
  'declined',
] as const;
/** 'pending' until the address confirms the subscription (double opt-in): no newsletter goes to it. */
export const newsletterStatuses = ['pending', 'active', 'unsubscribed'] as const;
export const eventRegistrationStatuses = ['pending', 'confirmed', 'cancelled', 'attended'] as const;
/**
 * Account roles. The first is every signed-up account's. Anything beyond 'user' is given only by
 * the admin command (src/admin/cli.ts) or an admin's invite (src/staff/), never by a signup or
 * ADMIN_EMAIL on an existing account. 'staff' reads and acts on submissions; 'admin' does that and
 * manages staff. A new role is added here, in the check constraint of users.role (a migration), and
 * to the guards of the routes it may use (requireRole).
 */
export const userRoles = ['user', 'admin', 'staff'] as const;
/** The roles of the foundation's people: they may read and act on submissions (the staff inbox). */
export const staffRoles = ['admin', 'staff'] as const;
/** A queued mail: waiting (or due for a retry), being sent by a server, sent, given up, or skipped by the daily cap. */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/** Contact-us tickets start at this priority until staff triage them. */
export const defaultPriority = 'medium' satisfies (typeof priorities)[number];

export type ContactStatus = (typeof contactStatuses)[number];
export type Priority = (typeof priorities)[number];
export type VolunteerStatus = (typeof volunteerStatuses)[number];
export type InternshipStatus = (typeof internshipStatuses)[number];
export type DonationStatus = (typeof donationStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type NewsStatus = (typeof newsStatuses)[number];
export type CollaborationStatus = (typeof collaborationStatuses)[number];
export type NewsletterStatus = (typeof newsletterStatuses)[number];
export type EventRegistrationStatus = (typeof eventRegistrationStatuses)[number];
export type UserRole = (typeof userRoles)[number];
export type StaffRole = (typeof staffRoles)[number];
export type MailStatus = (typeof mailStatuses)[number];
