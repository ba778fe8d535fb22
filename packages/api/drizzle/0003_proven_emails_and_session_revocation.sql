CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_index" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): whatever changes an account's role,
-- password or address (a reset, the admin command, staff tools to come, a manual UPDATE), every
-- sign-in token of that account stops working, in the same transaction.
CREATE FUNCTION "revoke_sessions_of_changed_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_tokens" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_revoke_sessions_on_change" AFTER UPDATE OF "role", "password_hash", "email" ON "users"
FOR EACH ROW WHEN (
  OLD."role" IS DISTINCT FROM NEW."role"
  OR OLD."password_hash" IS DISTINCT FROM NEW."password_hash"
  OR OLD."email" IS DISTINCT FROM NEW."email"
) EXECUTE FUNCTION "revoke_sessions_of_changed_account"();
