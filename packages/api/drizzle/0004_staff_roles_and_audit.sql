CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"from" jsonb,
	"to" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invites_role_check" CHECK ("staff_invites"."role" in ('admin', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "submission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_kind_record_id_created_at_index" ON "audit_events" USING btree ("kind","record_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_at_index" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_invites_created_at_index" ON "staff_invites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submission_notes_kind_record_id_created_at_index" ON "submission_notes" USING btree ("kind","record_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin', 'staff'));--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). Disabling an account ends its sessions as a
-- change of role, password or address does (migration 0003): the same function, one more column.
DROP TRIGGER "users_revoke_sessions_on_change" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_revoke_sessions_on_change" AFTER UPDATE OF "role", "password_hash", "email", "disabled_at" ON "users"
FOR EACH ROW WHEN (
  OLD."role" IS DISTINCT FROM NEW."role"
  OR OLD."password_hash" IS DISTINCT FROM NEW."password_hash"
  OR OLD."email" IS DISTINCT FROM NEW."email"
  OR OLD."disabled_at" IS DISTINCT FROM NEW."disabled_at"
) EXECUTE FUNCTION "revoke_sessions_of_changed_account"();
--> statement-breakpoint
-- The audit is append-only for the application: whatever the statement, a row once written is never
-- changed nor deleted (PostgreSQL and PGlite alike).
CREATE FUNCTION "refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
FOR EACH ROW EXECUTE FUNCTION "refuse_audit_change"();
