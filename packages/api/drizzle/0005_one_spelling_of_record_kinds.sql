-- Written by hand (data only): a mail names its submission by the contract's kind of record, the
-- spelling the audit, the notes and the staff calls already use (recordKinds of @inclusion/forms).
UPDATE "mail_outbox" SET "submission_kind" = 'contactus' WHERE "submission_kind" = 'contact-us';--> statement-breakpoint
UPDATE "mail_outbox" SET "submission_kind" = 'partnership' WHERE "submission_kind" = 'collaboration';
