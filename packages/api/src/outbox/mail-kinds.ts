/** Every kind of mail the server sends; each goes through the outbox. */
export const mailKinds = [
  /** To the person who sent a submission: its reference and our own words. */
  'confirmation',
  /** To the foundation (FOUNDATION_EMAIL): every field of a submission. */
  'notice',
  /** The single-use link that makes a newsletter subscription take effect (double opt-in). */
  'newsletter-confirmation',
  /** After the address confirmed: the welcome, with the unsubscribe link. */
  'newsletter-welcome',
  /** To an active subscriber asked to subscribe again: nothing changed, and how to leave. */
  'newsletter-already-subscribed',
  'password-reset',
  /** The single-use link that proves a signed-up account's address. */
  'email-verification',
  /** To the owner of an address someone signed up with again (src/auth/signup.ts): at most one an hour. */
  'account-exists',
  /** An admin's invitation to the staff: a single-use link to set a password (src/staff/). */
  'staff-invite',
  /** A staff member's reply to the person behind a record (src/staff/replies/), Reply-To the foundation. */
  'staff-reply',
] as const;

export type MailKind = (typeof mailKinds)[number];

/**
 * Mails a stranger could aim at anyone by typing an address into an anonymous form: each address gets
 * at most `MAIL_CONFIRMATIONS_PER_DAY` of them a day, counted together. The links an account's owner
 * asks for (email-verification, password-reset) are not among them, so strangers' forms cannot use up
 * the day's budget before the owner's own mail: each is limited per account where it is asked for
 * (src/auth/verify-routes.ts, src/auth/reset-routes.ts), and a signup claims its address only once.
 */
export const cappedMailKinds: ReadonlySet<string> = new Set<MailKind>([
  'confirmation',
  'newsletter-confirmation',
  'newsletter-already-subscribed',
]);

/** Confirmations one address may get a day (UTC) unless MAIL_CONFIRMATIONS_PER_DAY says otherwise. */
export const defaultConfirmationsPerDay = 5;

/** A queued mail: waiting (or due for a retry), being sent by a server, sent, given up, or skipped by the daily cap. */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MailStatus = (typeof mailStatuses)[number];
